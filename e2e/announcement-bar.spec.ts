import {test, expect} from '@playwright/test';
import {findStorageKey, visit} from './helpers';

test('the announcement bar announces v3.5 and links to the release post', async ({page}) => {
  await visit(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'is out!'});
  await expect(bar).toContainText('Docusaurus v3.5 is out!');
  await bar.getByRole('link', {name: 'Docusaurus v3.5'}).click();
  await expect(page).toHaveURL(/\/blog\/releases\/3\.5\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus 3.5');
});

test('closing the announcement bar survives a reload', async ({page}) => {
  await visit(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'is out!'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();

  const dismissKey = await findStorageKey(page, 'docusaurus.announcement.dismiss');
  expect(dismissKey).not.toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), dismissKey!)).toBe('true');
  const idKey = await findStorageKey(page, 'docusaurus.announcement.id');
  expect(await page.evaluate((key) => localStorage.getItem(key), idKey!)).toBe(
    'announcementBar-v3.5',
  );

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByText('is out!')).toBeHidden();
});
