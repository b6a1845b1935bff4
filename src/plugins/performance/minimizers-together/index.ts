import type {Plugin} from '@docusaurus/types';
import type {Compilation, Compiler, WebpackPluginInstance} from 'webpack';

/**
 * Runs the browser bundle's three minimizers at the same time instead of one
 * after another: terser on the two entry files (in its worker thread),
 * esbuild on the lazy chunks (esbuild-minify: on esbuild's own threads) and
 * the CSS minimizer (in the build's main thread since css-minify-once).
 *
 * Each taps webpack's `processAssets` hook at the same stage
 * (`PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE`), and webpack runs the taps of a stage
 * in turn, each once the one before is done. Each of them handed its work to
 * other threads, so while one ran, the build's main thread sat idle and so did
 * most of the machine: a CPU profile of a cold build, sampled per thread each
 * second (a diagnosis), showed the main thread idle for about 4 s in that
 * stretch, with one other thread busy at a time. They minify different files
 * (terser only the entry files, esbuild every other script, the CSS minimizer
 * only stylesheets), so none of them reads what another writes.
 *
 * Here the first of them to be called starts all three on the same assets,
 * and each tap then ends when its own minimizer is done, so webpack still
 * sees them end in their order; a failure is still the failing minimizer's.
 * Only taps of these plugins at that stage, one right after another in the
 * hook, are run together: if another plugin's tap sat between them, they run
 * in turn, as before.
 */

/** The tap names (the plugins' class names) of the minimizers run together. */
export const MINIMIZER_TAPS: ReadonlySet<string> = new Set(['TerserPlugin', 'CssMinimizerPlugin']);

type PromiseTapFn = (assets: Compilation['assets']) => Promise<unknown>;
type Tap = {name: string; type: string; stage?: number; fn: unknown};

/** Marks a tap as one of the minimizers this plugin runs together. */
const TOGETHER = Symbol('minimizers-together');

export class MinimizersTogether implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;
    compiler.hooks.compilation.tap('minimizers-together', (compilation) => {
      const hook = compilation.hooks.processAssets;
      const minimizers: PromiseTapFn[] = [];
      let running: Map<PromiseTapFn, Promise<unknown>> | undefined;
      const isTogether = (tap: Tap) => TOGETHER in tap;
      /** The minimizers' taps follow one another in the hook, with no other tap between. */
      const adjacent = () => {
        const indexes = (hook.taps as Tap[]).flatMap((tap, index) =>
          isTogether(tap) ? [index] : [],
        );
        return indexes.every(
          (index, position) => position === 0 || index === indexes[position - 1]! + 1,
        );
      };
      const start = (assets: Compilation['assets']) =>
        new Map(
          minimizers.map((fn) => {
            const done = fn(assets);
            // Each tap reports its own failure; the others' must not go unhandled.
            done.catch(() => {});
            return [fn, done];
          }),
        );
      hook.intercept({
        name: 'minimizers-together',
        call: () => {
          running = undefined;
        },
        // Both plugins tap with `tapPromise`; webpack's own interceptor keeps that type.
        register: (tap) => {
          if (!MINIMIZER_TAPS.has(tap.name) || tap.stage !== stage || tap.type !== 'promise') {
            return tap;
          }
          const fn = tap.fn as PromiseTapFn;
          minimizers.push(fn);
          const together: PromiseTapFn = (assets) => {
            if (!running && !adjacent()) return fn(assets);
            running ??= start(assets);
            return running.get(fn)!;
          };
          return Object.assign({...tap, fn: together}, {[TOGETHER]: true});
        },
      });
    });
  }
}

export default function minimizersTogetherPlugin(): Plugin<unknown> {
  return {
    name: 'minimizers-together',
    configureWebpack(config, isServer) {
      // The framework minifies client bundles of production builds only.
      if (isServer || config.optimization?.minimize !== true) return {};
      return {plugins: [new MinimizersTogether()]};
    },
  };
}
