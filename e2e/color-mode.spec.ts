import {test, expect, type Page} from '@playwright/test';
import {findStorageKey, visit} from './helpers';

const toggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

test('the colour toggle flips the theme and the choice persists', async ({page}) => {
  await visit(page, '/docs/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await toggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const key = await findStorageKey(page, 'theme');
  expect(await page.evaluate((k) => localStorage.getItem(k), key!)).toBe('dark');
  // The dark palette applies: the primary colour switches to the dark shade.
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
      ),
    )
    .toBe('#25c2a0');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await toggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
      ),
    )
    .toBe('#2e8555');
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('a first visit starts dark', async ({page}) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(24, 25, 32)');
  });
});
