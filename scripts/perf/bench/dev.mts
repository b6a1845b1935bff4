/**
 * Dev server readiness: from spawning `docusaurus start` to the home page's
 * heading showing in Chromium, which is when a writer can start working.
 * The first response to `GET /` is timed too: the dev server holds requests
 * until its first compilation is done, but a page whose code is compiled
 * when a browser asks for it (the dev-lazy-compilation lever) renders only
 * later, so readiness is read in the browser. config/docs.ts limits dev to
 * the current docs version.
 */
import {readFile, readdir, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../chromium.mjs';
import {startDevServer} from '../../dev-server.mjs';
import {EDITED_PAGE, EDITED_SOURCE, env, withEmptyTmpdir} from './build.mjs';

/** Webpack's cache of the dev client build (Docusaurus names it client-development-<locale>). */
const DEV_CACHE = 'node_modules/.cache/webpack/client-development-en';
const TIMEOUT_MS = 10 * 60 * 1000;
/** How long the cache folder must stop growing to count as written. */
const CACHE_STABLE_MS = 5000;
const CACHE_TIMEOUT_MS = 3 * 60 * 1000;

async function folderBytes(dir: string): Promise<number> {
  try {
    const files = await readdir(dir);
    const sizes = await Promise.all(
      files.map(async (file) => (await stat(path.join(dir, file))).size),
    );
    return sizes.reduce((a, b) => a + b, 0);
  } catch {
    return 0;
  }
}

/**
 * Webpack writes its cache once the compiler has been idle a few seconds, not
 * at ready: a writer keeps the server running, so wait for the write before
 * stopping, or the next start would find no cache. False if it never came.
 */
async function cacheWritten(): Promise<boolean> {
  const started = performance.now();
  let last = -1;
  let stableSince = performance.now();
  while (performance.now() - started < CACHE_TIMEOUT_MS) {
    const bytes = await folderBytes(DEV_CACHE);
    if (bytes !== last) {
      last = bytes;
      stableSince = performance.now();
    } else if (bytes > 0 && performance.now() - stableSince >= CACHE_STABLE_MS) {
      return true;
    }
    await sleep(500);
  }
  return false;
}

/** The home page's heading: the site's title, rendered by the page's own code. */
async function homeHeadingShown(browser: Browser, origin: string) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    await page.getByRole('heading', {level: 1}).first().waitFor({timeout: TIMEOUT_MS});
  } finally {
    await page.close();
  }
}

type Start = {servedSeconds: number; readySeconds: number};

/**
 * Starts the dev server and times the first response to `GET /` and the
 * home page's heading in the browser (launched beforehand, so its start is
 * not counted); runs `beforeStop`, then stops the server.
 */
async function timeToReady(
  browser: Browser,
  port: number,
  tmpEnv: {TMPDIR: string},
  beforeStop?: (origin: string) => Promise<void>,
): Promise<Start> {
  const server = startDevServer({port, env: {...env, ...tmpEnv}});
  try {
    const servedSeconds = await server.served(TIMEOUT_MS);
    await homeHeadingShown(browser, server.origin);
    const readySeconds = server.elapsed();
    await beforeStop?.(server.origin);
    return {servedSeconds, readySeconds};
  } finally {
    await server.stop();
  }
}

const EDITS = 3;
const EDIT_TIMEOUT_MS = 60_000;

/**
 * Seconds from saving an edit of a docs page to the edit showing in a browser
 * that has the page open (the dev server's hot update), for `EDITS` edits.
 * Each edit appends a paragraph; the source is put back afterwards whatever
 * happens.
 */
async function editToBrowser(browser: Browser, origin: string): Promise<number[]> {
  const original = await readFile(EDITED_SOURCE, 'utf8');
  const times: number[] = [];
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${EDITED_PAGE}`);
    await page.locator('article h1').waitFor({timeout: EDIT_TIMEOUT_MS});
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const marker = `Benchmark edit ${edit} at ${Date.now()}.`;
      const saved = performance.now();
      await writeFile(EDITED_SOURCE, `${original}\n${marker}\n`);
      await page.getByText(marker).waitFor({timeout: EDIT_TIMEOUT_MS});
      times.push((performance.now() - saved) / 1000);
    }
  } finally {
    await page.close();
    await writeFile(EDITED_SOURCE, original);
  }
  return times;
}

/**
 * Two starts: the first with webpack's dev cache removed and an empty
 * temporary folder (a fresh clone, or the first start after `docusaurus
 * clear`; see `withEmptyTmpdir`), the second with the caches the first one
 * left (the everyday case).
 */
export async function devServerReady(port: number, log: (message: string) => void) {
  return withEmptyTmpdir((tmpEnv) => devServerReadyIn(port, tmpEnv, log));
}

async function devServerReadyIn(
  port: number,
  tmpEnv: {TMPDIR: string},
  log: (message: string) => void,
) {
  await rm(DEV_CACHE, {recursive: true, force: true});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    log('dev server, empty cache…');
    let cached = false;
    const cold = await timeToReady(browser, port, tmpEnv, async () => {
      log('dev server ready; waiting for webpack to write its cache…');
      cached = await cacheWritten();
    });
    log(
      `dev server ready in ${cold.readySeconds.toFixed(1)} s; again ${cached ? 'with its cache' : 'but webpack wrote no cache'}…`,
    );
    let editSeconds: number[] = [];
    const warm = await timeToReady(browser, port, tmpEnv, async (origin) => {
      log(`dev server ready again; editing ${EDITED_SOURCE} with ${EDITED_PAGE} open…`);
      editSeconds = await editToBrowser(browser, origin);
    });
    return {cold, warm, cacheWritten: cached, editSeconds};
  } finally {
    await browser.close();
  }
}
