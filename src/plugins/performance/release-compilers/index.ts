import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

/**
 * Lets the garbage collector have both webpack compilers, with every module,
 * chunk and source they hold, once a production build's webpack phase is over.
 *
 * Docusaurus 3.5.2 keeps the client's webpack config alive until the build
 * ends, through the static render and `postBuild`. One of its plugins, the
 * framework's react-loadable manifest writer (`ReactLoadableSSRAddon`), keeps
 * the client compiler on the instance, and through the compiler's hooks both
 * compilers and their last compilations stay reachable. A heap snapshot taken
 * in `postBuild` showed that path as the only one. So when a compiler shuts
 * down (webpack's `shutdown` hook, which `compiler.close()` calls at the end
 * of the webpack phase), any plugin property that still points at that
 * compiler is cleared. The dev server never closes its compiler before it
 * exits, so nothing changes there.
 */
export class ReleaseCompilerOnShutdown {
  apply(compiler: Compiler): void {
    compiler.hooks.shutdown.tap('release-compilers', () => {
      for (const plugin of compiler.options.plugins) {
        releaseCompiler(plugin, compiler);
      }
    });
  }
}

/** Clears the instance's own properties that point at `compiler`; returns how many. */
export function releaseCompiler(plugin: unknown, compiler: Compiler): number {
  if (!plugin || typeof plugin !== 'object') return 0;
  let released = 0;
  const fields = plugin as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (fields[key] === compiler) {
      fields[key] = null;
      released += 1;
    }
  }
  return released;
}

export default function releaseCompilersPlugin(): Plugin<unknown> {
  return {
    name: 'release-compilers',
    configureWebpack() {
      return {plugins: [new ReleaseCompilerOnShutdown() satisfies WebpackPluginInstance]};
    },
  };
}
