/** Reads the built HTML of every route and indexes it: the plugin's postBuild step. */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {SearchBuildCache} from './buildCache';
import {indexPage, isExcludedPath} from './indexer';
import type {PageIndexer} from './indexerPool';
import type {SearchRecord} from './types';

/** Pages indexed at once: enough to keep the disk busy, few enough to bound memory. */
const CONCURRENCY = 16;

/** `build/docs/cli/index.html` for `/docs/cli/` (trailing slash) or `build/docs/cli.html`. */
function htmlFileOf(outDir: string, routePath: string): string[] {
  const relative = routePath.replace(/^\//, '');
  if (relative === '' || relative.endsWith('/')) {
    return [path.join(outDir, relative, 'index.html')];
  }
  return [path.join(outDir, `${relative}.html`), path.join(outDir, relative, 'index.html')];
}

async function readHtml(outDir: string, routePath: string): Promise<string | null> {
  for (const file of htmlFileOf(outDir, routePath)) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // try the next layout
    }
  }
  return null;
}

/**
 * Records of every route, page after page in path order. `routesPaths`
 * include the base URL; record URLs do too. Pages the cache does not hold go
 * to `indexer`: the build's worker pool (indexerPool.ts), or by default
 * `indexPage` on this thread.
 */
export async function collectRecords(
  outDir: string,
  baseUrl: string,
  routesPaths: string[],
  siteTitle: string,
  cache: SearchBuildCache,
  indexer: PageIndexer = async (html, sitePath) => indexPage(html, sitePath, {siteTitle}),
): Promise<SearchRecord[]> {
  // Sorted, so the shards (and their hashes) do not depend on route order.
  const paths = [...new Set(routesPaths)]
    .filter((routePath) => routePath.startsWith(baseUrl))
    .sort();
  const perPage: SearchRecord[][] = new Array(paths.length);
  let next = 0;
  async function takeNextPages(): Promise<void> {
    while (next < paths.length) {
      const index = next;
      next += 1;
      const routePath = paths[index]!;
      const sitePath = `/${routePath.slice(baseUrl.length)}`;
      if (isExcludedPath(sitePath)) {
        perPage[index] = [];
        continue;
      }
      const html = await readHtml(outDir, sitePath);
      // Hits link to full paths, base URL included, like a crawler's records.
      const records =
        html === null ? [] : await cache.recordsOf(sitePath, html, () => indexer(html, sitePath));
      perPage[index] = records.map((record) => ({
        ...record,
        url: `${baseUrl}${record.url.slice(1)}`,
      }));
    }
  }
  await Promise.all(Array.from({length: CONCURRENCY}, takeNextPages));
  return perPage.flat();
}
