import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';

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
 * In the page: resolves true once `<html data-has-hydrated>` is "true", or
 * false after `timeout` ms. A MutationObserver on that one attribute wakes it
 * when the framework sets it, and not before.
 */
function whenHydrated(timeout: number): Promise<boolean> {
  const root = document.documentElement;
  const hydrated = () => root.dataset.hasHydrated === 'true';
  if (hydrated()) {
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const finish = (result: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    };
    const observer = new MutationObserver(() => {
      if (hydrated()) finish(true);
    });
    const timer = setTimeout(() => finish(false), timeout);
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });
}

/** What Playwright says when a navigation replaced the document an evaluation ran in. */
const DOCUMENT_REPLACED = 'Execution context was destroyed';

/**
 * Waits until React has hydrated: the framework sets `<html data-has-hydrated="true">` then.
 *
 * The page itself waits, for a change of that attribute (`whenHydrated`).
 * A web-first `expect` would poll from the test runner instead, with a
 * backoff that overshoots by up to half a second; `waitForFunction`, even
 * polling on every animation frame, first loads Playwright's script into
 * each new document and makes the page draw a frame for every check (a
 * diagnosis, 30 page loads, three rounds: Chromium used 16 % less CPU with
 * the observer).
 * The suite loads pages thousands of times, most of them through here. A
 * navigation that replaces the document while it waits is waited out in the
 * new one, as `waitForFunction` did.
 */
export async function waitForHydration(page: Page, timeout = HYDRATION_TIMEOUT): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      if (await page.evaluate(whenHydrated, Math.max(0, deadline - Date.now()))) {
        return;
      }
      throw new Error(
        `${page.url()} did not hydrate within ${timeout / 1000} s: <html data-has-hydrated> never became "true"`,
      );
    } catch (error) {
      const replaced = error instanceof Error && error.message.includes(DOCUMENT_REPLACED);
      if (!replaced || Date.now() >= deadline) {
        throw error;
      }
    }
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

/** The navbar's own element: the selector, for checks that read the page in its own world. */
export const NAVBAR_SELECTOR = 'nav.navbar';

/** The navbar's own element, for visibility checks. */
export const navbar = (page: Page) => page.locator(NAVBAR_SELECTOR);

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
