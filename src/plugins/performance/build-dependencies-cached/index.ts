import fs from 'node:fs';
import path from 'node:path';
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
 * start with a dot, so never the cache's own `node_modules/.cache`), and of
 * the folders on the way to them (`pathsOnTheWayToPackages`), now go through
 * `compiler.inputFileSystem`: the cached view webpack reads sources with,
 * which shared-input-file-system makes one for both compilers. webpack
 * already treats packages as unchanging while their version stays the same.
 * Their real paths come from the native `realpath` (`nativeRealpath`). The
 * walk finds the same files and resolves them to the same results; only the
 * number of disk reads changes. Writes, and reads anywhere else, go to
 * webpack's own file system as before.
 *
 * The dev server's one compiler checks the list through its own cache when
 * it starts warm. The service worker's compile, which the PWA plugin creates
 * in `postBuild`, gets the plugin from `serviceWorkerCompilePlugins` (../index.ts) and
 * walks through its own compiler's cache.
 */
const READS = ['stat', 'lstat', 'readlink', 'realpath', 'readFile', 'readdir'] as const;

/** A file inside an installed package, not in a dot folder such as `node_modules/.cache`. */
export const IN_PACKAGE = /[\\/]node_modules[\\/](?!\.)/;

/** A `node_modules` folder itself, or a package in it: the part before it is the folder holding it. */
const PACKAGES_FOLDER = /[\\/]node_modules(?:$|[\\/](?!\.))/;

/**
 * Which paths the walk reads through the cache: files and folders inside
 * packages, `node_modules` folders, and the folders above a `node_modules`
 * folder, up to the root. Following symbolic links, the walk's resolver
 * reads every folder of a package file's path, so it asked whether the site's
 * folder and each folder above it is a link once for every package file
 * (about 11,000 times each in a cold build). They are learnt from the
 * packages the walk meets, which come before their folders.
 */
export function pathsOnTheWayToPackages(): (file: string) => boolean {
  const above = new Set<string>();
  return (file) => {
    if (above.has(file)) return true;
    const match = PACKAGES_FOLDER.exec(file);
    if (!match) return false;
    for (
      let folder = file.slice(0, match.index) || path.parse(file).root;
      !above.has(folder);
      folder = path.dirname(folder)
    ) {
      above.add(folder);
    }
    return true;
  };
}

type FileSystem = Record<string, unknown>;

/**
 * The walk asks for the real path of each file and folder it meets, once per
 * walk. Node's `fs.realpath` finds it in JavaScript, one `lstat` per folder
 * of the path, each a separate call from the main thread (about 39,000 in a
 * cold build, for 5,600 paths); the native one hands the whole path to the
 * C library in one call. On Windows the native one can fail where the other
 * succeeds (some network and RAM drives), so there the walk keeps webpack's.
 */
const REALPATH_NATIVELY = process.platform !== 'win32';

/** Looked up when called, like webpack's own file system functions. */
const nativeRealpath = (file: string, ...rest: unknown[]): unknown =>
  (fs.realpath.native as (...args: unknown[]) => unknown)(file, ...rest);

export class BuildDependenciesThroughInputCache implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    // Applied with the config's plugins, after webpack's NodeEnvironmentPlugin
    // has set the file systems and before the cache strategy takes this one.
    const own = compiler.intermediateFileSystem as unknown as FileSystem | null;
    if (!own) return;
    const routed: FileSystem = {};
    const onTheWayToPackages = pathsOnTheWayToPackages();
    for (const method of READS) {
      if (typeof own[method] !== 'function') continue;
      routed[method] = (file: unknown, ...rest: unknown[]) => {
        if (
          REALPATH_NATIVELY &&
          method === 'realpath' &&
          typeof file === 'string' &&
          onTheWayToPackages(file)
        ) {
          return nativeRealpath(file, ...rest);
        }
        // Read when called: shared-input-file-system may swap the compiler's
        // input file system after this plugin has been applied.
        const input = compiler.inputFileSystem as unknown as FileSystem | null;
        const target =
          typeof file === 'string' &&
          onTheWayToPackages(file) &&
          typeof input?.[method] === 'function'
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
