import {test, expect} from '@playwright/test';
import {trackPageErrors, visit} from './helpers';

test('the board lists requests and filters them by status, category and text', async ({page}) => {
  await visit(page, '/feature-requests/');
  const items = page.locator('main ul li a');
  const total = await items.count();
  expect(total).toBeGreaterThanOrEqual(30);
  await page.getByLabel('Status').selectOption('complete');
  await expect(page).toHaveURL(/status=complete/);
  await expect.poll(() => items.count()).toBeLessThan(total);
  await expect(page.locator('main ul li').first()).toContainText('Complete');
  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(items).toHaveCount(total);
  await page.getByRole('searchbox', {name: 'Search'}).fill('zzzz-nothing');
  await expect(page.getByText('No request matches these filters.')).toBeVisible();
});

test('a known request has its own static page with history and docs links', async ({page}) => {
  const errors = trackPageErrors(page);
  const response = await page.goto('/feature-requests/p/blog-author-pages/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 2})).toHaveText('A page per blog author');
  await expect(page.getByRole('heading', {name: 'Status history'})).toBeVisible();
  await expect(page.getByRole('link', {name: '← All feature requests'})).toHaveAttribute(
    'href',
    '/feature-requests/',
  );
  expect(errors).toEqual([]);
});

test('an unknown slug shows the in-board not-found view', async ({page}) => {
  await page.goto('/feature-requests/p/does-not-exist/');
  await expect(page.getByRole('alert')).toContainText('No feature request lives at this address.');
  await expect(page.getByRole('alert')).toContainText('p/does-not-exist');
  await expect(page.locator('main ul li a').first()).toBeVisible();
});

test('sub-paths render the board on in-app navigation too', async ({page}) => {
  await visit(page, '/feature-requests/');
  await page.locator('main ul li a').first().click();
  await expect(page).toHaveURL(/\/feature-requests\/p\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', {name: 'Status history'})).toBeVisible();
});
