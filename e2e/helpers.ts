import {expect, type Page} from '@playwright/test';

/** Collects console errors and uncaught exceptions for the page's whole life. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Opens a path and waits until React has hydrated (the theme marks <html> then). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Storage keys are suffixed with a site namespace (`future.experimental_storage`).
 * Finds the full key that starts with `prefix`, or null.
 */
export async function findStorageKey(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate((p) => {
    const exact = Object.keys(window.localStorage).filter((key) => key.startsWith(p) && key !== p);
    return exact[0] ?? null;
  }, prefix);
}

/** The navbar's own element, for visibility checks. */
export const navbar = (page: Page) => page.locator('nav.navbar');
