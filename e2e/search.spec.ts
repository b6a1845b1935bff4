import {test, expect, type Page} from '@playwright/test';
import {buildShards} from '../src/plugins/search/shards';
import type {SearchRecord} from '../src/plugins/search/types';
import {trackPageErrors, visit, waitForHydration} from './helpers';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');
const SHARD = /\/search\/[\w.-]+\.[0-9a-f]{10}\.json$/;

/** Errors that matter: the browser's own log line for a request we blocked is expected. */
function realErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
}

async function hrefs(page: Page): Promise<string[]> {
  return hitLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
}

test.describe('search modal', () => {
  test('Ctrl+K, Cmd+K and / open it, Escape closes it, and / typed in a field stays there', async ({
    page,
  }) => {
    await visit(page, '/docs/');
    const button = page.getByRole('button', {name: 'Search'});
    await expect(button).toBeVisible();
    await expect(modal(page)).toHaveCount(0);

    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(shortcut);
      await expect(modal(page), shortcut).toBeVisible();
      await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
      await page.keyboard.press('Escape');
      await expect(modal(page), shortcut).toHaveCount(0);
    }

    await visit(page, '/search/');
    const field = page.getByRole('searchbox', {name: 'Search'});
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toHaveCount(0);
  });

  test('loads on first use; the first character typed on the button starts the query', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await visit(page, '/');
    await page.mouse.move(0, 0);
    expect(requests.filter((url) => url.includes('/search/'))).toEqual([]);
    await expect(page.locator('.DocSearch-Modal, .DocSearch-Container')).toHaveCount(0);

    await page.getByRole('button', {name: 'Search'}).focus();
    await page.keyboard.type('s');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('s');
    await expect(hitLinks(page).first()).toBeVisible();
  });

  test('typing shows hits with the words marked, and Enter opens the first hit in place', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await visit(page, '/docs/');
    await openSearch(page);
    await search(page, 'configuration');
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const [first] = await hrefs(page);
    expect(first).toMatch(/^\/[\w-]/);

    // A marker on window survives client-side navigation, not a full page load.
    await page.evaluate(() => Object.assign(window, {searchMarker: true}));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(first!, page.url()).href);
    await expect(modal(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as {searchMarker?: boolean}).searchMarker),
    ).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  });

  test('on a phone, a result title that fits its line is shown whole, without a leading ellipsis', async ({
    page,
  }) => {
    // DocSearch asks for 5-word snippets below 768 px; this heading has 6 words and fits.
    await page.setViewportSize({width: 390, height: 844});
    await visit(page, '/docs/');
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(input(page)).toBeFocused();
    await search(page, 'sidebar navbar');
    const title = page
      .locator('.DocSearch-Hit-title')
      .filter({hasText: 'sidebar from the navbar'})
      .first();
    await expect(title).toHaveText('Link each sidebar from the navbar');
    // And it is not clipped by the line either.
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  });

  test('downloads only the shards of the docs version being read', async ({page}) => {
    const shards: string[] = [];
    page.on('request', (request) => {
      if (SHARD.test(request.url())) {
        shards.push(new URL(request.url()).pathname.replace(/\.[0-9a-f]{10}\.json$/, ''));
      }
    });
    await visit(page, '/docs/3.4.0/cli/');
    await openSearch(page);
    await search(page, 'configuration');
    await expect(hitLinks(page).first()).toBeVisible();
    expect(shards.sort()).toEqual(['/search/docs-3.4.0', '/search/rest']);
  });

  test('on a /docs/3.4.0/ page, doc hits point into 3.4.0; other content is still searched', async ({
    page,
  }) => {
    await visit(page, '/docs/3.4.0/cli/');
    await openSearch(page);
    await search(page, 'configuration');
    await expect(hitLinks(page).first()).toBeVisible();
    const links = await hrefs(page);
    const docs = links.filter((href) => href.startsWith('/docs/'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((href) => !href.startsWith('/docs/3.4.0/'))).toEqual([]);
    expect(links.some((href) => !href.startsWith('/docs/'))).toBe(true);

    await page.keyboard.press('Escape');
    await visit(page, '/docs/cli/');
    await openSearch(page);
    await search(page, 'configuration');
    await expect(hitLinks(page).first()).toBeVisible();
    expect((await hrefs(page)).filter((href) => href.startsWith('/docs/3.'))).toEqual([]);
  });

  test('"See all {count} results" leads to the search page with the query', async ({page}) => {
    await visit(page, '/docs/');
    await openSearch(page);
    await search(page, 'sidebar');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toHaveAttribute('href', '/search/?q=sidebar');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/\?q=sidebar$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "sidebar"');
  });

  test('Recent and Favorite searches', async ({page}) => {
    await visit(page, '/docs/');
    await openSearch(page);
    await expect(page.getByText('No recent searches')).toBeVisible();
    await search(page, 'configuration');
    await hitLinks(page).first().click();
    await expect(modal(page)).toHaveCount(0);
    await waitForHydration(page);

    await openSearch(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await page.getByTitle('Keep this search').first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
  });

  test('a query without hits shows the no-results help', async ({page}) => {
    await visit(page, '/docs/');
    await openSearch(page);
    await search(page, 'sidebar');
    await expect(hitLinks(page).first()).toBeVisible();
    await search(page, 'zqxjkvw');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "zqxjkvw"');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues\/new\?title=/,
    );
  });

  test('a blocked shard shows "Unable to fetch results" until the network is back', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.route(SHARD, (route) => route.abort());
    await visit(page, '/docs/');
    await openSearch(page);
    await search(page, 'sidebar');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();

    await page.unroute(SHARD);
    await search(page, 'sidebars');
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
    expect(realErrors(errors)).toEqual([]);
  });

  test('a corrupt shard shows "Unable to fetch results" too', async ({page}) => {
    const errors = trackPageErrors(page);
    await page.route(SHARD, (route) => route.fulfill({body: '{"v":1,"pages":[["trunc'}));
    await visit(page, '/docs/');
    await openSearch(page);
    await search(page, 'sidebar');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    expect(realErrors(errors)).toEqual([]);
  });
});

