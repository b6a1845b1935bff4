/** The records of every route's built HTML: the plugin's postBuild step. */
import type {SearchBuildCache} from './buildCache';
import {htmlFilesOf, indexBuiltPage, type BuiltPageRecords} from './builtPage';
import {isExcludedPath} from './indexer';
import type {SearchRecord} from './types';

/**
 * Reads one page from `files`, keys it, and indexes it unless the build
 * cache holds the key, as `indexBuiltPage` does: in the build, the indexer
 * pool's workers (indexerPool.ts), told the cache's keys when they start.
 */
export type PageIndexer = (files: string[], sitePath: string) => Promise<BuiltPageRecords | null>;

/** `indexBuiltPage` on this thread, for the pages `cache` doesn't hold. */
export function indexerOnThisThread(siteTitle: string, cache: SearchBuildCache): PageIndexer {
  const storedKeys = new Set(cache.storedKeys());
  return async (files, sitePath) => indexBuiltPage(files, sitePath, storedKeys, siteTitle);
}

/**
 * Records of every route, page after page in path order. `routesPaths`
 * include the base URL; record URLs do too. Each page goes to `indexer`: the
 * build's worker pool, or by default `indexBuiltPage` on this thread; the
 * cache gives the records of the pages it holds.
 */
export async function collectRecords(
  outDir: string,
  baseUrl: string,
  routesPaths: string[],
  siteTitle: string,
  cache: SearchBuildCache,
  indexer: PageIndexer = indexerOnThisThread(siteTitle, cache),
): Promise<SearchRecord[]> {
  // Sorted, so the shards (and their hashes) do not depend on route order.
  const paths = [...new Set(routesPaths)]
    .filter((routePath) => routePath.startsWith(baseUrl))
    .sort();
  // Every page is asked for at once: a task is two paths, and the workers go through their queue
  // while this thread is busy with the other plugins' postBuild, not one page per turn of it.
  const perPage = await Promise.all(
    paths.map(async (routePath) => {
      const sitePath = `/${routePath.slice(baseUrl.length)}`;
      if (isExcludedPath(sitePath)) return [];
      const page = await indexer(htmlFilesOf(outDir, sitePath), sitePath);
      const records = page === null ? [] : cache.recordsOf(page.key, page.records);
      // Hits link to full paths, base URL included, like a crawler's records.
      return records.map((record) => ({...record, url: `${baseUrl}${record.url.slice(1)}`}));
    }),
  );
  return perPage.flat();
}
