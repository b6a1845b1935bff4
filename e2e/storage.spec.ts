import {test, expect} from '@playwright/test';
import {findStorageKey, trackPageErrors, visit, waitForHydration} from './helpers';

test('old storage keys are moved to their namespaced names', async ({page}) => {
  await visit(page, '/docs/');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('docusaurus.announcement.id', 'announcementBar-v3.5');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docs-preferred-version-default', '3.4.0');
  });
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));

  await page.reload();
  await waitForHydration(page);

  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  for (const legacy of [
    'theme',
    'docusaurus.announcement.id',
    'docusaurus.announcement.dismiss',
    'docs-preferred-version-default',
  ]) {
    expect(stored, `${legacy} should be gone`).not.toHaveProperty(legacy);
    const key = await findStorageKey(page, legacy);
    expect(key, `${legacy} should have a namespaced copy`).not.toBeNull();
  }
  expect(stored[(await findStorageKey(page, 'theme'))!]).toBe('dark');
  expect(stored[(await findStorageKey(page, 'docs-preferred-version-default'))!]).toBe('3.4.0');
  expect(logs.filter((line) => line.startsWith('[storage] moved'))).toHaveLength(4);
  // The migrated dismissal applies: the bar stays closed.
  await expect(page.getByText('is out!')).toBeHidden();
});

test.describe('when localStorage throws', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
  });

  test('the site still renders and only warns', async ({page}) => {
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await visit(page, '/docs/installation/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    // Interactions that write storage still work for the page view.
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: 'Close'}).first().click();
    expect(errors).toEqual([]);
    expect(warnings.length).toBeGreaterThan(0);
  });
});
