import {test, expect, type Page} from '@playwright/test';
import {visit} from './helpers';
import {readSitePages} from './sitePages';

test('the Sidebar Ad boxes show on /tests/docs/ and not on /docs/', async ({page}) => {
  await visit(page, '/tests/docs/dummy/');
  await expect(page.getByLabel('Sidebar Ad (top)')).toBeVisible();
  await expect(page.getByLabel('Sidebar Ad (bottom)')).toBeVisible();
  await visit(page, '/docs/installation/');
  await expect(page.getByText('Sidebar Ad')).toHaveCount(0);
});

test('the tests blog shows 3 posts per page and has a page 2', async ({page}) => {
  await visit(page, '/tests/blog/');
  await expect(page.locator('article')).toHaveCount(3);
  await page.getByRole('link', {name: /Older entries/}).click();
  await expect(page).toHaveURL(/\/tests\/blog\/page\/2\/$/);
  await expect(page.locator('article')).toHaveCount(3);
});

test('the unlisted post renders with its banner but is in no list, feed or sitemap', async ({
  page,
  request,
}) => {
  const url = '/tests/blog/2024/07/01/unlisted-post/';
  await visit(page, url);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('An unlisted post');
  await expect(page.getByText('Unlisted page')).toBeVisible();

  const listed: string[] = [];
  for (let n = 1; ; n += 1) {
    const response = await page.goto(n === 1 ? '/tests/blog/' : `/tests/blog/page/${n}/`);
    if (response?.status() !== 200) break;
    listed.push(
      ...(await page
        .locator('article h2 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
    );
  }
  expect(listed.length).toBeGreaterThan(6);
  expect(listed).not.toContain(url);
  expect(await (await request.get('/tests/blog/rss.xml')).text()).not.toContain('unlisted-post');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('unlisted-post');
});

test('a draft post is absent from the production build', async ({page}) => {
  const response = await page.goto('/tests/blog/2024/07/10/draft-post/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

const crashFallback = (page: Page) => page.getByRole('heading', {name: /This page crashed/});

test.describe('error boundaries', () => {
  // Throwing on purpose logs the error; that console output is the expected behaviour here.
  test('a local boundary shows its fallback, and Try again recovers', async ({page}) => {
    await visit(page, '/tests/pages/error-boundary-tests/');
    await page.getByRole('button', {name: 'Throw inside a local error boundary'}).click();
    const retry = page.getByRole('button', {name: 'Try again'});
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(
      page.getByRole('button', {name: 'Throw inside a local error boundary'}),
    ).toBeVisible();
  });

  test('an error inside the layout shows the theme fallback without changing the title', async ({
    page,
  }) => {
    await visit(page, '/tests/pages/error-boundary-tests/');
    const title = await page.title();
    await page.getByRole('button', {name: 'Throw inside the layout'}).click();
    await expect(crashFallback(page)).toHaveText('This page crashed.');
    await expect(page.locator('nav.navbar')).toBeVisible();
    expect(await page.title()).toBe(title);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('button', {name: 'Throw inside the layout'})).toBeVisible();
  });

  test('an error outside the layout reaches the root fallback, titled Page Error', async ({
    page,
  }) => {
    await visit(page, '/tests/pages/error-boundary-tests/');
    await page.getByRole('button', {name: 'Throw outside the layout'}).click();
    await expect(crashFallback(page)).toHaveText('This page crashed');
    await expect(page).toHaveTitle('Page Error');
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('button', {name: 'Throw outside the layout'})).toBeVisible();
  });
});

const TEST_PAGES = [
  'analytics',
  'code-block-tests',
  'crashTest',
  'diagrams',
  'embeds',
  'error-boundary-tests',
  'head-metadata',
  'hydration-tests',
  'layout-no-children',
  'link-tests',
  'markdown-tests-md',
  'markdown-tests-mdx',
  'navbar-dropdown-tests',
  'page-toc-tests',
  'react-18',
  'seo',
  'tabs-tests',
  'unlisted',
  'z-index-tests',
];

test("every test page is on the whole-site gate's list, which checks it renders with the navbar and without a console error", () => {
  const paths = new Set(readSitePages().pages.map((entry) => entry.path));
  for (const name of TEST_PAGES) {
    expect(paths, `/tests/pages/${name}/ is on the list`).toContain(`/tests/pages/${name}/`);
  }
});

test('the test pages index links every test page', async ({page}) => {
  await visit(page, '/tests/pages/');
  for (const name of TEST_PAGES) {
    await expect(page.locator(`main a[href="/tests/pages/${name}/"]`).first()).toBeAttached();
  }
});

test('the /tests/ root links to the test docs, the test blog and every test page', async ({
  page,
}) => {
  await visit(page, '/tests/');
  await expect(page.getByRole('link', {name: 'Test docs'})).toHaveAttribute('href', '/tests/docs/');
  await expect(page.getByRole('link', {name: 'Test blog'})).toHaveAttribute('href', '/tests/blog/');
  for (const name of TEST_PAGES) {
    await expect(page.locator(`main a[href="/tests/pages/${name}/"]`)).toHaveCount(1);
  }
});
