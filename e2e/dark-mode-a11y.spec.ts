import {test, expect} from '@playwright/test';
import {blockingAxeViolations} from './axe';
import {visit} from './helpers';

/**
 * The whole-site gate audits light mode. Dark mode has its own colours (the
 * primary shades, the background, Dracula code blocks), so the pages that
 * show most of them are audited again with a dark system preference.
 */
const DARK_AUDITED_PAGES = [
  '/',
  '/docs/installation/',
  '/docs/markdown-features/code-blocks/',
  '/docs/markdown-features/admonitions/',
  '/blog/',
  '/showcase/',
  '/changelog/',
  '/community/team/',
  '/search/?q=sidebar',
];

test.use({colorScheme: 'dark'});

for (const pagePath of DARK_AUDITED_PAGES) {
  test(`${pagePath} has no serious or critical axe violation in dark mode`, async ({page}) => {
    await visit(page, pagePath);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await blockingAxeViolations(page)).toEqual([]);
  });
}
