import {test, expect} from '@playwright/test';
import {
  docsOfVersion,
  expectCompleteDocPage,
  findStorageKey,
  trackPageErrors,
  visit,
} from './helpers';
import versions from '../versions.json';

const VERSIONS = ['current', ...versions];

for (const version of VERSIONS) {
  const apiDocs = docsOfVersion('default', version).filter((doc) => doc.sidebar === 'api');
  test(`the ${version} API sidebar has the reference pages`, () => {
    expect(apiDocs.length).toBeGreaterThanOrEqual(30);
  });
  for (const doc of apiDocs) {
    test(`api page ${version} ${doc.id} renders cleanly`, async ({page}) => {
      const errors = trackPageErrors(page);
      await visit(page, doc.path);
      await expectCompleteDocPage(page);
      expect(errors).toEqual([]);
    });
  }
}

for (const doc of docsOfVersion('community', 'current').filter((d) => d.sidebar === 'community')) {
  test(`community page ${doc.id} renders cleanly`, async ({page}) => {
    const errors = trackPageErrors(page);
    await visit(page, doc.path);
    await expectCompleteDocPage(page);
    await expect(page.locator('.navbar__link--active', {hasText: 'Community'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      /\/website\/community\//,
    );
    expect(errors).toEqual([]);
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
