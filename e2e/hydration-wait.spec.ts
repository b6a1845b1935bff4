import {test, expect, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

/**
 * The wait most tests start with (`helpers.ts`): it ends when the page
 * hydrates, even in a document that replaced the one it started in, and a
 * page that never hydrates fails it with a message naming the page.
 */

/** Serves `html` at `path` of the site's origin, so the page runs as a page of the site does. */
async function serve(page: Page, path: string, html: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({contentType: 'text/html; charset=utf-8', body: html}),
  );
}

/** A page that marks itself hydrated, as the framework does, `delay` ms after it loads. */
const hydratesAfter = (delay: number) =>
  `<!doctype html><title>Late</title><script>
    setTimeout(() => { document.documentElement.dataset.hasHydrated = 'true'; }, ${delay});
  </script>`;

test('waiting for hydration ends when a page that replaced the first one hydrates', async ({
  page,
}) => {
  await serve(page, '/wait-test/late/', hydratesAfter(300));
  await serve(
    page,
    '/wait-test/moves-on/',
    `<!doctype html><title>Moves on</title><script>
      setTimeout(() => { location.href = '/wait-test/late/'; }, 200);
    </script>`,
  );
  await page.goto('/wait-test/moves-on/');
  await waitForHydration(page);
  expect(new URL(page.url()).pathname).toBe('/wait-test/late/');
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('true');
});

test('waiting for hydration ends at once on a hydrated page, asks the page for no animation frame, and a page that never hydrates fails it with the page named', async ({
  page,
}) => {
  // Polling on every frame would make the page draw a frame for every check while it loads.
  await page.addInitScript(() => {
    const frames = {asked: 0};
    (window as unknown as {animationFrames: typeof frames}).animationFrames = frames;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      frames.asked++;
      return request(callback);
    };
  });
  await serve(page, '/wait-test/never/', '<!doctype html><title>Never</title><p>Static</p>');
  await serve(page, '/wait-test/soon/', hydratesAfter(0));
  await page.goto('/wait-test/soon/');
  await waitForHydration(page, 2_000);
  // Hydrated already: the wait returns without a change to observe.
  await waitForHydration(page, 50);

  await page.goto('/wait-test/never/');
  const started = Date.now();
  const failure = await waitForHydration(page, 1_000).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toMatch(
    /\/wait-test\/never\/ did not hydrate within 1 s: <html data-has-hydrated> never became "true"/,
  );
  // It gave the page its second, and did not hang past it.
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(
    await page.evaluate(
      () => (window as unknown as {animationFrames: {asked: number}}).animationFrames.asked,
    ),
  ).toBe(0);
});
