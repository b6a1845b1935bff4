import {test, expect, type Locator, type Page} from '@playwright/test';
import {contrastRatio} from '../src/components/ColorGenerator/colorMath';
import {visit} from './helpers';

/**
 * Dark-mode details a visitor sees and axe does not judge: decorative dots
 * that vanish, light buttons that glare, and links styled one way in light
 * mode and another in dark.
 */

/** The colour behind the page's content. */
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('every user dot on the home page stands out from the page, whatever its colour', async ({
    page,
  }) => {
    await visit(page, '/');
    const background = await pageBackground(page);
    const dots = page
      .getByRole('region', {name: 'Trusted by teams large and small'})
      .locator('li a > span[aria-hidden="true"]');
    expect(await dots.count()).toBeGreaterThan(5);
    const faint: string[] = [];
    for (const dot of await dots.all()) {
      const fill = await style(dot, 'background-color');
      const ring = await style(dot, 'border-top-color');
      const ringWidth = parseFloat(await style(dot, 'border-top-width'));
      // A thin ring needs more contrast than a filled shape to be seen (WCAG's 3:1 is for shapes).
      const visible =
        contrastRatio(fill, background) >= 3 ||
        (ringWidth >= 2 && contrastRatio(ring, background) >= 4.5);
      if (!visible) {
        faint.push(`${(await dot.locator('..').innerText()).trim()}: ${fill}`);
      }
    }
    expect(faint).toEqual([]);
  });

  for (const {path, name} of [
    {path: '/community/team/', name: /on GitHub$/},
    {path: '/showcase/?name=jest', name: 'Clear all'},
  ]) {
    test(`${path}: the small grey buttons are dark surfaces, not light grey glare`, async ({
      page,
    }) => {
      await visit(page, path);
      const button = page.getByRole(name === 'Clear all' ? 'button' : 'link', {name}).first();
      const background = await style(button, 'background-color');
      const color = await style(button, 'color');
      // Infima's secondary grey (#ebedf0) is 16:1 against the dark page; a dark surface is under 2:1.
      expect(contrastRatio(background, await pageBackground(page))).toBeLessThan(2);
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('the search button’s key caps are readable', async ({page}) => {
    await visit(page, '/docs/');
    const keys = page.locator('.DocSearch-Button-Key');
    await expect(keys).toHaveCount(2);
    for (const key of await keys.all()) {
      const color = await style(key, 'color');
      // The cap is a gradient: the label must read against every colour of it.
      const stops = (await style(key, 'background-image')).match(/rgba?\([^)]*\)/g) ?? [];
      expect(stops.length).toBeGreaterThan(0);
      for (const stop of stops) {
        expect(contrastRatio(color, stop), `${color} on ${stop}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in ${colorScheme} mode, links in running text are underlined`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await visit(page, '/docs/installation/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const link = page.locator('article .markdown p a').first();
    expect(await style(link, 'text-decoration-line')).toBe('underline');
    // Navigation is not running text: the sidebar's links stay plain.
    const menuLink = page.locator('.theme-doc-sidebar-menu a.menu__link').first();
    expect(await style(menuLink, 'text-decoration-line')).toBe('none');
  });
}
