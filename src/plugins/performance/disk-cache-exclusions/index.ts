import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

/**
 * Keeps the rendered chunk files out of webpack's persistent cache in a
 * production build. They stay in the memory cache, so one build is as before.
 *
 * webpack stores each chunk's rendered file (`Compilation/assets|chunk<id>`)
 * beside what it is rendered from: every module's generated code, which the
 * cache keeps too (`Compilation/codeGeneration`). Stored, a chunk file holds
 * its text and the list of module sources it was joined from, so the same
 * code went to disk twice. In a clean cold build of the site (one each, a
 * diagnosis) they were more than half of the cache: without them the client's
 * cache is 169 MB instead of 414, the server's 110 instead of 238. Writing
 * them cost memory and time at the end of the webpack phase, and a warm build
 * spent time reading them back.
 *
 * A warm build now joins each chunk again from the cached code of its modules,
 * which is a concatenation, and then finds the minified file in the
 * minimizer's cache as before: the minimizer and the real-content-hash step
 * key their entries on the chunk's content, not on the cached object.
 *
 * It works by intercepting the disk cache's handler of webpack's cache `store`
 * hook (the tap that webpack's `IdleFileCachePlugin` adds), through tapable's
 * public `intercept`: entries keyed `Compilation/assets|` never reach it. Both
 * names are webpack internals, listed in CONTRIBUTING.md; the build stops,
 * naming this plugin, if a filesystem cache is configured and the tap is gone.
 */
export const CHUNK_ASSETS = 'Compilation/assets|';
export const DISK_CACHE_TAP = 'IdleFileCachePlugin';

type StoreTap = {name: string; fn: (identifier: string, ...rest: unknown[]) => unknown};

export class LeaveChunkAssetsOutOfDiskCache {
  apply(compiler: Compiler): void {
    let intercepted = false;
    compiler.cache.hooks.store.intercept({
      register(tap) {
        const {name, fn: store} = tap as unknown as StoreTap;
        if (name !== DISK_CACHE_TAP) return tap;
        intercepted = true;
        const fn = (identifier: string, ...rest: unknown[]) =>
          identifier.startsWith(CHUNK_ASSETS) ? undefined : store(identifier, ...rest);
        return {...tap, fn} as typeof tap;
      },
    });
    compiler.hooks.beforeRun.tap('cache-without-chunk-assets', () => {
      const {cache} = compiler.options;
      if (typeof cache === 'object' && cache.type === 'filesystem' && !intercepted) {
        throw new Error(
          `cache-without-chunk-assets: webpack's disk cache no longer stores through a "${DISK_CACHE_TAP}" tap; see CONTRIBUTING.md (framework internals) and src/plugins/performance/cache-without-chunk-assets/.`,
        );
      }
    });
  }
}

export default function cacheWithoutChunkAssetsPlugin(): Plugin<unknown> {
  return {
    name: 'cache-without-chunk-assets',
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      return {plugins: [new LeaveChunkAssetsOutOfDiskCache() satisfies WebpackPluginInstance]};
    },
  };
}
