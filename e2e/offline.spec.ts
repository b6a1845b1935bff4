import {readFileSync} from 'node:fs';
import http from 'node:http';
import {gzipSync} from 'node:zlib';
import {test, expect, type BrowserContext, type Page} from '@playwright/test';
import type {SearchManifest} from '../src/plugins/search/types';
import {waitForHydration} from './helpers';

/**
 * The build served by test/support/static-server.mjs behind a tiny proxy that can
 * swap the body of /sw.js, the way a deploy does: a changed worker script is
 * what makes the browser install a new service worker and leave it waiting.
 * (Playwright's page routes do not see the browser's own fetch of a worker
 * script, so the change is made on the server side.)
 */
let origin = '';
let swSuffix = '';
/** While true, the proxy drops every connection: the server is out of reach, whatever the browser's own offline emulation covers. */
let networkCut = false;
const closers: Array<() => Promise<void>> = [];
/** The one browser context the tests share, service workers allowed (see below). */
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({browser}) => {
  const {startStaticServer} = await import('../test/support/static-server.mjs');
  const upstream = await startStaticServer({root: 'build', port: 0});
  closers.push(upstream.close);
  const proxy = http.createServer((req, res) => {
    if (networkCut) {
      req.socket.destroy();
      return;
    }
    if (req.url?.startsWith('/sw.js')) {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=0, must-revalidate',
      });
      res.end(readFileSync('build/sw.js', 'utf8') + swSuffix);
      return;
    }
    const forward = http.request(
      `${upstream.url}${req.url}`,
      {method: req.method, headers: req.headers},
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => res.destroy(error));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  origin = `http://127.0.0.1:${address.port}`;
  closers.push(() => new Promise((resolve) => proxy.close(() => resolve())));
  context = await browser.newContext({serviceWorkers: 'allow'});
  closers.push(() => context.close());
  page = await context.newPage();
});

test.afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

// Offline mode precaches the whole site (some 1,800 files, one at a time) before the worker
// activates: minutes on a busy machine. So the tests share one browser context, where the worker
// installs once; the last test deploys a new worker, which installs a second time.
test.describe.configure({mode: 'serial', timeout: 300_000});

/** Visits with offline mode on and waits until a service worker controls the page. */
async function visitControlled(page: Page, path: string): Promise<void> {
  await page.goto(`${origin}${path}?offlineMode=true`);
  await waitForHydration(page);
  // The context's first worker installs (precaching everything) and activates,
  // but does not claim the page that registered it: the next load is the
  // controlled one. In the later tests, the worker is active already.
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state),
      {timeout: 240_000, intervals: [1_000]},
    )
    .toBe('activated');
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toContain('offlineMode%22%3Atrue');
}

test('with offline mode on, docs pages still load once the network is gone', async () => {
  swSuffix = '';
  await visitControlled(page, '/docs/');
  await context.setOffline(true);

  // An in-site link: client-side navigation fetches the route's chunks.
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: 'Installation', exact: true})
    .click();
  await expect(page).toHaveURL(`${origin}/docs/installation/`);
  await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();

  // A full page load, answered by the service worker from its cache.
  const response = await page.goto(`${origin}/docs/configuration/`);
  expect(response?.fromServiceWorker()).toBe(true);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Configuration'})).toBeVisible();
  await expect(page.locator('article .markdown p').first()).not.toBeEmpty();
  await context.setOffline(false);
});

test('with offline mode on, search finds pages of the version being read once the network is gone', async () => {
  swSuffix = '';
  const manifest: SearchManifest = JSON.parse(readFileSync('build/search/manifest.json', 'utf8'));
  // A docs page of the current version searches its own shard and the one for everything else.
  const needed = ['docs-current', 'rest'].map((id) => manifest.shards[id]!.file);
  await visitControlled(page, '/docs/');

  // Once the worker is active, the page keeps the manifest and those two shards, and no other.
  const cached = () =>
    page.evaluate(async () => {
      const cache = await caches.open('search-index');
      return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
    });
  await expect
    .poll(cached, {timeout: 30_000})
    .toEqual(['/search/manifest.json', ...needed.map((file) => `/search/${file}`)].sort());

  // What that costs a first visit, beyond the precached site.
  const files = ['manifest.json', ...needed].map((file) => readFileSync(`build/search/${file}`));
  const raw = files.reduce((sum, body) => sum + body.length, 0);
  const gzip = files.reduce((sum, body) => sum + gzipSync(body).length, 0);
  console.log(
    `Offline search: a first visit with offline mode on downloads ${gzip} bytes gzip ` +
      `(${raw} bytes raw) of search index for /docs/ (manifest, docs-current and rest shards).`,
  );

  networkCut = true;
  await context.setOffline(true);
  try {
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('sidebar');
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    const hrefs = await hits.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    // Hits from the current docs, none from another version.
    expect(hrefs.filter((href) => href.startsWith('/docs/')).length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => /^\/docs\/\d/.test(href))).toEqual([]);
  } finally {
    networkCut = false;
    await context.setOffline(false);
  }
});

test('a new service worker waiting shows the reload popup, and accepting reloads once', async () => {
  swSuffix = '';
  await visitControlled(page, '/docs/');
  await expect(page.getByText('New version available')).toHaveCount(0);

  // A deploy changes the worker script; the next visit finds it and installs it.
  swSuffix = '\n// a later deploy\n';
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('New version available')).toBeVisible({timeout: 60_000});
  expect(
    await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    ),
  ).toBe(true);

  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('button', {name: 'Refresh'}).click();
  await expect.poll(() => loads, {timeout: 30_000}).toBe(1);
  await waitForHydration(page);
  // The new worker took over, nothing is left waiting, and the page does not reload again.
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(1);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {waiting: Boolean(registration?.waiting), active: Boolean(registration?.active)};
    }),
  ).toEqual({waiting: false, active: true});
  await expect(page.getByText('New version available')).toHaveCount(0);
});
