/**
 * Keys webpack's persistent build cache on what the framework's key misses,
 * so that a warm build never reuses output made with other code.
 *
 * The framework names docusaurus.config.ts as a build dependency, and webpack
 * then hashes that one file: it follows the imports of a JavaScript build
 * dependency, not of a TypeScript one. Our config is split into modules under
 * config/, which import Node-side code from src/plugins/ (the MDX pipeline's
 * rehype step, the ideal-image adapter, the plugins). Before this, editing
 * config/plugins.ts (the ideal-image widths) left a warm build serving the old
 * images; editing config/markdown.ts would have left every page's MDX as it was.
 * Every module the config imports, followed file by file, now names the
 * cache: changing one starts a new cache.
 *
 * webpack also trusts a package's files not to change while its version stays
 * the same, so the framework patches (`patches/`, applied by patch-package at
 * install) name the cache too.
 *
 * With `write: false` (BUILD_CACHE=false) the build has no persistent cache at
 * all: a one-shot build, such as npm test's in a fresh clone, would spend time
 * and memory storing a cache that nothing reads.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const SITE_DIR = path.join(__dirname, '../../..');
const CONFIG_FILE = path.join(SITE_DIR, 'docusaurus.config.ts');

/** A short hash of the files' names (relative to the site) and contents. */
export function filesHash(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(SITE_DIR, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/** The site's framework patches (`patches/`), sorted; none if there is no such folder. */
export function patchFiles(siteDir = SITE_DIR): string[] {
  const patchesDir = path.join(siteDir, 'patches');
  if (!existsSync(patchesDir)) return [];
  return readdirSync(patchesDir)
    .sort()
    .map((file) => path.join(patchesDir, file));
}

// Relative specifiers of the imports and re-exports that run: `import type`
// and `export type` bring in no code.
const IMPORT = /^\s*(?:import|export)(?!\s+type\b)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const SIDE_EFFECT_IMPORT = /^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const REQUIRE = /\brequire\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'];

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * The site's own modules that `entry` loads in Node: itself and every module
 * reachable through relative imports, sorted. Packages are left out: webpack
 * keys the cache on their versions already.
 */
export function configModules(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [path.resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.json')) continue;
    const source = readFileSync(file, 'utf8');
    for (const pattern of [IMPORT, SIDE_EFFECT_IMPORT, REQUIRE]) {
      for (const [, specifier] of source.matchAll(pattern)) {
        const resolved = resolveModule(file, specifier as string);
        if (resolved && !seen.has(resolved)) pending.push(resolved);
      }
    }
  }
  return [...seen].sort();
}

export type BuildCacheOptions = {
  /** False: no persistent cache at all, for a build whose cache nothing will read. */
  write?: boolean;
};

export default function buildCachePlugin(_context?: unknown, options?: unknown): Plugin<unknown> {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      if ((options as BuildCacheOptions | undefined)?.write === false) {
        return {cache: false};
      }
      if (typeof config.cache === 'object' && config.cache.type === 'filesystem') {
        // In the version rather than in `buildDependencies`: webpack checks only the build
        // dependencies it stored with a cache, so a newly named one would not evict the cache it
        // finds, which may be stale already.
        config.cache.version = [
          config.cache.version ?? '',
          `patches-${filesHash(patchFiles())}`,
          `config-${filesHash(configModules(CONFIG_FILE))}`,
        ].join('-');
      }
      return {};
    },
  };
}
