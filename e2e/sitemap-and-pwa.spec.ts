import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {visit} from './helpers';
import {readSitePages} from './sitePages';

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

test('the sitemap lists the site but omits the tests blog and tests pages', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const paths = locs(await response.text());
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/docs/', '/blog/', '/changelog/', '/community/support/']),
  );
  expect(paths.filter((p) => p.startsWith('/tests/blog') || p.startsWith('/tests/pages'))).toEqual(
    [],
  );
  // The unlisted test-docs index stays out too.
  expect(paths).not.toContain('/tests/docs/');
});

test('/sw.js and the web manifest are served', async ({request}) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  const script = await sw.text();
  // Workbox's precache manifest was injected.
  expect(script).toMatch(/docs\/installation\/index\.html/);
  // Our custom code is a chunk the worker imports; it holds the external-images route.
  const chunks = readdirSync('build').filter((file) => file.endsWith('.sw.js'));
  const bodies = await Promise.all(
    chunks.map(async (file) => (await request.get(`/${file}`)).text()),
  );
  expect(bodies.some((body) => body.includes('external-images'))).toBe(true);

  const manifest = await request.get('/manifest.json');
  expect(manifest.status()).toBe(200);
  const body = await manifest.json();
  expect(body.name).toBe('Docusaurus');
  for (const icon of body.icons as {src: string}[]) {
    const image = await request.get(`/${icon.src}`);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

/** The files of the build the service worker precaches, as the build wrote its list. */
function precachedUrls(): string[] {
  return [...readFileSync('build/sw.js', 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

test('the precache list holds the search page but no search index file, so it is the same on every build', () => {
  // The index is written by another plugin while the worker's list is made: it must stay out.
  const urls = precachedUrls();
  expect(urls.length).toBeGreaterThan(1000);
  expect(urls.filter((url) => url.startsWith('search/') && url.endsWith('.json'))).toEqual([]);
  expect(urls).toContain('search/index.html');
});

test("the precache list leaves out the blogs' feeds and their stylesheets, which the blog plugins write while it is made", () => {
  const urls = precachedUrls();
  for (const feed of ['blog', 'changelog', 'tests/blog']) {
    expect(existsSync(`build/${feed}/feed.json`), `${feed}/feed.json is built`).toBe(true);
  }
  expect(urls.filter((url) => /(^|\/)(feed\.json|rss\.css|atom\.css)$/.test(url))).toEqual([]);
  expect(urls).toContain('blog/index.html');
});

test('the precache list holds every page of the site and no client-redirect stub', () => {
  const urls = new Set(precachedUrls());
  // A page's file, as workbox names it: `/docs/` is docs/index.html.
  const fileOf = (urlPath: string) =>
    decodeURIComponent(urlPath)
      .replace(/^\//, '')
      .replace(/(^|\/)$/, '$1index.html');
  const {pages, stubs} = readSitePages();
  expect(stubs.length).toBeGreaterThan(100);
  expect(pages.map((page) => fileOf(page.path)).filter((file) => !urls.has(file))).toEqual([]);
  // Old addresses: a few hundred requests the worker's install would make one by one.
  expect(stubs.map((stub) => fileOf(stub.path)).filter((file) => urls.has(file))).toEqual([]);
});

test('the build ships no chunk of the server bundle, and the service worker precaches none', () => {
  // src/plugins/performance/server-bundle-one-file: in 3.5.2 the server compile wrote its
  // chunks (CommonJS, `exports.id = …`) among the browser's, some 820 files no page loads.
  const scripts = readdirSync('build/assets/js').filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(100);
  const nodeChunks = scripts.filter((file) =>
    readFileSync(`build/assets/js/${file}`, 'utf8').startsWith('exports.id ='),
  );
  expect(nodeChunks).toEqual([]);
  const precachedScripts = precachedUrls().filter((url) => url.startsWith('assets/js/'));
  expect(precachedScripts.sort()).toEqual(scripts.map((file) => `assets/js/${file}`).sort());
});

test('offline mode precaches each KaTeX font once, as the woff2 file browsers fetch', () => {
  const fonts = readdirSync('build/assets/fonts').filter((file) => file.startsWith('KaTeX_'));
  const woff2 = fonts.filter((file) => file.endsWith('.woff2'));
  expect(woff2.length).toBe(20);
  const precachedFonts = precachedUrls().filter((url) => url.startsWith('assets/fonts/KaTeX_'));
  expect(precachedFonts.sort()).toEqual(woff2.map((file) => `assets/fonts/${file}`).sort());
});

test('pages carry the PWA head tags', async ({page}) => {
  await visit(page, '/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    'rgb(37, 194, 160)',
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/img/pwa/apple-touch-icon.png',
  );
});

test.describe('with service workers allowed', () => {
  test.use({serviceWorkers: 'allow'});

  test('?offlineMode=true registers /sw.js with offline mode in its params', async ({page}) => {
    await visit(page, '/docs/?offlineMode=true');
    // Offline mode precaches the whole site before the worker activates, so read the
    // registration as soon as it exists rather than waiting for it to be ready.
    const readScriptUrl = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
        return worker?.scriptURL ?? '';
      });
    await expect.poll(readScriptUrl, {timeout: 15_000}).not.toBe('');
    const scriptUrl = await readScriptUrl();
    const url = new URL(scriptUrl);
    expect(url.pathname).toBe('/sw.js');
    expect(JSON.parse(url.searchParams.get('params')!)).toMatchObject({offlineMode: true});
  });
});
