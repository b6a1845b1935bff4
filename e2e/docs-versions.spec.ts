import {test, expect} from '@playwright/test';
import {apiDocs} from './docPageChecks';
import {findStorageKey, visit} from './helpers';
import versions from '../versions.json';

const VERSIONS = ['current', ...versions];

// Each API and community page is loaded by the whole-site gate, which checks there that it is
// complete and clean (`docPageChecks.ts`); these tests check that the sections have their pages.
for (const version of VERSIONS) {
  test(`the ${version} API sidebar has the reference pages`, () => {
    expect(apiDocs(version).length).toBeGreaterThanOrEqual(30);
  });
}

test('the version dropdown keeps the reader on the same doc', async ({page}) => {
  await visit(page, '/docs/3.4.0/cli/');
  const dropdown = page.locator('.navbar__items--right .dropdown').first();
  await expect(dropdown.locator('> .navbar__link')).toHaveText('3.4.0');
  await dropdown.hover();
  await dropdown.getByRole('link', {name: '3.5.2', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/3\.5\.2\/cli\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('CLI');
});

test('the 3.4.0 banner says the version is unmaintained and links to the latest docs', async ({
  page,
}) => {
  await visit(page, '/docs/3.4.0/installation/');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await banner.getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
});

test('choosing a version in the dropdown is remembered for the docs instance', async ({page}) => {
  await visit(page, '/docs/installation/');
  const dropdown = page.locator('.navbar__items--right .dropdown').first();
  await dropdown.hover();
  await dropdown.getByRole('link', {name: '3.4.0', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/3\.4\.0\/installation\/$/);
  const key = await findStorageKey(page, 'docs-preferred-version-default');
  expect(await page.evaluate((k) => localStorage.getItem(k), key!)).toBe('3.4.0');
});

test('a stored preferred version that no longer exists is removed on the next docs visit', async ({
  page,
}) => {
  await visit(page, '/docs/installation/');
  const dropdown = page.locator('.navbar__items--right .dropdown').first();
  await dropdown.hover();
  await dropdown.getByRole('link', {name: '3.5.2', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/3\.5\.2\/installation\/$/);
  const key = (await findStorageKey(page, 'docs-preferred-version-default'))!;
  await page.evaluate((k) => localStorage.setItem(k, '1.0.0-removed'), key);

  await visit(page, '/docs/cli/');
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});
