import {test, expect} from '@playwright/test';
import {trackPageErrors, visit} from './helpers';

test('code reached by a client-side navigation from a page without code is highlighted', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await visit(page, '/showcase/');
  await page.evaluate(async () => {
    await window.docusaurus.preload('/tests/pages/code-block-tests/');
  });
  await page.evaluate(() => {
    // A client-side navigation, as a link click does, without a full load.
    window.history.pushState(null, '', '/tests/pages/code-block-tests/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/tests\/pages\/code-block-tests\/$/);
  await expect(page.locator('.language-haskell .token').first()).toBeAttached();
  await expect(page.locator('.language-java .token.keyword').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('a page loaded directly with code hydrates without errors and keeps its highlighting', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await visit(page, '/tests/pages/code-block-tests/');
  await expect(page.locator('.language-php .token').first()).toBeAttached();
  await expect(page.locator('.language-bash .token').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('the debug registry page still names the module of each chunk', async ({page}) => {
  await visit(page, '/__docusaurus/debug/registry/');
  await expect(page.locator('main')).toContainText('@site/docs/installation.mdx');
  await expect(page.locator('main')).toContainText('@theme/DocItem');
});
