import {test, expect, type Page} from '@playwright/test';
import {visit, waitForHydration} from './helpers';

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
  await waitForHydration(page);
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

test('the first picture loads from the server HTML at high priority, and every picture shows without any script', async ({
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
  // The first picture (the only one above the fold on a phone) loads from the
  // HTML at high priority. The browser loads the rest as they near the viewport,
  // the rest of a wide screen's first row as soon as the layout shows them.
  expect(loaded[0]).toEqual({shown: true, priority: 'high', loading: null});
  expect(loaded.slice(1, 3).map(({shown}) => shown)).toEqual([true, true]);
  expect(loaded.slice(1).map(({priority, loading}) => ({priority, loading}))).toEqual(
    Array(loaded.length - 1).fill({priority: null, loading: 'lazy'}),
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

test('a phone loads the first card in the width it is drawn at, as a palette PNG', async ({
  browser,
}) => {
  // Lighthouse's phone: 412 px wide at 1.75 device pixels, so a card 378 px wide needs 662.
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  await visit(page, '/showcase/');
  const first = page.locator('section[aria-labelledby="favorites"] li img').first();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const source = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(source).toMatch(/\.720\.png$/);
  const png = await (await page.request.get(source)).body();
  // The colour type in the PNG header: 3 is a palette (src/plugins/performance/palette-png).
  expect(png[25]).toBe(3);
  expect(png.length).toBeLessThan(20_000);
  await context.close();
});

// One column, two columns and three, at one and two device pixels: the
// `sizes` attribute must follow the grid, or the browser picks a copy too
// large (sizes wider than the card) or too small (narrower). One test per
// layout: each opens the page in a fresh browser context.
for (const [width, deviceScaleFactor] of [
  [360, 2],
  [412, 1],
  [700, 1],
  [935, 1],
  [1280, 1],
  [1280, 2],
  [1600, 1],
] as const) {
  test(`at ${width} px and ${deviceScaleFactor}×, a card picture is the smallest copy that fills its box on the screen`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: {width, height: 900},
      deviceScaleFactor,
    });
    const page = await context.newPage();
    await visit(page, '/showcase/');
    const first = page.locator('section[aria-labelledby="favorites"] li img').first();
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    const {needed, chosen, candidates} = await first.evaluate((image: HTMLImageElement) => ({
      needed: image.getBoundingClientRect().width * window.devicePixelRatio,
      chosen: Number(image.currentSrc.match(/\.(\d+)\.png$/)?.[1]),
      candidates: image.srcset
        .split(',')
        .map((candidate) => parseInt(candidate.trim().split(' ')[1]!, 10)),
    }));
    const smallestThatFills = Math.min(...candidates.filter((candidate) => candidate >= needed));
    expect(
      chosen,
      `${width} px at ${deviceScaleFactor}×: the card needs ${Math.round(needed)} px`,
    ).toBe(Number.isFinite(smallestThatFills) ? smallestThatFills : Math.max(...candidates));
    await context.close();
  });
}
