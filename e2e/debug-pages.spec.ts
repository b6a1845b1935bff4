import {test, expect} from '@playwright/test';
import {trackPageErrors, visit} from './helpers';

const DEBUG_PAGES = ['config', 'content', 'globalData', 'metadata', 'registry', 'routes'];

test('the debug metadata page shows Docusaurus 3.5.2 and the plugin versions', async ({page}) => {
  await visit(page, '/__docusaurus/debug/metadata/');
  await expect(page.getByText('3.5.2').first()).toBeVisible();
  await expect(page.locator('main')).toContainText('docusaurus-plugin-content-docs');
});

for (const name of DEBUG_PAGES) {
  test(`the debug page ${name} renders in the production build`, async ({page}) => {
    const errors = trackPageErrors(page);
    const response = await page.goto(`/__docusaurus/debug/${name}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('main')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}
