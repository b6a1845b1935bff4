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
