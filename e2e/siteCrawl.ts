/**
 * A crawl of the served build over plain HTTP: what a page links to, what it
 * loads, and whether each of those answers. Parsing is pure (strings in,
 * URLs out) so unit tests can check it; `Crawler` does the fetching.
 */
import {load} from 'cheerio';
import {redirectStubTarget} from '../src/plugins/pwa/redirectStubs';
import {entryScriptsOf, routeScriptsOf} from '../src/plugins/performance/entry-scripts-after-paint';

export type PageRefs = {
  /** `<a href>` targets on the crawled origin, absolute, hash kept. */
  links: string[];
  /** Files the page loads or announces (scripts, styles, icons, images...), absolute, no hash. */
  assets: string[];
  /** Every `id` and `name` in the page: the anchors a link to it may target. */
  anchors: string[];
};

/**
 * `<link rel>` values whose `href` the browser fetches or offers as a file.
 * Canonical and alternate links name pages and feeds of this build too.
 */
const LINK_RELS = new Set([
  'stylesheet',
  'icon',
  'shortcut',
  'apple-touch-icon',
  'mask-icon',
  'manifest',
  'preload',
  'prefetch',
  'modulepreload',
  'canonical',
  'alternate',
]);

/** `<meta>` tags whose content is the URL of an image. */
const IMAGE_METAS = ['og:image', 'twitter:image', 'msapplication-TileImage'];

/** The URLs of a `srcset` attribute, without their width or density descriptors. */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (!rest) {
      return urls;
    }
    const url = rest.match(/^\S+/)?.[0] ?? '';
    rest = rest.slice(url.length);
    // A URL ends at whitespace; a trailing comma instead ends the candidate.
    const trimmed = url.replace(/,+$/, '');
    urls.push(trimmed);
    if (trimmed === url) {
      rest = rest.replace(/^[^,]*/, '');
    }
  }
}

/** The `url()` references of a stylesheet, resolved against its URL; data URIs and fragments skipped. */
export function cssUrls(css: string, cssUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)) {
    const ref = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (!ref || ref.startsWith('data:') || ref.startsWith('#')) {
      continue;
    }
    urls.add(withoutHash(new URL(ref, cssUrl).href));
  }
  return [...urls];
}

function withoutHash(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/**
 * Resolves a reference found in a page. URLs on the production origin
 * (canonical links, social images) are mapped to the crawled origin, since
 * the build under test is what they will point at once deployed. Anything on
 * another origin, or not http(s), gives null.
 */
function resolveRef(
  ref: string | undefined,
  pageUrl: string,
  siteOrigin: string | undefined,
): string | null {
  if (!ref || /^(mailto|tel|javascript|data|blob):/i.test(ref.trim())) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(ref.trim(), pageUrl);
  } catch {
    return null;
  }
  const crawled = new URL(pageUrl).origin;
  if (siteOrigin && url.origin === siteOrigin) {
    return new URL(url.pathname + url.search + url.hash, crawled).href;
  }
  return url.origin === crawled ? url.href : null;
}

/**
 * Links, assets and anchors of a page. `siteOrigin` is the production origin
 * of the site (`https://docusaurus.io`): head links and images there count as
 * this build's; `<a>` links there do not, because the Link component treats
 * an absolute URL as external on purpose.
 */
export function extractPageRefs(html: string, pageUrl: string, siteOrigin?: string): PageRefs {
  const $ = load(html);
  const links = new Set<string>();
  const assets = new Set<string>();
  const addAsset = (ref: string | undefined, mapSiteOrigin = false) => {
    const url = resolveRef(ref, pageUrl, mapSiteOrigin ? siteOrigin : undefined);
    if (url) {
      assets.add(withoutHash(url));
    }
  };

  $('a[href]').each((_, element) => {
    const url = resolveRef($(element).attr('href'), pageUrl, undefined);
    if (url) {
      links.add(url);
    }
  });
  $('img[src], source[src], video[src], audio[src], track[src], iframe[src]').each((_, element) =>
    addAsset($(element).attr('src')),
  );
  for (const script of [...entryScriptsOf(html), ...routeScriptsOf(html)]) addAsset(script);
  $('video[poster]').each((_, element) => addAsset($(element).attr('poster')));
  $('object[data]').each((_, element) => addAsset($(element).attr('data')));
  $('img[srcset], source[srcset]').each((_, element) => {
    for (const url of srcsetUrls($(element).attr('srcset') ?? '')) {
      addAsset(url);
    }
  });
  $('link[href]').each((_, element) => {
    const rels = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
    if (rels.some((rel) => LINK_RELS.has(rel))) {
      addAsset($(element).attr('href'), true);
    }
  });
  for (const name of IMAGE_METAS) {
    $(`meta[property="${name}"], meta[name="${name}"]`).each((_, element) =>
      addAsset($(element).attr('content'), true),
    );
  }

  const anchors = new Set<string>();
  $('[id], a[name]').each((_, element) => {
    for (const attr of ['id', 'name']) {
      const value = $(element).attr(attr);
      if (value) {
        anchors.add(value);
      }
    }
  });
  return {links: [...links], assets: [...assets], anchors: [...anchors]};
}