test.describe('hit links', () => {
  /** A record as a hosted index could hold it: a page of another site, or a /docs/next/ path. */
  const record = (url: string, lvl1: string): SearchRecord => ({
    url,
    type: 'lvl1',
    hierarchy: {lvl0: 'Archive', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: `${lvl1} of the quokka guide.`,
    keywords: [],
    language: 'en',
    docusaurus_tag: 'default',
    pageRank: 0.6,
  });

  /** Serves one shard with these records in place of the real index. */
  async function serveIndex(page: Page, records: SearchRecord[]): Promise<void> {
    const {shards, manifest} = buildShards(records, {maxGzipBytes: 150 * 1024});
    const files = new Map(shards.map((shard) => [shard.fileName, shard.json]));
    await page.route('**/search/*.json', (route) => {
      const file = new URL(route.request().url()).pathname.split('/').pop()!;
      const body = file === 'manifest.json' ? JSON.stringify(manifest) : files.get(file);
      return body ? route.fulfill({body, contentType: 'application/json'}) : route.abort();
    });
  }

  test('/docs/next/ paths are rewritten to /docs/', async ({page}) => {
    await serveIndex(page, [
      record('/docs/next/installation/#requirements', 'Installing the quokka'),
    ]);
    await visit(page, '/docs/');
    await openSearch(page);
    await search(page, 'quokka');
    await expect(hitLinks(page).first()).toHaveAttribute(
      'href',
      '/docs/installation/#requirements',
    );
  });

  test('a hit on another site matching externalUrlRegex opens with a full page load', async ({
    page,
  }) => {
    const external = 'https://v1.docusaurus.io/docs/quokka/';
    await page.route(external, (route) =>
      route.fulfill({
        body: '<!doctype html><title>Archive</title><p>Archived page</p>',
        contentType: 'text/html',
      }),
    );
    await serveIndex(page, [record(external, 'Archived quokka page')]);
    await visit(page, '/docs/');
    await openSearch(page);
    await search(page, 'quokka');
    await expect(hitLinks(page).first()).toHaveAttribute('href', external);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(external);
    await expect(page.getByText('Archived page')).toBeVisible();
  });
});

test.describe('search page', () => {
  test('reads ?q=, pages through the results and keeps the URL in step with the input', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await visit(page, '/search/?q=sidebar');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "sidebar"');
    const field = page.getByRole('searchbox', {name: 'Search'});
    await expect(field).toHaveValue('sidebar');
    await expect(page.getByText(/^\d+ results for "sidebar"$/)).toBeVisible();
    const titles = page.locator('main article h2');
    await expect(titles).toHaveCount(10);
    const firstPage = await titles.allInnerTexts();

    const pages = page.getByRole('navigation', {name: 'Result pages'});
    await pages.getByRole('button', {name: '2', exact: true}).click();
    await expect(pages.getByRole('button', {name: '2', exact: true})).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(titles.first()).not.toHaveText(firstPage[0]!);
    await pages.getByRole('button', {name: 'Previous'}).click();
    await expect(titles.first()).toHaveText(firstPage[0]!);

    await field.fill('swizzling');
    await expect(page).toHaveURL(/\/search\/\?q=swizzling$/);
    await expect(page.getByText(/^\d+ results? for "swizzling"$/)).toBeVisible();
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /^\/docs\//);
    expect(realErrors(errors)).toEqual([]);
  });

  test('filters doc results by docs version', async ({page}) => {
    await visit(page, '/search/?q=configuration');
    await page.getByLabel('Docs version').selectOption('3.4.0');
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    await expect
      .poll(async () => {
        const links = await page
          .locator('main article h2 a')
          .evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
        return links.filter(
          (href) => href.startsWith('/docs/') && !href.startsWith('/docs/3.4.0/'),
        );
      })
      .toEqual([]);
    expect(await page.locator('main article h2 a[href^="/docs/3.4.0/"]').count()).toBeGreaterThan(
      0,
    );
  });

  test('an empty query shows a hint, not an error', async ({page}) => {
    await visit(page, '/search/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page.getByText(/^Type a word or two/)).toBeVisible();
  });

  test('the query field and the Docs version drop-down share the site’s form style', async ({
    page,
  }) => {
    await visit(page, '/search/');
    const field = page.getByRole('searchbox', {name: 'Search'});
    const version = page.getByLabel('Docs version');
    const look = (locator: typeof field) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          height: element.getBoundingClientRect().height,
          fontSize: style.fontSize,
          borderRadius: style.borderTopLeftRadius,
          borderColor: style.borderTopColor,
        };
      });
    const fieldLook = await look(field);
    // Not the browser's 13 px default drop-down: the same size, border and corners as the field.
    expect(await look(version)).toEqual(fieldLook);
    expect(await version.evaluate((element) => getComputedStyle(element).appearance)).toBe('none');
  });
});

