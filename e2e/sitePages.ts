/**
 * The list of pages the whole-site gates visit: every URL of the sitemap,
 * plus every page the build wrote that the sitemap leaves out (noindex pages,
 * unlisted docs and posts, the test area the sitemap ignores). Client-redirect
 * stubs and the not-found page are not pages of the site and are left out.
 *
 * Pure functions first, so unit tests can feed them strings; `readSitePages`
 * applies them to a build folder.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {metaTags, redirectStubTarget} from '../src/plugins/pwa/redirectStubs';

/** Why a page is on the list; a page can have several reasons. */
export type PageReason = 'sitemap' | 'noindex' | 'outside-sitemap';

export type SitePage = {
  /** URL path as the server answers it, percent-encoded, e.g. `/docs/installation/`. */
  path: string;
  reasons: PageReason[];
};

export type RedirectStub = {
  /** Path of the stub itself, e.g. `/docs/installation.html/`. */
  path: string;
  /** Where its meta refresh sends the visitor, as written in the stub. */
  target: string;
};

export type SitePages = {
  pages: SitePage[];
  stubs: RedirectStub[];
  /** Sitemap URLs with no page in the build: always a bug, reported by the gates. */
  sitemapWithoutPage: string[];
};

/** Any origin works: only the path of a URL is kept. */
const ANY_ORIGIN = 'http://site.invalid';

/** A path in the one spelling the server, the sitemap and the browser share: percent-encoded. */
export function normalizePath(urlOrPath: string): string {
  return new URL(urlOrPath, ANY_ORIGIN).pathname;
}

/** Paths of the sitemap's `<loc>` URLs, whatever their origin. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) =>
    normalizePath(decodeXmlEntities(match[1] ?? '')),
  );
}

function decodeXmlEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** True when the page asks search engines not to index it. */
export function isNoindex(html: string): boolean {
  return metaTags(html).some(
    (tag) => tag.name?.toLowerCase() === 'robots' && /\bnoindex\b/i.test(tag.content ?? ''),
  );
}

/** URL path of a file of the build folder: `docs/index.html` is served as `/docs/`. */
export function pathOfBuildFile(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  const urlPath = posix === 'index.html' ? '/' : `/${posix.replace(/(^|\/)index\.html$/, '$1')}`;
  return normalizePath(urlPath);
}

/** The not-found page: served for unknown paths, never visited as a page of its own. */
const NOT_FOUND_FILE = '404.html';

/**
 * Merges the sitemap with the built documents. Every sitemap path comes
 * first, in sitemap order; pages only the build knows follow, sorted.
 */
export function buildPageList(
  sitemap: string[],
  builtDocuments: {file: string; html: string}[],
): SitePages {
  const stubs: RedirectStub[] = [];
  const built = new Map<string, PageReason[]>();
  for (const {file, html} of builtDocuments) {
    if (file === NOT_FOUND_FILE) {
      continue;
    }
    const urlPath = pathOfBuildFile(file);
    const target = redirectStubTarget(html);
    if (target !== null) {
      stubs.push({path: urlPath, target});
      continue;
    }
    built.set(urlPath, isNoindex(html) ? ['noindex'] : []);
  }

  const listed = new Set(sitemap);
  const pages: SitePage[] = [...listed].map((urlPath) => ({
    path: urlPath,
    reasons: ['sitemap', ...(built.get(urlPath) ?? [])],
  }));
  const unlistedPages = [...built]
    .filter(([urlPath]) => !listed.has(urlPath))
    .map(([urlPath, reasons]): SitePage => ({
      path: urlPath,
      reasons: reasons.length > 0 ? reasons : ['outside-sitemap'],
    }))
    .sort((a, b) => a.path.localeCompare(b.path));

  return {
    pages: [...pages, ...unlistedPages],
    stubs: stubs.sort((a, b) => a.path.localeCompare(b.path)),
    sitemapWithoutPage: [...listed].filter((urlPath) => !built.has(urlPath)),
  };
}

function htmlFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return htmlFiles(root, relative);
    }
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** The page list of a production build folder. */
export function readSitePages(buildDir = 'build'): SitePages {
  const sitemap = sitemapPaths(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'));
  const documents = htmlFiles(buildDir).map((file) => ({
    file,
    html: readFileSync(path.join(buildDir, file), 'utf8'),
  }));
  return buildPageList(sitemap, documents);
}

/**
 * Splits items into `count` groups by dealing them out in turn, so the heavy
 * pages of one section (changelog, API docs) spread over every group.
 */
export function shard<T>(items: readonly T[], count: number): T[][] {
  const groups: T[][] = Array.from({length: count}, () => []);
  items.forEach((item, index) => groups[index % count]?.push(item));
  return groups;
}
