/**
 * Search with the network cut, for readers who turned offline mode on.
 *
 * Offline mode precaches the whole site when its service worker installs,
 * but not the search index: the index is written at the end of the build by
 * another plugin, so the precache list would change from build to build if it
 * held the index (see `injectManifestConfig` in `config/plugins.ts`). Instead,
 * once a worker in offline mode is active, the page stores the search manifest
 * and the shards of the docs version being read in their own cache, and the
 * worker (`src/sw.js`) answers `search/` requests from it when the network
 * fails. Shards no longer listed by the manifest (an older deploy's) leave the
 * cache at the same time. Without offline mode, nothing happens here.
 *
 * Kept apart from the search client on purpose: every page runs this, and it
 * must not pull in the search engine.
 */
import type {SearchManifest} from '../types';
import {parseFacetFilters, requestedTags, type FacetFilters} from './facets';

/** Cache Storage name; `src/sw.js` reads the same cache (a unit test keeps the two in step). */
export const SEARCH_CACHE = 'search-index';

/** Where the plugin writes the index, relative to the base URL. */
export const SEARCH_DIR = 'search';
export const MANIFEST_FILE = 'manifest.json';

/** True when a service worker's URL says it runs in offline mode (the PWA plugin's `params`). */
export function isOfflineModeWorker(scriptUrl: string): boolean {
  try {
    const params: unknown = JSON.parse(new URL(scriptUrl).searchParams.get('params') ?? 'null');
    return (params as {offlineMode?: unknown} | null)?.offlineMode === true;
  } catch {
    return false;
  }
}

/** The manifest's shards whose tags meet `tags`, or every shard when `tags` is null. */
export function shardsFor(
  manifest: SearchManifest,
  tags: ReadonlySet<string> | null,
): [string, SearchManifest['shards'][string]][] {
  return Object.entries(manifest.shards).filter(
    ([, entry]) => tags === null || entry.tags.some((tag) => tags.has(tag)),
  );
}

/** The shard files a query with these filters reads: the same choice the search client makes. */
export function shardFilesFor(
  manifest: SearchManifest,
  facetFilters: FacetFilters | undefined,
): string[] {
  const tags = requestedTags(parseFacetFilters(facetFilters));
  return shardsFor(manifest, tags).map(([, entry]) => entry.file);
}

/**
 * Stores the manifest and the shards these filters need in the search cache,
 * when the site's service worker runs in offline mode; downloads only the
 * shards the cache lacks. Resolves to the shard files it kept, or null when
 * offline mode is off or the browser has no service worker or Cache Storage.
 */
export async function keepSearchOffline(
  baseUrl: string,
  facetFilters: FacetFilters | undefined,
): Promise<string[] | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker || !globalThis.caches) {
    return null;
  }
  // The site registers its worker on every visit; `ready` waits for it to be active,
  // which in offline mode means the whole site is precached.
  const registration = await navigator.serviceWorker.ready;
  if (!registration.active || !isOfflineModeWorker(registration.active.scriptURL)) {
    return null;
  }
  const directory = new URL(`${baseUrl}${SEARCH_DIR}/`, window.location.href);
  const manifestUrl = new URL(MANIFEST_FILE, directory).href;
  const cache = await caches.open(SEARCH_CACHE);
  const response = await fetch(manifestUrl, {cache: 'no-cache'});
  if (!response.ok) {
    return null;
  }
  await cache.put(manifestUrl, response.clone());
  const manifest = (await response.json()) as SearchManifest;
  const wanted = shardFilesFor(manifest, facetFilters).map((file) => new URL(file, directory).href);
  for (const url of wanted) {
    if (!(await cache.match(url))) {
      await cache.add(url);
    }
  }
  // Shards of an older build: their names hash their content, so a new build lists new names.
  const current = new Set(
    Object.values(manifest.shards).map((entry) => new URL(entry.file, directory).href),
  );
  for (const request of await cache.keys()) {
    if (request.url !== manifestUrl && !current.has(request.url)) {
      await cache.delete(request);
    }
  }
  return wanted;
}