/** Fragments every browser resolves without an element: the top of the page. */
const TOP_FRAGMENTS = new Set(['', 'top']);

/** True when `hash` (with or without `#`, percent-encoded or not) names an anchor of the page. */
export function hasAnchor(anchors: ReadonlySet<string>, hash: string): boolean {
  const raw = hash.replace(/^#/, '');
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape cannot name an element by its decoded form; try it raw.
  }
  return TOP_FRAGMENTS.has(decoded) || anchors.has(decoded) || anchors.has(raw);
}

export type Resolution = {
  /** The URL that finally answered, after HTTP redirects and client-redirect stubs. */
  finalUrl: string;
  status: number;
  /** The redirect hops taken, for reports. */
  hops: string[];
  /** Anchors of the final document when it is a HTML page. */
  anchors?: Set<string>;
  /** What the final document links to and loads, when it is a HTML page. */
  refs?: PageRefs;
  /** Body of a stylesheet, to follow its `url()`s. */
  css?: string;
};

const MAX_HOPS = 10;

const FETCH_ATTEMPTS = 4;

/**
 * Fetches URLs of one origin once each, following HTTP redirects and the
 * meta refresh of client-redirect stubs, with a bounded number of requests
 * in flight so the local server is not flooded.
 */
export class Crawler {
  private readonly cache = new Map<string, Promise<Resolution>>();
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly siteOrigin: string | undefined,
    private readonly concurrency = 8,
  ) {}

  resolve(url: string): Promise<Resolution> {
    const key = withoutHash(url);
    let result = this.cache.get(key);
    if (!result) {
      result = this.follow(key);
      this.cache.set(key, result);
    }
    return result;
  }

  /** How many distinct URLs were requested. */
  get size(): number {
    return this.cache.size;
  }

  private async follow(start: string): Promise<Resolution> {
    const hops: string[] = [];
    let url = start;
    for (;;) {
      const response = await this.fetchOnce(url);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = this.onCrawledOrigin(new URL(location, url).href, start);
      } else {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok) {
          await response.body?.cancel();
          return {finalUrl: url, status: response.status, hops};
        }
        if (type.includes('text/html')) {
          const html = await response.text();
          const stubTarget = redirectStubTarget(html);
          if (stubTarget === null) {
            const refs = extractPageRefs(html, url, this.siteOrigin);
            const anchors = new Set(refs.anchors);
            return {finalUrl: url, status: response.status, hops, anchors, refs};
          }
          url = this.onCrawledOrigin(new URL(stubTarget, url).href, start);
        } else if (type.includes('text/css')) {
          return {finalUrl: url, status: response.status, hops, css: await response.text()};
        } else {
          await response.arrayBuffer();
          return {finalUrl: url, status: response.status, hops};
        }
      }
      hops.push(url);
      if (hops.length > MAX_HOPS) {
        return {finalUrl: url, status: 0, hops};
      }
      if (new URL(url).origin !== new URL(start).origin) {
        // A redirect that leaves the site (an absolute redirect target) is not followed further.
        return {finalUrl: url, status: 200, hops};
      }
    }
  }

  /** Redirect targets on the production origin lead to this build's copy of the page. */
  private onCrawledOrigin(url: string, crawledUrl: string): string {
    const parsed = new URL(url);
    if (this.siteOrigin && parsed.origin === this.siteOrigin) {
      return new URL(parsed.pathname + parsed.search + parsed.hash, crawledUrl).href;
    }
    return url;
  }

  private async fetchOnce(url: string): Promise<Response> {
    if (this.active >= this.concurrency) {
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    this.active += 1;
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await fetch(url, {redirect: 'manual'});
        } catch (error) {
          // A kept-alive socket the server has just closed fails the request
          // without any fault of the URL: try again on a fresh one.
          if (attempt >= FETCH_ATTEMPTS) {
            throw error;
          }
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
    } finally {
      this.active -= 1;
      this.queue.shift()?.();
    }
  }
}
