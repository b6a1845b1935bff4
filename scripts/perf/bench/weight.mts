/**
 * Page weight of the measured pages.
 *   - Critical JS: the scripts a page's HTML loads, read from build/.
 *   - Network weight: every JS and CSS response Chromium receives from
 *     opening the page until the network is idle, prefetches for visible
 *     links included, on a 1280×720 desktop viewport (where the navbar links
 *     are visible and so prefetched).
 * Each body is gzipped here at level 9, so the figures do not depend on how
 * the server compresses.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../chromium.mjs';
import {BUILD_DIR} from './build.mjs';
import {
  entryScriptsOf,
  routeScriptsOf,
} from '../../../src/plugins/performance/entry-scripts-after-paint';

/** Pages whose weight and Lighthouse scores we track: the home page and one of each main kind. */
export const MEASURED_PAGES = [
  '/',
  '/docs/installation/',
  '/docs/markdown-features/code-blocks/',
  '/blog/',
  '/showcase/',
] as const;

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
}

const gzipSize = (body: Buffer) => gzipSync(body, {level: 9}).length;

function add(total: Bytes, body: Buffer): Bytes {
  return {files: total.files + 1, raw: total.raw + body.length, gzip: total.gzip + gzipSize(body)};
}

const none = (): Bytes => ({files: 0, raw: 0, gzip: 0});

/** The entry scripts a page's HTML loads (`<script src>` and the loader's entry list), raw and gzip. */
export async function criticalJs(pagePath: string): Promise<Bytes> {
  return scriptsBytes(entryScriptsOf(await pageHtml(pagePath)));
}

/**
 * The route chunks a page's HTML lists for the loader to fetch with the entry
 * (the framework would fetch them once the entry had run): not critical to
 * the first paint, but fetched by every visit.
 */
export async function routeChunksJs(pagePath: string): Promise<Bytes> {
  return scriptsBytes(routeScriptsOf(await pageHtml(pagePath)));
}

const pageHtml = (pagePath: string) =>
  readFile(path.join(BUILD_DIR, pagePath, 'index.html'), 'utf8');

async function scriptsBytes(sources: string[]): Promise<Bytes> {
  let total = none();
  for (const src of sources) {
    total = add(total, await readFile(path.join(BUILD_DIR, src.replace(/^\//, ''))));
  }
  return total;
}

export interface NetworkWeight {
  js: Bytes;
  css: Bytes;
}

/** Which kind of asset a URL is, by its extension: prefetched chunks have no script resource type. */
function kindOf(url: string): keyof NetworkWeight | null {
  const {pathname} = new URL(url);
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
}

/** The body of a response, or the file it came from when Chromium no longer holds it. */
async function bodyOf(response: import('@playwright/test').Response): Promise<Buffer> {
  try {
    return await response.body();
  } catch {
    const {pathname} = new URL(response.url());
    return readFile(path.join(BUILD_DIR, decodeURIComponent(pathname)));
  }
}

/** How long the network must stay quiet to count as idle; prefetching waits for idle callbacks. */
const IDLE_MS = 1000;
const MAX_WAIT_MS = 60_000;

/** Counts requests in flight; the returned function resolves once none has been for `quietMs`. */
function trackIdle(page: import('@playwright/test').Page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (quietMs: number) => {
    const deadline = performance.now() + MAX_WAIT_MS;
    while (inFlight > 0 || performance.now() - lastChange < quietMs) {
      if (performance.now() > deadline) throw new Error(`network not idle after ${MAX_WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** JS and CSS Chromium fetches for each page, fresh context (empty cache) per page. */
export async function networkWeights(origin: string) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const weights: Record<string, NetworkWeight> = {};
    for (const pagePath of MEASURED_PAGES) {
      const context = await browser.newContext({viewport: {width: 1280, height: 720}});
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const weight: NetworkWeight = {js: none(), css: none()};
      const seen = new Set<string>();
      page.on('response', (response) => {
        const kind = kindOf(response.url());
        if (!kind || seen.has(response.url()) || response.status() !== 200) return;
        seen.add(response.url());
        pending.push(
          bodyOf(response).then((body) => {
            weight[kind] = add(weight[kind], body);
          }),
        );
      });
      const idle = trackIdle(page);
      await page.goto(`${origin}${pagePath}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // Prefetches start after hydration, once the visible links are observed.
      await idle(IDLE_MS);
      await Promise.all(pending);
      weights[pagePath] = weight;
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
