import v8 from 'node:v8';
import vm from 'node:vm';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

/**
 * Runs one full garbage collection when a production build's webpack phase is
 * over: after both compilers have closed and written their persistent cache,
 * and the framework's `compile` has let go of them, as the static render
 * begins.
 *
 * By then release-compilers has let go of both compilers, and nearly all of
 * what the phase allocated is garbage. V8 does not collect it on its own: the
 * heap is well under its limit (about 4 GB on a machine with this much memory),
 * so it goes on growing through the static render and `postBuild`, whose
 * garbage piles on top. Tracing a 4× scale build (a diagnosis): at the start of
 * `postBuild` the heap held 2,326 MB, of which 455 MB was still in use after a
 * full collection, and the process's memory fell from 3,555 to 2,364 MB. The
 * peak of that build was there, on garbage. One collection at the end of the
 * webpack phase takes about a second, and the phases after it start from
 * what is live.
 *
 * Node exposes V8's full collection only behind `--expose-gc`. The flag is set
 * at run time, with `v8.setFlagsFromString`, and the function is taken from a
 * new context, which then has it (as Jest does to look for leaks). That keeps
 * every way of starting a build (`npm run build`, `docusaurus build`, the
 * benches) the same, with no Node option to remember.
 *
 * It needs release-compilers: a compiler still reachable keeps its modules.
 */
export function fullGarbageCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * Counts the compilers it is applied to and calls `collect` once, after the
 * last of them has closed: webpack's cache `shutdown` hook is done, so the
 * persistent cache is written and its buffers are garbage too.
 *
 * The call waits for the next turn of the event loop (`setImmediate`). The
 * hook runs inside the framework's `compile` (`lib/webpack/utils.js`), whose
 * `run` callback holds the stats, and through them both compilations, until
 * `close` is done; a collection there can free almost nothing. Tracing a 4×
 * scale build (a diagnosis): collecting inside the hook paused the main thread
 * for 629 ms and took the heap from 1,065 to 941 MB; V8's own collection
 * three seconds into the static render then took it from 1,125 to 308 MB.
 */
export class CollectWhenCompilersClose {
  private open = 0;

  constructor(private readonly collect: () => void) {}

  forCompiler(): WebpackPluginInstance {
    return {
      apply: (compiler: Compiler) => {
        this.open += 1;
        compiler.cache.hooks.shutdown.intercept({
          done: () => {
            this.open -= 1;
            if (this.open === 0) setImmediate(this.collect);
          },
        });
      },
    };
  }
}

export default function collectAfterWebpackPlugin(): Plugin<unknown> {
  // One per build: the client and the server compiler share it.
  const collector = new CollectWhenCompilersClose(() => fullGarbageCollection()());
  return {
    name: 'collect-after-webpack',
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      return {plugins: [collector.forCompiler()]};
    },
  };
}
