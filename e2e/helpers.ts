import {readFileSync} from 'node:fs';
import {errors, type Page} from '@playwright/test';

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

/** How long a page may take to hydrate: the `expect` timeout of playwright.config.ts. */
const HYDRATION_TIMEOUT = 7_000;

/**
 * Waits until React has hydrated: the framework sets `<html data-has-hydrated="true">` then.
 *
 * The page checks it on every animation frame. A web-first `expect` would poll from the test
 * runner instead, with a backoff that settles at one check every 500 ms after the first
 * 270 ms. This site hydrates after the load event (its entry scripts run after the first
 * paint), often past those first checks, so such a wait could overshoot by up to half a
 * second, on each of the suite's thousands of page loads.
 */
export async function waitForHydration(page: Page, timeout = HYDRATION_TIMEOUT): Promise<void> {
  try {
    await page.waitForFunction(
      () => document.documentElement.dataset.hasHydrated === 'true',
      undefined,
      {polling: 'raf', timeout},
    );
  } catch (error) {
    if (error instanceof errors.TimeoutError) {
      throw new Error(
        `${page.url()} did not hydrate within ${timeout / 1000} s: <html data-has-hydrated> never became "true"`,
        {cause: error},
      );
    }
    throw error;
  }
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

type GlobalDoc = {id: string; path: string; sidebar?: string; unlisted?: boolean};
type GlobalVersion = {name: string; path: string; docs: GlobalDoc[]};

/**
 * Docs of one version of a docs instance, as the production build knows them
 * (`.docusaurus/globalData.json` is written by the build the tests run against).
 */
export function docsOfVersion(pluginId: string, versionName: string): GlobalDoc[] {
  const globalData = JSON.parse(readFileSync('.docusaurus/globalData.json', 'utf8'));
  const versions: GlobalVersion[] = globalData['docusaurus-plugin-content-docs'][pluginId].versions;
  const version = versions.find((v) => v.name === versionName);
  if (!version) {
    throw new Error(`no version ${versionName} in docs instance ${pluginId}`);
  }
  return version.docs;
}

type ObserverCounts = Record<string, Set<IntersectionObserver>>;

/**
 * Counts, from the first byte, the IntersectionObservers that watch elements
 * of the given tag (`A` for links, `PRE` for code blocks): features that
 * watch many elements share one observer. Read with `observersWatching`.
 */
export async function countObserversWatching(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts: ObserverCounts = {};
    (window as unknown as {observerCounts: ObserverCounts}).observerCounts = counts;
    const observe = window.IntersectionObserver.prototype.observe;
    window.IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target) {
      (counts[target.tagName] ??= new Set()).add(this);
      return observe.call(this, target);
    };
  });
}

/** How many IntersectionObservers have watched an element of `tagName` so far. */
export function observersWatching(page: Page, tagName: string): Promise<number> {
  return page.evaluate(
    (tag) => (window as unknown as {observerCounts: ObserverCounts}).observerCounts[tag]?.size ?? 0,
    tagName,
  );
}
