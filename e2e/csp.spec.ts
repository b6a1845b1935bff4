import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {executableInlineScripts, sha256Source} from '../src/plugins/deploy-headers/rules';
import {entryScriptsOf} from '../src/plugins/performance/entry-scripts-after-paint';
import {waitForHydration} from './helpers';

/**
 * The build served the way Netlify serves it: the same `_headers` and
 * `_redirects` the deploy plugin wrote into build/, applied by
 * test/support/static-server.mjs. Chromium enforces the CSP, so any blocked
 * script, style, font, image or request shows up as a violation.
 */
let origin = '';
let close: () => Promise<void> = async () => {};

test.beforeAll(async () => {
  // Imported at run time: the server module is plain ESM, which the spec loader cannot require.
  const {startStaticServer} = await import('../test/support/static-server.mjs');
  const server = await startStaticServer({root: 'build', port: 0});
  origin = server.url;
  close = server.close;
});

test.afterAll(async () => {
  await close();
});

type Violation = {directive: string; blocked: string; sample: string};

/** Records every CSP violation event and every CSP console message of the page. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as {cspViolations: Violation[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as {cspViolations?: Violation[]}).cspViolations ?? [],
    );
    return [
      ...events.map(({directive, blocked, sample}) => `${directive}: ${blocked} ${sample}`),
      ...consoleErrors,
    ];
  };
}

const AUDITED_PAGES = [
  '/',
  '/docs/installation/',
  '/blog/',
  '/showcase/',
  // Mermaid draws its diagrams with inline <style> elements.
  '/docs/markdown-features/diagrams/',
  // KaTeX: style attributes and its fonts, some inlined as data: URLs.
  '/docs/markdown-features/math-equations/',
  '/docs/3.4.0/installation/',
  // A blog post carries a JSON-LD block, which is data and needs no hash.
  '/blog/2017/12/14/introducing-docusaurus/',
];

for (const path of AUDITED_PAGES) {
  test(`${path} loads under the deploy CSP with no violation`, async ({page}) => {
    const violations = await watchCsp(page);
    const response = await page.goto(origin + path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('the diagrams and the formulas really render under the CSP', async ({page}) => {
  const violations = await watchCsp(page);
  await page.goto(`${origin}/docs/markdown-features/diagrams/`);
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  await page.goto(`${origin}/docs/markdown-features/math-equations/`);
  await expect(page.locator('.katex').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the search modal finds results under the CSP', async ({page}) => {
  const violations = await watchCsp(page);
  await page.goto(`${origin}/docs/`);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.locator('.DocSearch-Input').fill('installation');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the colour generator recolours the site under the CSP', async ({page}) => {
  const violations = await watchCsp(page);
  await page.goto(`${origin}/docs/styling-layout/`);
  await waitForHydration(page);
  await page.getByLabel('Primary colour', {exact: true}).fill('#ff0000');
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
      ),
    )
    .toBe('#ff0000');
  expect(await violations()).toEqual([]);
});

test('every response carries the security headers', async ({request}) => {
  const response = await request.get(`${origin}/docs/installation/`);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("worker-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  // Scripts: the site and hashes only, never any inline script.
  const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc?.split(' ').slice(1)).toEqual(
    expect.arrayContaining(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]),
  );
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const asset = await request.get(`${origin}/sw.js`);
  expect(asset.headers()['content-security-policy']).toBe(csp);
});

test('hashed files are cached for good; pages, sw.js and manifests revalidate', async ({
  request,
}) => {
  const html = readFileSync('build/index.html', 'utf8');
  const script = entryScriptsOf(html).find((source) => /\/main\.[0-9a-f]+\.js$/.test(source));
  expect(script).toBeTruthy();
  const shard = Object.values(
    JSON.parse(readFileSync('build/search/manifest.json', 'utf8')).shards as Record<
      string,
      {file: string}
    >,
  )[0]?.file;
  expect(shard).toBeTruthy();
  const cacheOf = async (path: string) => {
    const response = await request.get(origin + path, {maxRedirects: 0});
    expect(response.status(), path).toBe(200);
    return response.headers()['cache-control'];
  };
  const forever = 'public, max-age=31536000, immutable';
  const revalidate = 'public, max-age=0, must-revalidate';
  expect(await cacheOf(script!)).toBe(forever);
  expect(await cacheOf(`/search/${shard}`)).toBe(forever);
  for (const path of [
    '/',
    '/docs/installation/',
    '/sw.js',
    '/manifest.json',
    '/search/',
    '/search/manifest.json',
    '/img/docusaurus.png',
    '/sitemap.xml',
  ]) {
    expect(await cacheOf(path), path).toBe(revalidate);
  }
});

test('feature-request sub-paths without a page of their own are served the board', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const response = await page.goto(`${origin}/feature-requests/p/does-not-exist/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert')).toContainText('No feature request lives at this address.');
  const known = await page.goto(`${origin}/feature-requests/p/blog-author-pages/`);
  expect(known?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 2})).toHaveText('A page per blog author');
  expect(await violations()).toEqual([]);
});

test('client redirects are answered by the host with a 301 that keeps the query', async ({
  request,
}) => {
  const response = await request.get(`${origin}/docs/introduction?x=1`, {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/docs/?x=1');
  const html = await request.get(`${origin}/docs.html`, {maxRedirects: 0});
  expect(html.status()).toBe(301);
  expect(html.headers().location).toBe('/docs/');
});

test('a redirect to an anchor stays a page, and its script is allowed', async ({page}) => {
  const violations = await watchCsp(page);
  await page.goto(`${origin}/home/anchor/`);
  await expect(page).toHaveURL(`${origin}/#anchor`);
  expect(await violations()).toEqual([]);
});

test('every inline script in the built HTML is hashed, or its page is a host redirect', async ({
  request,
}) => {
  const csp = (await request.get(`${origin}/`)).headers()['content-security-policy'] ?? '';
  const allowed = new Set(
    csp
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' '),
  );
  const unhashed = new Map<string, string>();
  for (const entry of readdirSync('build', {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const body of executableInlineScripts(readFileSync(file, 'utf8'))) {
      if (!allowed.has(sha256Source(body))) {
        const page = `/${path.relative('build', file).split(path.sep).join('/')}`;
        unhashed.set(page.replace(/index\.html$/, ''), body);
      }
    }
  }
  // Only the client-redirect pages may hold other scripts, and the host never serves them.
  expect(unhashed.size).toBeGreaterThan(0);
  for (const page of unhashed.keys()) {
    const response = await request.get(origin + encodeURI(page), {maxRedirects: 0});
    expect(response.status(), page).toBe(301);
  }
});
