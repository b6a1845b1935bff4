import {readFile, writeFile} from 'node:fs/promises';
import {expect, test, type Page} from '@playwright/test';
import {freePort, startDevServer, type DevServer} from '../scripts/dev-server.mjs';
import {ENDPOINT} from '../src/plugins/performance/dev-lazy-compilation';
import {trackPageErrors} from './helpers';

/**
 * The dev server a writer runs (`docusaurus start`), which compiles each page
 * when a browser first asks for it (src/plugins/performance/dev-lazy-compilation).
 * Its own Playwright project runs this file after every other spec, alone,
 * since the dev server's compiles take both of CI's cores.
 */

const START_TIMEOUT_MS = 180_000;
/** A page compiled on request, in a dev server that may still be compiling the last one. */
const COMPILE_TIMEOUT_MS = 60_000;
const EDITED_SOURCE = 'docs/installation.mdx';

let server: DevServer;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS);
  server = startDevServer({port: await freePort()});
  await server.served(START_TIMEOUT_MS);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The module keys the page posts to the dev server, as they are sent. */
function compileRequests(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ENDPOINT) {
      keys.push(...(JSON.parse(request.postData() ?? '[]') as string[]));
    }
  });
  return keys;
}

test('the dev server compiles the page a browser opens, styled, and then the pages it moves to', async ({
  page,
}) => {
  test.setTimeout(3 * COMPILE_TIMEOUT_MS);
  const errors = trackPageErrors(page);
  const asked = compileRequests(page);
  await page.goto(`${server.origin}/`);
  const title = page.getByRole('heading', {level: 1});
  await expect(title).toHaveText('Docusaurus', {timeout: COMPILE_TIMEOUT_MS});
  // The hero's CSS module came with the page's code.
  await expect(title).toHaveCSS('text-align', 'center');
  expect(asked.some((key) => key.endsWith('src/pages/index.tsx'))).toBe(true);

  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'}).click();
  await expect(page.locator('article h1')).toBeVisible({timeout: COMPILE_TIMEOUT_MS});
  expect(new URL(page.url()).pathname).toMatch(/^\/docs\//);
  expect(asked.some((key) => key.includes('/docs/') && key.endsWith('.mdx'))).toBe(true);
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an edit to a docs page shows in the browser that has it open', async ({page}) => {
  test.setTimeout(3 * COMPILE_TIMEOUT_MS);
  const original = await readFile(EDITED_SOURCE, 'utf8');
  await page.goto(`${server.origin}/docs/installation/`);
  await expect(page.locator('article h1')).toBeVisible({timeout: COMPILE_TIMEOUT_MS});
  const marker = `A paragraph the dev server test added at ${Date.now()}.`;
  try {
    await writeFile(EDITED_SOURCE, `${original}\n${marker}\n`);
    await expect(page.getByText(marker)).toBeVisible({timeout: COMPILE_TIMEOUT_MS});
  } finally {
    await writeFile(EDITED_SOURCE, original);
  }
  await expect(page.getByText(marker)).toHaveCount(0, {timeout: COMPILE_TIMEOUT_MS});
});

test('the showcase draws its pictures in the dev server, which resizes none', async ({page}) => {
  test.setTimeout(3 * COMPILE_TIMEOUT_MS);
  const errors = trackPageErrors(page);
  await page.goto(`${server.origin}/showcase/`);
  const picture = page.locator('main li img').first();
  await expect(picture).toBeVisible({timeout: COMPILE_TIMEOUT_MS});
  // The source file itself, with no srcset of resized copies.
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
  await expect(picture).not.toHaveAttribute('srcset');
  expect(errors).toEqual([]);
});

test('the debug registry page opens in the dev server after another page, with no error', async ({
  page,
}) => {
  // It imports the route registry too. When it had a copy of its own, that
  // copy arrived after the first page and renamed the route creator's (webpack
  // names modules by path), and the hot update that brought it threw.
  test.setTimeout(3 * COMPILE_TIMEOUT_MS);
  const errors = trackPageErrors(page);
  await page.goto(`${server.origin}/docs/installation/`);
  await expect(page.locator('article h1')).toBeVisible({timeout: COMPILE_TIMEOUT_MS});
  await page.goto(`${server.origin}/__docusaurus/debug/registry/`);
  await expect(page.getByText('Aliased Path: @site/src/pages/index.tsx')).toBeVisible({
    timeout: COMPILE_TIMEOUT_MS,
  });
  await page.goto(`${server.origin}/docs/installation/`);
  await expect(page.locator('article h1')).toBeVisible({timeout: COMPILE_TIMEOUT_MS});
  expect(errors).toEqual([]);
});

test('the compile endpoint answers a bad request with a clear message', async ({request}) => {
  const get = await request.get(`${server.origin}${ENDPOINT}`);
  expect(get.status()).toBe(405);
  expect(await get.text()).toBe(`POST a JSON array of module keys to ${ENDPOINT}.`);
  const bad = await request.post(`${server.origin}${ENDPOINT}`, {data: '<b>not keys</b>'});
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toBe('Expected a JSON array of module keys.');
});
