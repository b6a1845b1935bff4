import {test, expect} from '@playwright/test';
import {findStorageKey, visit, waitForHydration} from './helpers';
import {ANNOUNCED_RELEASE} from '../config/site';

test(`the announcement bar announces v${ANNOUNCED_RELEASE} and links to the release post`, async ({
  page,
}) => {
  await visit(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'is out!'});
  await expect(bar).toContainText(`Docusaurus v${ANNOUNCED_RELEASE} is out!`);
  await bar.getByRole('link', {name: `Docusaurus v${ANNOUNCED_RELEASE}`}).click();
  await expect(page).toHaveURL(new RegExp(`/blog/releases/${ANNOUNCED_RELEASE}/$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Docusaurus ${ANNOUNCED_RELEASE}`);
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
    `announcementBar-v${ANNOUNCED_RELEASE}`,
  );

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('is out!')).toBeHidden();
});
