import {test, expect, type Page} from '@playwright/test';
import {COMPILE_HINT} from '../src/plugins/performance/compile-hints';
import {entryScriptsOf, routeScriptsOf} from '../src/plugins/performance/entry-scripts-after-paint';
import {trackPageErrors, visit, waitForHydration} from './helpers';

test('code reached by a client-side navigation from a page without code is highlighted', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await visit(page, '/showcase/');
  await page.evaluate(async () => {
    await window.docusaurus.preload('/tests/pages/code-block-tests/');
  });
  await page.evaluate(() => {
    // A client-side navigation, as a link click does, without a full load.
    window.history.pushState(null, '', '/tests/pages/code-block-tests/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/tests\/pages\/code-block-tests\/$/);
  await expect(page.locator('.language-haskell .token').first()).toBeAttached();
  await expect(page.locator('.language-java .token.keyword').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('a page loaded directly with code hydrates without errors and keeps its highlighting', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await visit(page, '/tests/pages/code-block-tests/');
  await expect(page.locator('.language-php .token').first()).toBeAttached();
  await expect(page.locator('.language-bash .token').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('the debug registry page still names the module of each chunk', async ({page}) => {
  await visit(page, '/__docusaurus/debug/registry/');
  await expect(page.locator('main')).toContainText('@site/docs/installation.mdx');
  await expect(page.locator('main')).toContainText('@theme/DocItem');
});

/** Font files and inlined font data each response of the page brought. */
function trackFonts(page: Page) {
  const fontFiles: string[] = [];
  const stylesheets: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(woff2?|ttf)$/.test(url.pathname)) fontFiles.push(url.pathname);
    if (url.pathname.endsWith('.css')) stylesheets.push(response.text());
  });
  return {
    fontFiles,
    inlinedFonts: async () =>
      (await Promise.all(stylesheets)).join('').match(/url\(data:font\//g)?.length ?? 0,
  };
}

test('math is set in KaTeX fonts that the page fetches as files from the site', async ({page}) => {
  const fonts = trackFonts(page);
  await visit(page, '/docs/markdown-features/math-equations/');
  await expect(page.locator('.katex').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
  );
  expect(loaded).toContain('KaTeX_Main');
  expect(fonts.fontFiles.some((file) => /^\/assets\/fonts\/KaTeX_Main-/.test(file))).toBe(true);
});

test('a page without math loads no KaTeX font, inlined or as a file', async ({page}) => {
  const fonts = trackFonts(page);
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  expect(fonts.fontFiles.filter((file) => file.includes('KaTeX'))).toEqual([]);
  expect(await fonts.inlinedFonts()).toBe(0);
});

/** Whether any script chunk the page has run contains the given source text. */
async function ranChunkContaining(page: Page, text: string): Promise<boolean> {
  return page.evaluate((needle) => {
    type ChunkEntry = [unknown, Record<string, unknown>];
    const chunks = (globalThis as unknown as {webpackChunkdocusaurus_website?: ChunkEntry[]})
      .webpackChunkdocusaurus_website;
    return (chunks ?? []).some(([, modules]) =>
      Object.values(modules).some((factory) => String(factory).includes(needle)),
    );
  }, text);
}

test('mermaid runs only on pages that draw a diagram', async ({page}) => {
  await visit(page, '/docs/installation/');
  await page.waitForLoadState('networkidle');
  expect(await ranChunkContaining(page, 'mermaidAPI')).toBe(false);

  await visit(page, '/docs/markdown-features/diagrams/');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  expect(await ranChunkContaining(page, 'mermaidAPI')).toBe(true);
});

test('the entry scripts start downloading after the first paint, and the page still hydrates', async ({
  page,
}) => {
  await visit(page, '/docs/installation/');
  const timing = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime;
    const entryScripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return {firstPaint, entryScripts};
  });
  expect(timing.firstPaint).toBeDefined();
  expect(timing.entryScripts).toHaveLength(2);
  for (const start of timing.entryScripts)
    expect(start).toBeGreaterThanOrEqual(timing.firstPaint ?? 0);
  // Hydrated: a client-side navigation works.
  await page.locator('.pagination-nav__link--next').click();
  await waitForHydration(page);
});

test('the entry bundle asks the browser to compile it while it downloads; route chunks do not', async ({
  page,
}) => {
  const html = await (await page.request.get('/docs/installation/')).text();
  const main = entryScriptsOf(html).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src));
  expect(main).toBeDefined();
  const mainSource = await (await page.request.get(main ?? '')).text();
  expect(mainSource.startsWith(COMPILE_HINT)).toBe(true);
  // Route chunks hold functions a page never calls (other languages, other
  // components): the browser compiles those when they first run, as before.
  const routeScripts = routeScriptsOf(html);
  expect(routeScripts.length).toBeGreaterThan(0);
  for (const src of routeScripts) {
    expect(await (await page.request.get(src)).text()).not.toContain('allFunctionsCalledOnLoad');
  }
});

for (const path of ['/docs/installation/', '/blog/releases/3.5/', '/']) {
  test(`${path} fetches its route's chunks with the entry: the framework appends no script for them`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    const routeScripts = routeScriptsOf(html);
    expect(routeScripts.length).toBeGreaterThan(0);
    // Every script element added to the page before it hydrates, and who added it: the
    // framework's runtime marks its own with data-webpack (and removes them once loaded).
    await page.addInitScript(() => {
      const added: Array<{src: string; byRuntime: boolean}> = [];
      (window as unknown as {addedScripts: typeof added}).addedScripts = added;
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (node instanceof HTMLScriptElement && node.src) {
              added.push({
                src: new URL(node.src).pathname,
                byRuntime: node.hasAttribute('data-webpack'),
              });
            }
          });
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await visit(page, path);
    const added = await page.evaluate(
      () =>
        (window as unknown as {addedScripts: Array<{src: string; byRuntime: boolean}>})
          .addedScripts,
    );
    const routeScriptsAdded = added.filter((script) => routeScripts.includes(script.src));
    expect(routeScriptsAdded.map((script) => script.src).sort()).toEqual([...routeScripts].sort());
    expect(routeScriptsAdded.filter((script) => script.byRuntime)).toEqual([]);
  });
}
