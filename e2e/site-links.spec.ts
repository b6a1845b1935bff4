import {test, expect} from '@playwright/test';
import {SITE_URL} from '../config/env';
import {readSitePages} from './sitePages';
import {Crawler, cssUrls, hasAnchor, type Resolution} from './siteCrawl';

/**
 * References that are broken on purpose or by a known framework bug. Each
 * entry must still match something: a stale one fails the crawl too.
 */
type KnownBrokenRef = {page: string; ref: RegExp; reason: string};

const KNOWN_BROKEN_REFS: KnownBrokenRef[] = [];

/** Client-side redirects whose target is incomplete on purpose. */
type KnownBrokenRedirect = {from: string; reason: string};

const KNOWN_BROKEN_REDIRECTS: KnownBrokenRedirect[] = [
  {
    from: '/home/anchor/',
    reason: 'test redirect: proves an anchor survives a redirect; no element needs that id',
  },
  {
    from: '/home/absolute/anchor/',
    reason:
      'test redirect: proves an anchor survives an absolute redirect; no element needs that id',
  },
];

const SITE_ORIGIN = new URL(SITE_URL).origin;

/** A URL as a maintainer reads it in a report: path, query and hash of the served build. */
function shown(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search + parsed.hash;
}

function failure(resolution: Resolution): string {
  const via = resolution.hops.length > 0 ? ` via ${resolution.hops.map(shown).join(' → ')}` : '';
  return resolution.status === 0
    ? `too many redirects${via}`
    : `answers ${resolution.status}${via}`;
}

test('every internal link, anchor and asset on every page resolves', async ({baseURL}) => {
  test.setTimeout(10 * 60_000);
  const started = Date.now();
  const {pages} = readSitePages();
  const crawler = new Crawler(SITE_ORIGIN);
  const problems: string[] = [];
  const unusedExceptions = new Set(KNOWN_BROKEN_REFS);
  const checkedStylesheets = new Set<string>();
  let linkCount = 0;
  let assetCount = 0;

  const report = (pagePath: string, ref: string, detail: string) => {
    const known = KNOWN_BROKEN_REFS.find((entry) => entry.page === pagePath && entry.ref.test(ref));
    if (known) {
      unusedExceptions.delete(known);
    } else {
      problems.push(`${pagePath}: ${ref} ${detail}`);
    }
  };

  const checkStylesheet = async (pagePath: string, stylesheet: Resolution) => {
    if (stylesheet.css === undefined || checkedStylesheets.has(stylesheet.finalUrl)) {
      return;
    }
    checkedStylesheets.add(stylesheet.finalUrl);
    await Promise.all(
      cssUrls(stylesheet.css, stylesheet.finalUrl).map(async (url) => {
        const resolution = await crawler.resolve(url);
        if (resolution.status < 200 || resolution.status >= 300) {
          report(pagePath, shown(url), `(in ${shown(stylesheet.finalUrl)}) ${failure(resolution)}`);
        }
      }),
    );
  };

  await Promise.all(
    pages.map(async ({path: pagePath}) => {
      const page = await crawler.resolve(new URL(pagePath, baseURL).href);
      if (!page.refs) {
        problems.push(`${pagePath}: the page itself ${failure(page)}`);
        return;
      }
      const {links, assets} = page.refs;
      linkCount += links.length;
      assetCount += assets.length;
      await Promise.all([
        ...links.map(async (link) => {
          const target = await crawler.resolve(link);
          if (target.status < 200 || target.status >= 300) {
            report(pagePath, shown(link), failure(target));
            return;
          }
          const hash = new URL(link).hash || new URL(target.finalUrl).hash;
          if (hash && target.anchors && !hasAnchor(target.anchors, hash)) {
            report(pagePath, shown(link), `has no element with id or name "${hash.slice(1)}"`);
          }
        }),
        ...assets.map(async (asset) => {
          const resolution = await crawler.resolve(asset);
          if (resolution.status < 200 || resolution.status >= 300) {
            report(pagePath, shown(asset), failure(resolution));
            return;
          }
          await checkStylesheet(pagePath, resolution);
        }),
      ]);
    }),
  );

  console.log(
    `Crawl: ${pages.length} pages, ${linkCount} links and ${assetCount} asset references, ` +
      `${crawler.size} distinct URLs, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const stale = [...unusedExceptions].map(
    (entry) => `${entry.page}: known broken ref ${entry.ref} no longer occurs; remove it`,
  );
  expect([...problems.sort(), ...stale], 'broken references, one per line').toEqual([]);
});

test('every client-side redirect lands on a page of the site', async ({baseURL}) => {
  test.setTimeout(5 * 60_000);
  const {stubs} = readSitePages();
  const crawler = new Crawler(SITE_ORIGIN);
  const problems: string[] = [];
  const unusedExceptions = new Set(KNOWN_BROKEN_REDIRECTS);
  await Promise.all(
    stubs.map(async (stub) => {
      const landing = await crawler.resolve(new URL(stub.path, baseURL).href);
      if (!landing.anchors) {
        problems.push(`${stub.path}: redirect to ${stub.target} ${failure(landing)}`);
        return;
      }
      const {hash} = new URL(landing.finalUrl);
      if (hash && !hasAnchor(landing.anchors, hash)) {
        const known = KNOWN_BROKEN_REDIRECTS.find((entry) => entry.from === stub.path);
        if (known) {
          unusedExceptions.delete(known);
        } else {
          problems.push(
            `${stub.path}: redirect to ${stub.target} lands on a page without "${hash}"`,
          );
        }
      }
    }),
  );
  console.log(`Redirects: ${stubs.length} client-side redirect pages followed`);
  expect(stubs.length, 'the build writes client-side redirects').toBeGreaterThan(0);
  const stale = [...unusedExceptions].map(
    (entry) => `${entry.from}: known broken redirect now lands fine; remove it`,
  );
  expect([...problems.sort(), ...stale], 'redirects that lead nowhere, one per line').toEqual([]);
});
