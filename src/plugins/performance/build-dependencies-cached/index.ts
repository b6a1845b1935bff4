import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

/**
 * webpack's persistent cache reads the packages it depends on through the
 * compiler's cached file system, not straight from the disk.
 *
 * Before it writes a cache, webpack works out what the build depends on: the
 * framework's webpack config files and every loader, followed through their
 * `require`s into each package they come from, and from each package through
 * its `package.json` dependencies (`FileSystemInfo.resolveBuildDependencies`).
 * A warm start checks the same list. That walk reads through
 * `compiler.intermediateFileSystem`, which webpack keeps for writing the
 * cache and which caches nothing, so every step of every resolve went to the
 * disk again: a cold build made about 116,000 `stat`, 94,000 `readlink` and
 * 57,000 `readFile` calls, webpack's and Babel's files more than 10,000 times
 * each (a diagnosis: the file system's functions wrapped with counters). The
 * client and the server compiler walked about 2,650 and 2,750 files.
 *
 * Reads of files inside packages (a `node_modules` folder whose name doesn't
 * start with a dot, so never the cache's own `node_modules/.cache`) now go
 * through `compiler.inputFileSystem`: the cached view webpack reads sources
 * with, which shared-input-file-system makes one for both compilers. webpack
 * already treats packages as unchanging while their version stays the same.
 * The walk finds the same files and resolves them to the same results; only
 * the number of disk reads changes. Writes, and reads anywhere else, go to
 * webpack's own file system as before.
 *
 * The dev server's one compiler checks the list through its own cache when
 * it starts warm. The service worker's compile, which the PWA plugin creates
 * in `postBuild`, gets the plugin from `serviceWorkerCompilePlugins` below and
 * walks through its own compiler's cache.
 */
const READS = ['stat', 'lstat', 'readlink', 'realpath', 'readFile', 'readdir'] as const;

/** A file inside an installed package, not in a dot folder such as `node_modules/.cache`. */
export const IN_PACKAGE = /[\\/]node_modules[\\/](?!\.)/;

type FileSystem = Record<string, unknown>;

export class BuildDependenciesThroughInputCache implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    // Applied with the config's plugins, after webpack's NodeEnvironmentPlugin
    // has set the file systems and before the cache strategy takes this one.
    const own = compiler.intermediateFileSystem as unknown as FileSystem | null;
    if (!own) return;
    const routed: FileSystem = {};
    for (const method of READS) {
      if (typeof own[method] !== 'function') continue;
      routed[method] = (file: unknown, ...rest: unknown[]) => {
        // Read when called: shared-input-file-system may swap the compiler's
        // input file system after this plugin has been applied.
        const input = compiler.inputFileSystem as unknown as FileSystem | null;
        const target =
          typeof file === 'string' && IN_PACKAGE.test(file) && typeof input?.[method] === 'function'
            ? input
            : own;
        return (target[method] as (...args: unknown[]) => unknown).call(target, file, ...rest);
      };
    }
    compiler.intermediateFileSystem = Object.assign(
      Object.create(own) as FileSystem,
      routed,
    ) as unknown as Compiler['intermediateFileSystem'];
  }
}

export default function buildDependenciesCachedPlugin(): Plugin<unknown> {
  return {
    name: 'build-dependencies-cached',
    configureWebpack() {
      return {plugins: [new BuildDependenciesThroughInputCache()]};
    },
  };
}

/**
 * For the service worker's compile, which plugin-pwa runs in `postBuild`
 * after the site's compilers have closed: src/plugins/pwa hands these to the
 * plugin (through a patch, CONTRIBUTING.md "Patches"). Its walk covers the
 * plugin's own requires (webpack, terser-webpack-plugin, the framework's
 * utilities) and Babel, its loader; uncached, it was about 1.5 s of a cold
 * build's `postBuild` on the main thread (a diagnosis: a CPU profile), the
 * longest step left there once the search indexer moved to workers.
 */
export function serviceWorkerCompilePlugins(): WebpackPluginInstance[] {
  return [new BuildDependenciesThroughInputCache()];
}