test.describe('hostile and unusual queries', () => {
  const MARKUP = '<img src=x onerror="window.searchXss=1"><script>window.searchXss=2</script>';

  async function expectInert(page: Page): Promise<void> {
    expect(
      await page.evaluate(() => (window as unknown as {searchXss?: number}).searchXss),
    ).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  }

  test('markup typed in the modal is shown as text', async ({page}) => {
    const errors = trackPageErrors(page);
    await visit(page, '/docs/');
    await openSearch(page);
    await search(page, MARKUP);
    await expect(page.locator('.DocSearch-Dropdown')).toContainText(/No results for|docs/i);
    await expectInert(page);
    expect(realErrors(errors)).toEqual([]);
  });

  test('markup in ?q= is shown as text on the search page', async ({page}) => {
    const errors = trackPageErrors(page);
    await visit(page, `/search/?q=${encodeURIComponent(MARKUP)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      `Search results for "${MARKUP}"`,
    );
    await expect(page.locator('main p[aria-live]')).toBeVisible();
    await expectInert(page);
    expect(realErrors(errors)).toEqual([]);
  });

  for (const [name, query] of [
    ['a 1,000-character query', 'docusaurus '.repeat(91).slice(0, 1000)],
    ['Chinese', '文档搜索'],
    ['Arabic (right to left)', 'البحث في المستندات'],
    ['emoji', '🔍🚀 docs'],
  ] as const) {
    test(`${name} answers without error, in the modal and on the page`, async ({page}) => {
      const errors = trackPageErrors(page);
      await visit(page, '/docs/');
      await openSearch(page);
      await search(page, query);
      await expect(page.locator('.DocSearch-Dropdown')).toContainText(/No results for|\S/);
      await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();

      await visit(page, `/search/?q=${encodeURIComponent(query)}`);
      await expect(page.locator('main p[aria-live]')).toHaveText(/results? for "|No results for "/);
      expect(realErrors(errors)).toEqual([]);
    });
  }
});

test('browsers can add the site as a search engine that opens the search page', async ({
  page,
  request,
}) => {
  await visit(page, '/docs/');
  const link = page.locator('head link[rel="search"]');
  await expect(link).toHaveAttribute('type', 'application/opensearchdescription+xml');
  await expect(link).toHaveAttribute('title', 'Docusaurus');
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  expect(xml).toContain('<ShortName>Docusaurus</ShortName>');
  const template = /type="text\/html" method="get" template="([^"]+)"/.exec(xml)?.[1];
  expect(template).toMatch(/\/search\/\?q=\{searchTerms\}$/);
  // The template, filled in, is a search page that runs the query.
  await visit(page, new URL(template!.replace('{searchTerms}', 'sidebar')).pathname + '?q=sidebar');
  await expect(page.locator('input[type="search"]').first()).toHaveValue('sidebar');
});
