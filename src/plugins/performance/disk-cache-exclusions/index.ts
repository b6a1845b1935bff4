import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';
import {storedCodeGeneration, type CodeGenerationResult} from './generatedCode';

/**
 * Keeps two kinds of entry out of webpack's persistent cache in a production
 * build, and stores a third without a copy a warm build never reads. The
 * first two stay in the memory cache, so one build is as before.
 *
 * Rendered chunk files (`Compilation/assets|chunk<id>`). webpack stores each
 * beside what it is rendered from: every module's generated code, which the
 * cache keeps too (`Compilation/codeGeneration`). Stored, a chunk file holds
 * its text and the list of module sources it was joined from, so the same
 * code went to disk twice. In a clean cold build of the site (one each, a
 * diagnosis) they were more than half of the cache: without them the client's
 * cache is 169 MB instead of 414, the server's 110 instead of 238. Writing
 * them cost memory and time at the end of the webpack phase, and a warm build
 * spent time reading them back. A warm build now joins each chunk again from
 * the cached code of its modules, which is a concatenation, and then finds
 * the minified file in the minimizer's cache as before: the minimizer and the
 * real-content-hash step key their entries on the chunk's content, not on the
 * cached object.
 *
 * The progress bar's module counts (`ProgressPlugin|counts`), which only
 * scale its estimate. A cold build counts wrong: while a loader builds a
 * module of its own (mini-css-extract-plugin does, for every stylesheet),
 * webpack counts every module added meanwhile as skipped. So the first warm
 * build always found other counts, stored them, and that one write made
 * webpack unpack and rewrite the whole cache pack that held the old entry
 * (2.5 s of serializing in a CPU profile, a diagnosis). Left out, a rebuild
 * that changes nothing writes nothing; the bench prints this.
 *
 * Each module's generated code (`Compilation/codeGeneration|`) is stored as
 * the text it generated and its hash updates, without the source that text
 * was generated from. webpack wraps that code in a `CachedSource`, which it
 * stores with the source it wraps: the module's code as its loaders left it
 * (already in the cache, in the module's own entry) and the list of
 * replacements code generation made in it. A warm build reads only the
 * cached text and hash, so the second copy was written and never read. The
 * MDX pages are most of it: one sentence of a docs page was in the client's
 * cache 12 times and the server's 9 (3 versions of the page), 9 and 6 without
 * the copies. In cold builds with and without this (one each, a diagnosis):
 * the client's cache 141 → 107 MB and the server's 101 → 74 MB, the build
 * 67.7 → 62.9 s and 98.2 → 90.0 s of CPU; the warm build after each writes
 * the same files as its cold build and no cache file. Only builds without
 * source maps store it so (production builds here): a map would need the
 * wrapped source.
 *
 * It works by intercepting the disk cache's handler of webpack's cache `store`
 * hook (the tap that webpack's `IdleFileCachePlugin` adds), through tapable's
 * public `intercept`: entries whose key starts with one of `LEFT_OUT` never
 * reach it. The tap's name and the keys are webpack internals, listed in
 * CONTRIBUTING.md; the build stops, naming this plugin, if a filesystem cache
 * is configured and the tap is gone.
 */
export const CHUNK_ASSETS = 'Compilation/assets|';
export const PROGRESS_COUNTS = 'ProgressPlugin|counts';
export const LEFT_OUT = [CHUNK_ASSETS, PROGRESS_COUNTS] as const;
export const DISK_CACHE_TAP = 'IdleFileCachePlugin';
export const CODE_GENERATION = 'Compilation/codeGeneration|';

type StoreTap = {name: string; fn: (identifier: string, ...rest: unknown[]) => unknown};

export class LeaveOutOfDiskCache {
  apply(compiler: Compiler): void {
    let intercepted = false;
    compiler.cache.hooks.store.intercept({
      register(tap) {
        const {name, fn: store} = tap as unknown as StoreTap;
        if (name !== DISK_CACHE_TAP) return tap;
        intercepted = true;
        const finalCode = !compiler.options.devtool;
        const fn = (identifier: string, etag: unknown, data: unknown, ...rest: unknown[]) => {
          if (LEFT_OUT.some((key) => identifier.startsWith(key))) return undefined;
          if (finalCode && identifier.startsWith(CODE_GENERATION)) {
            return store(
              identifier,
              etag,
              storedCodeGeneration(data as CodeGenerationResult),
              ...rest,
            );
          }
          return store(identifier, etag, data, ...rest);
        };
        return {...tap, fn} as typeof tap;
      },
    });
    compiler.hooks.beforeRun.tap('disk-cache-exclusions', () => {
      const {cache} = compiler.options;
      if (typeof cache === 'object' && cache.type === 'filesystem' && !intercepted) {
        throw new Error(
          `disk-cache-exclusions: webpack's disk cache no longer stores through a "${DISK_CACHE_TAP}" tap; see CONTRIBUTING.md (framework internals) and src/plugins/performance/disk-cache-exclusions/.`,
        );
      }
    });
  }
}

export default function diskCacheExclusionsPlugin(): Plugin<unknown> {
  return {
    name: 'disk-cache-exclusions',
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      return {plugins: [new LeaveOutOfDiskCache() satisfies WebpackPluginInstance]};
    },
  };
}
