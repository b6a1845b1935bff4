import {test, expect, type Page} from '@playwright/test';
import {visit} from './helpers';

const count = (page: Page) => page.locator('[aria-live="polite"]').filter({hasText: /sites$/});
const cards = (page: Page) => page.locator('main li h3');

test('without filters, favourites come first in their own section', async ({page}) => {
  await visit(page, '/showcase/');
  await expect(page.getByRole('heading', {level: 2, name: 'Our favorites'})).toBeVisible();
  await expect(page.getByRole('heading', {level: 2, name: 'All sites'})).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ sites$/);
  const favorites = page.getByRole('region', {name: 'Our favorites'}).locator('h3');
  await expect(favorites.first()).toBeVisible();
});

test('a tag filter narrows the list, adds tags= to the URL, and survives a reload', async ({
  page,
}) => {
  await visit(page, '/showcase/');
  const total = await cards(page).count();
  await page.getByRole('button', {name: 'Meta', exact: true}).click();
  await expect(page).toHaveURL(/[?&]tags=meta/);
  await expect(page.getByRole('button', {name: 'Meta', exact: true})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(count(page)).toHaveText(new RegExp(`^\\d+ of ${total} sites$`));
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  await expect(cards(page).filter({hasText: 'React Native'})).toHaveCount(1);
  await expect(cards(page).filter({hasText: 'Ionic'})).toHaveCount(0);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(cards(page)).toHaveCount(shown);
  await expect(page.getByRole('button', {name: 'Meta', exact: true})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('AND/OR changes the result', async ({page}) => {
  await visit(page, '/showcase/?tags=meta&tags=design');
  const orCount = await cards(page).count();
  const operator = page.getByRole('switch', {name: /Match/});
  await expect(operator).toHaveAttribute('aria-checked', 'false');
  await operator.click();
  await expect(operator).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/operator=AND/);
  await expect.poll(() => cards(page).count()).toBeLessThan(orCount);
  await expect(cards(page).filter({hasText: 'StyleX'})).toHaveCount(1);
});

test('the name search filters, and Clear all brings everything back', async ({page}) => {
  await visit(page, '/showcase/');
  const total = await cards(page).count();
  await page.getByRole('searchbox', {name: 'Search sites by name'}).fill('jest');
  await expect(page).toHaveURL(/name=jest/);
  await expect(cards(page)).toHaveText(['Jest']);
  await page.getByRole('button', {name: 'Clear all'}).click();
  await expect(cards(page)).toHaveCount(total);
  await expect(page).toHaveURL(/\/showcase\/$/);
});

test('a filter that matches nothing says so, naming the filter that narrowed the list', async ({
  page,
}) => {
  await visit(page, '/showcase/?name=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  const empty = page.getByText('No site matches these filters.');
  await expect(empty).toBeVisible();
  // Only the name search is active: no advice about tags or the OR operator.
  await expect(empty).toHaveText(
    'No site matches these filters. No site’s name contains “<script>alert(1)</script>”. Check the spelling, or clear the search.',
  );
  await expect(page.getByRole('searchbox', {name: 'Search sites by name'})).toHaveValue(
    '<script>alert(1)</script>',
  );
});

test('the first row of pictures is in the server HTML, so it shows before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/showcase/');
  const pictures = page.locator('section[aria-labelledby="favorites"] li img');
  const loaded = await pictures.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      shown: image.complete && image.naturalWidth > 0,
      priority: image.getAttribute('fetchpriority'),
      loading: image.getAttribute('loading'),
    })),
  );
  // The first three (one row on a wide screen) load from the HTML, the first one
  // (the only one above the fold on a phone) at high priority; the browser
  // loads the rest itself as they near the viewport.
  expect(loaded.slice(0, 3)).toEqual([
    {shown: true, priority: 'high', loading: null},
    {shown: true, priority: null, loading: null},
    {shown: true, priority: null, loading: null},
  ]);
  expect(loaded.slice(3).map(({priority, loading}) => ({priority, loading}))).toEqual(
    Array(loaded.length - 3).fill({priority: null, loading: 'lazy'}),
  );
  // Without any script, a picture further down still shows once scrolled to.
  const last = pictures.last();
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  await context.close();
});
