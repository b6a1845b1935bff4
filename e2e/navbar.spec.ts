import {test, expect} from '@playwright/test';
import {navbar, visit} from './helpers';

test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
  await visit(page, '/docs/cli/');
  await expect(navbar(page)).not.toHaveClass(/navbarHidden/);

  await page.mouse.move(600, 400);
  for (let i = 0; i < 4; i += 1) {
    await page.mouse.wheel(0, 400);
  }
  await expect(navbar(page)).toHaveClass(/navbarHidden/);

  await page.mouse.wheel(0, -200);
  await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
});

// Both read the scroll position the theme's scroll hook keeps; the site's
// patch of that hook (patches/@docusaurus+theme-common+3.5.2.patch) reads the
// first one when it mounts instead of in every render.
test('a page opened at a heading further down starts with the navbar out of the way', async ({
  page,
}) => {
  await visit(page, '/docs/cli/#docusaurus-swizzle');
  await expect(page.getByRole('heading', {name: /docusaurus swizzle/})).toBeInViewport();
  await expect(navbar(page)).toHaveClass(/navbarHidden/);
});

test('scrolling back up a long page offers a button back to the top', async ({page}) => {
  await visit(page, '/docs/cli/');
  // Hidden, the button is out of the accessibility tree; its theme class finds it.
  const backToTop = page.locator('.theme-back-to-top-button');
  await expect(backToTop).not.toHaveClass(/backToTopButtonShow/);

  await page.mouse.move(600, 400);
  for (let i = 0; i < 4; i += 1) {
    await page.mouse.wheel(0, 400);
  }
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.mouse.wheel(0, -200);
  await expect(backToTop).toHaveClass(/backToTopButtonShow/);

  await page.getByRole('button', {name: 'Scroll back to top'}).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a 400px wide screen', () => {
  test.use({viewport: {width: 400, height: 800}});

  test('the mobile menu builds its docs sidebar when it first opens, not while the page boots', async ({
    page,
  }) => {
    await visit(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    const sidebar = page.locator('.navbar-sidebar');
    // The menu's panels are there, hidden, but the docs sidebar is not built yet.
    await expect(sidebar.locator('.navbar-sidebar__items')).toHaveCount(1);
    await expect(sidebar.locator('.menu__link')).not.toHaveCount(0);
    const docsLinks = sidebar.locator('.navbar-sidebar__item').nth(1).locator('.menu__link');
    await expect(docsLinks).toHaveCount(0);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Installation'})).toBeVisible();
    const built = await docsLinks.count();
    expect(built).toBeGreaterThan(5);

    // Closed and opened again, it keeps what it built.
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(docsLinks).toHaveCount(built);
  });

  test('the mobile menu opens on the docs sidebar with a way back to the main menu', async ({
    page,
  }) => {
    await visit(page, '/docs/installation/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const back = sidebar.getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Configuration'})).toBeVisible();
    // Page scrolling is locked while the menu is open.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });
});

test('the emoji item shows on /tests pages only, and alerts when clicked', async ({page}) => {
  await visit(page, '/docs/');
  await expect(page.getByRole('button', {name: 'Custom navbar item test'})).toHaveCount(0);

  await visit(page, '/tests/docs/');
  const item = page.getByRole('button', {name: 'Custom navbar item test'});
  await expect(item).toHaveText('😉');
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await item.click();
  await expect.poll(() => messages).toEqual(['Custom navbar item clicked']);
});

test('the Community item is active on every community page', async ({page}) => {
  await visit(page, '/community/support/');
  await expect(page.locator('.navbar__link--active', {hasText: 'Community'})).toBeVisible();
});

test('each key cap of the search button holds its whole label', async ({page}) => {
  await visit(page, '/docs/');
  const keys = page.locator('.DocSearch-Button-Key');
  await expect(keys).toHaveText(['Ctrl', 'K']);
  for (const key of await keys.all()) {
    // The label's width fits inside the cap (DocSearch's 20 px cap was too narrow for "Ctrl").
    expect(await key.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
});
