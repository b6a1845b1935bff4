import {test, expect, type Page} from '@playwright/test';
import {trackPageErrors, visit, waitForHydration} from './helpers';

/**
 * The styling page's colour generator depends on the colour mode, which the
 * server cannot know: its HTML shows the light theme. In dark mode, the first
 * render in the browser must still match that HTML, or React reports
 * hydration errors (#418, #425) by the dozen. Dark mode can come from the
 * system preference or from the choice stored by the navbar toggle.
 */
const PAGE = '/docs/styling-layout/';

async function expectDarkGenerator(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // After hydration the generator edits the dark theme, with the dark defaults.
  await expect(page.getByText('Colour generator: editing the dark theme')).toBeVisible();
  await expect(page.getByLabel('Primary colour', {exact: true})).toHaveValue('#25c2a0');
  await expect(page.getByRole('region', {name: /Colour generator/}).locator('pre')).toContainText(
    "[data-theme='dark'] {",
  );
}

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('the styling page hydrates without an error and the generator edits the dark theme', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await visit(page, PAGE);
    await expectDarkGenerator(page);
    expect(errors).toEqual([]);
  });
});

test('with dark mode chosen in the navbar, a reload of the styling page hydrates without an error', async ({
  page,
}) => {
  await visit(page, PAGE);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const errors = trackPageErrors(page);
  await page.reload();
  await waitForHydration(page);
  await expectDarkGenerator(page);
  expect(errors).toEqual([]);
});
