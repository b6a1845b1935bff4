import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import type * as Preset from '@docusaurus/preset-classic';
import type {RouteConfig} from '@docusaurus/types';

type SitemapOptions = Exclude<NonNullable<Preset.Options['sitemap']>, false>;

/**
 * The sitemap's `lastmod` of the pages whose plugin leaves them undated
 * (blog posts, the changelog's lists, React and Markdown pages), from one
 * `git log` of the whole site instead of one per page.
 *
 * The sitemap plugin runs `git log -1 -- <file>` for each such route, after
 * the build, when the build process holds 2.5 GB or more: each of those
 * process spawns copied that memory's page tables, 1 s of the main thread at
 * 1× the docs and 12 s at 2×, where it dated each added page. Docs pages
 * already carry their date; their routes are left as they are.
 */
export type CommitDates = Map<string, number>;

/**
 * Each file's latest commit time in milliseconds, by its path relative to
 * `siteDir`: the first commit that lists it, walking the log newest first.
 * A file git does not track is absent, and the sitemap plugin then asks git
 * about it itself, as it did before.
 */
export async function latestCommitTimes(siteDir: string): Promise<CommitDates> {
  const {stdout} = await promisify(execFile)(
    'git',
    ['-c', 'log.showSignature=false', 'log', '--format=%x00%ct', '--name-only', '--relative'],
    {cwd: siteDir, maxBuffer: 256 * 1024 * 1024},
  );
  const dates: CommitDates = new Map();
  for (const commit of stdout.split('\0').slice(1)) {
    const [time = '', ...files] = commit.split('\n');
    const milliseconds = Number(time) * 1000;
    for (const file of files) {
      if (file !== '' && !dates.has(file)) dates.set(file, milliseconds);
    }
  }
  return dates;
}

/** `routes` with the dates of `dates` on every route that has a source file and no date. */
export function withCommitDates(routes: RouteConfig[], dates: CommitDates): RouteConfig[] {
  return routes.map((route) => {
    const source = route.metadata?.sourceFilePath;
    const date = source && !route.metadata?.lastUpdatedAt ? dates.get(source) : undefined;
    return {
      ...route,
      ...(date !== undefined && {metadata: {...route.metadata, lastUpdatedAt: date}}),
      ...(route.routes && {routes: withCommitDates(route.routes, dates)}),
    };
  });
}

/** The sitemap option that dates the undated routes before the plugin writes its items. */
export function createSitemapItems(
  siteDir: string,
): NonNullable<SitemapOptions['createSitemapItems']> {
  return async ({defaultCreateSitemapItems, routes, ...params}) =>
    defaultCreateSitemapItems({
      ...params,
      routes: withCommitDates(routes, await latestCommitTimes(siteDir)),
    });
}
