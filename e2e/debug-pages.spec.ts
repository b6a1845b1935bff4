import {test, expect} from '@playwright/test';
import {trackPageErrors, visit, waitForHydration} from './helpers';

const DEBUG_PAGES = ['config', 'content', 'globalData', 'metadata', 'registry', 'routes'];

/**
 * The content page draws every plugin's loaded content as one JSON tree, from
 * a 1.3 MB chunk: the slowest page of the site to hydrate. About 2.2 s on an
 * idle machine, like the largest docs page, but past the default 7 s once in a
 * CI run with both test workers busy on 2 cores. It must still hydrate.
 */
const HYDRATION_TIMEOUT: Partial<Record<string, number>> = {content: 20_000};

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
    await waitForHydration(page, HYDRATION_TIMEOUT[name]);
    await expect(page.locator('main')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}
