import {test, expect, type Page} from '@playwright/test';
import {trackPageErrors, visit} from './helpers';
import versions from '../versions.json';

/**
 * Every route family the navbar and footer reach, with the heading a visitor
 * sees there. Status 200 alone would not prove the page has content.
 */
const ROUTES: {path: string; heading: RegExp}[] = [
  {path: '/', heading: /^Docusaurus$/},
  {path: '/docs/', heading: /^Introduction$/},
  {path: '/docs/installation/', heading: /^Installation$/},
  {path: '/docs/configuration/', heading: /^Configuration$/},
  {path: '/docs/migration/', heading: /Upgrading/},
  {path: '/docs/cli/', heading: /^CLI$/},
  {path: '/docs/category/getting-started/', heading: /^Getting Started$/},
  {path: '/docs/3.5.2/', heading: /^Introduction$/},
  {path: '/docs/3.4.0/', heading: /^Introduction$/},
  {path: '/blog/', heading: /Docusaurus 3\.5/},
  {path: '/blog/releases/3.5/', heading: /^Docusaurus 3\.5$/},
  {path: '/showcase/', heading: /Showcase/},
  {path: '/community/support/', heading: /^Support$/},
  {path: '/changelog/', heading: /3\.5\.2/},
  {path: '/changelog/3.5.2/', heading: /^Docusaurus 3\.5\.2$/},
  {path: '/feature-requests/', heading: /^Feature requests$/},
  {path: '/versions/', heading: /versions/i},
  {path: '/tests/', heading: /^Test area$/},
  {path: '/tests/docs/', heading: /^Test area docs$/},
];

for (const {path, heading} of ROUTES) {
  test(`${path} answers 200 and shows its heading`, async ({page}) => {
    const errors = trackPageErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1, h2').filter({hasText: heading}).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.locator('nav.navbar')).toBeVisible();
});

test('a path ending in .html or /index.html lands on the clean URL', async ({page}) => {
  await visit(page, '/docs/installation.html');
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');

  await visit(page, '/docs/configuration/index.html');
  await expect(page).toHaveURL(/\/docs\/configuration\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
});

const leftNavbarItems = (page: Page) =>
  page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');

test('the navbar holds the spec items in order', async ({page}) => {
  await visit(page, '/');
  await expect(leftNavbarItems(page)).toHaveText(['Docs', 'API', 'Blog', 'Showcase', 'Community']);
  await expect(page.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
    'href',
    'https://github.com/facebook/docusaurus',
  );
  await expect(page.locator('.navbar__items--right .dropdown > .navbar__link').first()).toHaveText(
    'Canary 🚧',
  );
});

test('the Tests item shows on the unlisted test-docs index it links to', async ({page}) => {
  // The spec makes the test-docs index unlisted, and the framework hides a doc
  // item whose doc is unlisted everywhere except on that doc's own page.
  await visit(page, '/tests/docs/');
  await expect(leftNavbarItems(page)).toHaveText([
    'Docs',
    'API',
    'Blog',
    'Showcase',
    'Community',
    'Tests',
    '😉',
  ]);
  await expect(page.locator('.navbar__link--active', {hasText: 'Tests'})).toBeVisible();
  await expect(page.getByText('This page is unlisted')).toBeVisible();
});

test('the version dropdown lists versions, then the archive and All versions', async ({page}) => {
  await visit(page, '/docs/');
  const dropdown = page.locator('.navbar__items--right .dropdown').first();
  await dropdown.hover();
  const items = dropdown.locator('.dropdown__menu > li');
  await expect(items).toContainText([
    'Canary 🚧',
    ...versions,
    'Archived versions',
    '2.3.1',
    '2.2.0',
    '2.1.0',
    '2.0.1',
    '1.x.x',
    'All versions',
  ]);
  await dropdown.getByRole('link', {name: 'All versions'}).click();
  await expect(page).toHaveURL(/\/versions\/$/);
});

test('the footer has its four columns, logo and copyright', async ({page}) => {
  await visit(page, '/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText([
    'Learn',
    'Community',
    'More',
    'Legal',
  ]);
  await expect(footer.getByRole('link', {name: 'Migration from v1 to v2'})).toHaveAttribute(
    'href',
    '/docs/migration/',
  );
  await expect(footer.getByRole('link', {name: 'Feature Requests'})).toHaveAttribute(
    'href',
    '/feature-requests/',
  );
  await expect(footer.getByRole('link', {name: 'Changelog'})).toHaveAttribute(
    'href',
    '/changelog/',
  );
  await expect(footer.locator('img.footer__logo, .footer__logo img').first()).toHaveAttribute(
    'width',
    '32',
  );
  await expect(footer).toContainText('Copyright © 2024');
});
