import {test, expect} from '@playwright/test';
import {visit} from './helpers';

test('the extra admonition keyword renders as an admonition', async ({page}) => {
  await visit(page, '/docs/markdown-features/admonitions/');
  await expect(page.locator('.theme-admonition-my-custom-admonition').first()).toBeVisible();
});

test('math renders with KaTeX from the site’s own stylesheet', async ({page}) => {
  await visit(page, '/docs/markdown-features/math-equations/');
  await expect(page.locator('.katex').first()).toBeVisible();
  const katexFont = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('KaTeX_Main'));
      } catch {
        return false;
      }
    }),
  );
  expect(katexFont).toBe(true);
  const external = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')]
      .map((l) => (l as HTMLLinkElement).href)
      .filter((h) => !h.startsWith(location.origin)),
  );
  expect(external).toEqual([]);
});

test('mermaid diagrams render as SVG', async ({page}) => {
  await visit(page, '/docs/markdown-features/diagrams/');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
});

test('code blocks use the extra Prism languages and both magic comments', async ({page}) => {
  await visit(page, '/tests/pages/code-block-tests/');
  await expect(page.locator('.language-haskell .token').first()).toBeAttached();
  await expect(page.locator('.theme-code-block-highlighted-line').first()).toBeVisible();
  await expect(page.locator('.code-block-error-line').first()).toBeVisible();
});

test('on a phone, a display formula wider than the column scrolls in its own box, not the page', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await visit(page, '/docs/styling-layout/');
  const formula = page.locator('.katex-display').first();
  await expect(formula).toBeVisible();
  const {boxWidth, formulaWidth, overflowX} = await formula.evaluate((element) => ({
    boxWidth: element.clientWidth,
    formulaWidth: element.scrollWidth,
    overflowX: getComputedStyle(element).overflowX,
  }));
  // The formula is wider than the phone's column, and its own box scrolls...
  expect(formulaWidth).toBeGreaterThan(boxWidth);
  expect(overflowX).toBe('auto');
  // ...so the page itself is no wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
