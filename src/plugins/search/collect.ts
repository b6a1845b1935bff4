/** The records of every route's built HTML: the plugin's postBuild step. */
import {builtHtmlFile} from '../../utils/builtHtmlFile';
import type {SearchBuildCache} from './buildCache';
import {indexBuiltPage, type BuiltPageRecords} from './builtPage';
import {isExcludedPath} from './indexer';
import type {BuiltPageFile} from './indexWorker';
import type {SearchRecord} from './types';

/**
 * Reads each page from its file, keys it, and indexes it unless the build
 * cache holds the key, as `indexBuiltPage` does; the results are in the
 * pages' order. In the build, the indexer pool's workers do it
 * (indexerPool.ts), told the cache's keys when they start.
 */
export type PageIndexer = (pages: BuiltPageFile[]) => Promise<(BuiltPageRecords | null)[]>;

/** `indexBuiltPage` on this thread, for the pages `cache` doesn't hold. */
export function indexerOnThisThread(siteTitle: string, cache: SearchBuildCache): PageIndexer {
  const storedKeys = new Set(cache.storedKeys());
  return async (pages) =>
    pages.map(({file, sitePath}) => indexBuiltPage(file, sitePath, storedKeys, siteTitle));
}

/** The built site the records come from, as the framework describes it to `postBuild`. */
export type BuiltSite = {
  outDir: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  title: string;
};

/**
 * Records of every route, page after page in path order. `routesPaths`
 * include the base URL; record URLs do too. The pages go to `indexer`: the
 * build's worker pool, or by default `indexBuiltPage` on this thread; the
 * cache gives the records of the pages it holds.
 */
export async function collectRecords(
  site: BuiltSite,
  routesPaths: string[],
  cache: SearchBuildCache,
  indexer: PageIndexer = indexerOnThisThread(site.title, cache),
): Promise<SearchRecord[]> {
  const {outDir, baseUrl, trailingSlash} = site;
  // Sorted, so the shards (and their hashes) do not depend on route order.
  const pages = [...new Set(routesPaths)]
    .filter((routePath) => routePath.startsWith(baseUrl))
    .sort()
    .map((routePath) => `/${routePath.slice(baseUrl.length)}`)
    .filter((sitePath) => !isExcludedPath(sitePath))
    .map((sitePath) => ({file: builtHtmlFile(outDir, sitePath, trailingSlash), sitePath}));
  // Every page is asked for at once, so the workers go through them while this thread is busy
  // with the other plugins' postBuild, not one page per turn of it.
  const indexed = await indexer(pages);
  return indexed.flatMap((page) => {
    const records = page === null ? [] : cache.recordsOf(page.key, page.records);
    // Hits link to full paths, base URL included, like a crawler's records.
    return records.map((record) => ({...record, url: `${baseUrl}${record.url.slice(1)}`}));
  });
}
