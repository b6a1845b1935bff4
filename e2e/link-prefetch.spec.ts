import {test, expect, type Page} from '@playwright/test';
import {countObserversWatching, observersWatching, trackPageErrors, visit} from './helpers';

/**
 * An internal link prefetches its page's chunks once it scrolls into view
 * (the framework's `Link`). Each link used to build an IntersectionObserver
 * of its own, and build it again on every re-render; one observer now watches
 * them all (patches/@docusaurus+core+3.5.2.patch, `Link.js`).
 */

type Recorded = {prefetched: string[]};

/**
 * Records, from the first byte, each prefetch a link asks for, and counts
 * the IntersectionObservers that watch links.
 */
async function recordPrefetches(page: Page): Promise<void> {
  await countObserversWatching(page);
  await page.addInitScript(() => {
    const recorded: Recorded = {prefetched: []};
    (window as unknown as {recorded: Recorded}).recorded = recorded;
    // The entry assigns `window.docusaurus` once; links call its `prefetch`.
    let docusaurus: typeof window.docusaurus | undefined;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => docusaurus,
      set(value: typeof window.docusaurus) {
        docusaurus = {
          ...value,
          prefetch: (routePath: string) => {
            recorded.prefetched.push(routePath);
            return value.prefetch(routePath);
          },
        };
      },
    });
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as {recorded: Recorded}).recorded);

test('a link prefetches its page when it scrolls into view, not before, with one observer for all links', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.setViewportSize({width: 412, height: 823});
  await recordPrefetches(page);
  await visit(page, '/docs/installation/');
  await page.waitForLoadState('networkidle');

  const next = page.locator('.pagination-nav__link--next');
  const nextPage = await next.getAttribute('href');
  expect(nextPage).toBe('/docs/configuration/');
  await expect(next).not.toBeInViewport();
  const before = await recorded(page);
  // The logo's link is on screen from the start; the next page's is not.
  expect(before.prefetched).toContain('/');
  expect(before.prefetched).not.toContain(nextPage);

  await next.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await recorded(page)).prefetched).toContain(nextPage);
  const after = await recorded(page);
  // Once each: a link stops being watched when it has prefetched.
  expect(after.prefetched.filter((routePath) => routePath === nextPage)).toHaveLength(1);
  // The page has dozens of internal links, and re-renders them after hydration.
  expect(await observersWatching(page, 'A')).toBe(1);
  expect(errors).toEqual([]);
});

test('a link that mounts after a client-side navigation is watched too', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await recordPrefetches(page);
  await visit(page, '/docs/installation/');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/configuration\/$/);
  // The address changes first; the previous page stays on screen until the
  // next one's code has loaded, and its own "next" link would be read here.
  await expect(page.locator('article h1')).toHaveText('Configuration');
  const next = page.locator('.pagination-nav__link--next');
  const nextPage = await next.getAttribute('href');
  await next.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await recorded(page)).prefetched).toContain(nextPage);
  expect(await observersWatching(page, 'A')).toBe(1);
});
