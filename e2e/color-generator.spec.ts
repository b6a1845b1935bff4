import {test, expect, type Page} from '@playwright/test';
import {visit, waitForHydration} from './helpers';

const PAGE = '/docs/styling-layout/';

const primaryVariable = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
  );

/** The active "Docs" navbar link is drawn in the primary colour: it shows what a visitor sees. */
const navbarLinkColor = (page: Page) =>
  page
    .locator('.navbar__link--active', {hasText: 'Docs'})
    .evaluate((link) => getComputedStyle(link).color);

const primaryField = (page: Page) => page.getByLabel('Primary colour', {exact: true});

/** The generator's own CSS block (the page has other CSS examples). */
const generatedCss = (page: Page) =>
  page.getByRole('region', {name: /Colour generator/}).locator('pre');

test.beforeEach(async ({page}) => {
  await visit(page, PAGE);
  await expect(page.getByText('Colour generator: editing the light theme')).toBeVisible();
});

test('entering #ff0000 recolours the site, and the colour survives a reload and navigation', async ({
  page,
}) => {
  await primaryField(page).fill('#ff0000');
  await expect.poll(() => primaryVariable(page)).toBe('#ff0000');
  await expect.poll(() => navbarLinkColor(page)).toBe('rgb(255, 0, 0)');
  await expect(page.locator('code', {hasText: '#e60000'}).first()).toBeVisible();
  await expect(generatedCss(page)).toContainText(':root {');
  await expect(generatedCss(page)).toContainText('--ifm-color-primary: #ff0000;');

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => primaryVariable(page)).toBe('#ff0000');
  await expect(primaryField(page)).toHaveValue('#ff0000');

  await page.getByRole('link', {name: 'Introduction'}).first().click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect.poll(() => navbarLinkColor(page)).toBe('rgb(255, 0, 0)');
});

test('switching the colour mode applies that mode’s stored colours', async ({page}) => {
  await primaryField(page).fill('#ff0000');
  await expect.poll(() => primaryVariable(page)).toBe('#ff0000');

  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByText('Colour generator: editing the dark theme')).toBeVisible();
  await expect.poll(() => primaryVariable(page)).toBe('#25c2a0');
  await expect(generatedCss(page)).toContainText("[data-theme='dark'] {");

  await primaryField(page).fill('#0000ff');
  await expect.poll(() => primaryVariable(page)).toBe('#0000ff');

  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => primaryVariable(page)).toBe('#ff0000');
});

test('a system colour-scheme change applies the other mode’s colours too', async ({page}) => {
  await primaryField(page).fill('#ff0000');
  await expect.poll(() => primaryVariable(page)).toBe('#ff0000');
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => primaryVariable(page)).toBe('#25c2a0');
});

test('Reset restores the default colours', async ({page}) => {
  await primaryField(page).fill('#ff0000');
  await page.getByLabel('Background colour', {exact: true}).fill('#fafafa');
  await expect.poll(() => primaryVariable(page)).toBe('#ff0000');

  await page.getByRole('button', {name: 'Reset to the default light colours'}).click();
  await expect.poll(() => primaryVariable(page)).toBe('#2e8555');
  await expect(primaryField(page)).toHaveValue('#2e8555');
  await expect(page.getByLabel('Background colour', {exact: true})).toHaveValue('#ffffff');
  await page.reload();
  await expect.poll(() => primaryVariable(page)).toBe('#2e8555');
});

test('an invalid colour shows a message and leaves the page colours unchanged', async ({page}) => {
  await primaryField(page).fill('#ff0000');
  await expect.poll(() => primaryVariable(page)).toBe('#ff0000');

  await primaryField(page).fill('not-a-colour');
  await expect(page.getByRole('alert').filter({hasText: 'Enter a colour'})).toBeVisible();
  await expect(primaryField(page)).toHaveAttribute('aria-invalid', 'true');
  expect(await primaryVariable(page)).toBe('#ff0000');

  await primaryField(page).fill('');
  await expect(page.getByRole('alert').filter({hasText: 'Enter a colour'})).toBeVisible();
  expect(await primaryVariable(page)).toBe('#ff0000');

  const darkest = page.getByLabel('Darken --ifm-color-primary-darkest by (percent)');
  await darkest.fill('250');
  await expect(page.getByRole('alert').filter({hasText: '0 to 100'})).toBeVisible();
  await expect(page.locator('code', {hasText: '#e60000'}).first()).toBeVisible();
});

test('the contrast ratio is shown, with a warning below WCAG AA', async ({page}) => {
  await expect(page.getByRole('status').filter({hasText: 'Contrast'})).toContainText('4.56:1');
  await primaryField(page).fill('#ffff00');
  await expect(page.getByRole('status').filter({hasText: 'Contrast'})).toContainText(
    'below the 4.5:1',
  );
});

test.describe('when session storage throws', () => {
  test('the generator still recolours the page and warns', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await visit(page, PAGE);
    await primaryField(page).fill('#ff0000');
    await expect.poll(() => primaryVariable(page)).toBe('#ff0000');
    expect(warnings.some((w) => w.includes('[theme colors] session storage is unavailable'))).toBe(
      true,
    );
  });
});
