import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {blockingAxeViolations} from './axe';
import {docPageExpectations, docPageProblems, type DocPageExpectation} from './docPageChecks';
import {NAVBAR_SELECTOR, waitForHydration} from './helpers';
import {readSitePages, shard} from './sitePages';
import versions from '../versions.json';

/**
 * The whole-site gate in Chromium. Every page of the site is visited twice:
 *
 * 1. light mode on a 1280 px desktop: console errors, uncaught exceptions,
 *    serious or critical axe violations, the site's navbar (every page but
 *    the debug plugin's, which have a layout of their own), and on the pages
 *    of the guides, the API reference and the community section, the parts
 *    every docs page shows (see `docPageChecks.ts`);
 * 2. dark mode on a 390 px phone: console errors and uncaught exceptions again
 *    (the server renders light, so anything that renders differently in dark
 *    mode fails React's hydration only there), and nothing may scroll
 *    sideways (the page's scroll width fits the screen).
 *
 * The second visit skips axe, the costly part of the first, and the sideways
 * check shares it rather than loading every page a third time. Likewise, any
 * new per-page check belongs in one of these two visits.
 */

/** Pages whose console errors are the point of the page. */
type ConsoleExemption = {path: string; reason: string};

const CONSOLE_EXEMPTIONS: ConsoleExemption[] = [];

/** The debug plugin's pages have its own layout, with no site navbar. */
const hasSiteNavbar = (pagePath: string) => !pagePath.startsWith('/__docusaurus/debug/');

/** Enough groups that Playwright's two workers share the load evenly with the other specs. */
const SHARDS = 16;

// A trace of hundreds of page loads costs more than the audit; a failure names its page instead.
test.use({trace: 'off'});

const {pages} = readSitePages();
const groups = shard(pages, SHARDS);
const docPages = docPageExpectations();

type PageFindings = {
  consoleErrors: string[];
  axeViolations: string[];
  docProblems: string[];
  navbarMissing: boolean;
};

/** The second visit's screen: a phone, as in the walk-through. */
const PHONE = {width: 390, height: 844};

/** Reports stay one line per problem; a stack trace adds nothing the page path does not say. */
function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

/**
 * Whether the page shows the site's navbar (`NAVBAR_SELECTOR`), by the rule of
 * Playwright's `isVisible`: a box with an area, and not `visibility: hidden`.
 * It is read with `evaluate`, in the page's own world, as every other check
 * of the gate's two visits is but the docs pages' (`docPageChecks.ts`). A
 * locator works in a world of Playwright's own, which each new document
 * first loads Playwright's injected script into: about 70 ms a page (a
 * diagnosis), which most pages of the gate then used for this check alone.
 */
function showsNavbar(page: Page): Promise<boolean> {
  return page.evaluate((selector) => {
    const nav = document.querySelector(selector);
    if (!nav) return false;
    const {width, height} = nav.getBoundingClientRect();
    return width > 0 && height > 0 && getComputedStyle(nav).visibility !== 'hidden';
  }, NAVBAR_SELECTOR);
}

async function auditPage(
  page: Page,
  pagePath: string,
  docPage: DocPageExpectation | undefined,
): Promise<PageFindings> {
  const consoleErrors: string[] = [];
  const onConsole = (message: {type(): string; text(): string}) => {
    if (message.type() === 'error') {
      consoleErrors.push(firstLine(message.text()));
    }
  };
  const onPageError = (error: Error) => consoleErrors.push(`uncaught: ${firstLine(error.message)}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    const response = await page.goto(pagePath);
    if (!response?.ok()) {
      consoleErrors.push(`the page answers ${response?.status() ?? 'nothing'}`);
    }
    await waitForHydration(page);
    const navbarMissing = hasSiteNavbar(pagePath) && !(await showsNavbar(page));
    const docProblems = docPage ? await docPageProblems(page, docPage) : [];
    const axeViolations = await blockingAxeViolations(page);
    return {consoleErrors, axeViolations, docProblems, navbarMissing};
  } catch (error) {
    // One page that never hydrates must not hide the findings of the rest of its group.
    const message = firstLine(error instanceof Error ? error.message : String(error));
    return {
      consoleErrors: [...consoleErrors, `the page did not finish loading: ${message}`],
      axeViolations: [],
      docProblems: [],
      navbarMissing: false,
    };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

/**
 * Null when the page fits the screen's width; otherwise how wide it is and
 * the outermost elements that stick out of the screen without a scrolling or
 * clipping box of their own around them: where to look.
 */
function sidewaysScroll(): string | null {
  const root = document.documentElement;
  const screen = root.clientWidth;
  if (root.scrollWidth <= screen) {
    return null;
  }
  // Inside a box that scrolls or clips, or fixed to the screen (like the off-screen skip link):
  // such an element cannot widen the page.
  const contained = (element: Element): boolean => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.position === 'fixed' || (box !== element && style.overflowX !== 'visible')) {
        return true;
      }
    }
    return false;
  };
  const culprits: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (culprits.length === 3) break;
    const {right} = element.getBoundingClientRect();
    const parent = element.parentElement;
    const parentSticksOut = parent && parent.getBoundingClientRect().right > screen + 1;
    if (right > screen + 1 && !parentSticksOut && !contained(element)) {
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      culprits.push(`${element.tagName.toLowerCase()}${classes} (${Math.round(right)} px)`);
    }
  }
  return `${root.scrollWidth} px wide on a ${screen} px screen; sticking out: ${culprits.join(', ') || 'unknown'}`;
}

/** The second visit: dark mode on a phone. Console errors, and whether the page pans sideways. */
async function checkDarkPhonePage(page: Page, pagePath: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: {type(): string; text(): string}) => {
    if (message.type() === 'error') {
      problems.push(`dark mode: ${firstLine(message.text())}`);
    }
  };
  const onPageError = (error: Error) =>
    problems.push(`dark mode: uncaught: ${firstLine(error.message)}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(pagePath);
    await waitForHydration(page);
    // Set before the first paint by the theme's inline script, so no wait: read it once.
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    if (theme !== 'dark') {
      problems.push(`dark mode: the page shows the ${theme ?? 'unset'} theme in a dark browser`);
    }
    const overflow = await page.evaluate(sidewaysScroll);
    if (overflow) {
      problems.push(`scrolls sideways: ${overflow}`);
    }
  } catch (error) {
    problems.push(
      `dark mode: the page did not finish loading: ${firstLine(error instanceof Error ? error.message : String(error))}`,
    );
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return problems;
}

/** Where each group writes its count and time, so the last worker can report the whole gate. */
const timingDir = () => path.join(test.info().project.outputDir, 'site-pages-timing');

test.describe('whole-site page gate', () => {
  test.describe.configure({mode: 'parallel'});

  groups.forEach((group, index) => {
    test(`pages group ${index + 1}/${SHARDS}: every page loads without a console error in light and dark mode, has no serious or critical axe violation, shows the site's navbar, and does not scroll sideways at 390 px; every docs page is complete`, async ({
      page,
    }) => {
      test.setTimeout(group.length * 20_000);
      const started = Date.now();
      const consoleProblems: string[] = [];
      const axeProblems: string[] = [];
      const docProblems: string[] = [];
      const withoutNavbar: string[] = [];
      const phoneProblems: string[] = [];
      const exempt = (pagePath: string) =>
        CONSOLE_EXEMPTIONS.some((exemption) => exemption.path === pagePath);
      for (const {path: pagePath} of group) {
        const findings = await auditPage(page, pagePath, docPages.get(pagePath));
        if (!exempt(pagePath)) {
          consoleProblems.push(...findings.consoleErrors.map((error) => `${pagePath}: ${error}`));
        }
        axeProblems.push(...findings.axeViolations.map((violation) => `${pagePath}: ${violation}`));
        docProblems.push(...findings.docProblems.map((problem) => `${pagePath}: ${problem}`));
        if (findings.navbarMissing) {
          withoutNavbar.push(pagePath);
        }
      }
      // Then the whole group again, in dark mode on a phone.
      const lightEnded = Date.now();
      const desktop = page.viewportSize();
      await page.emulateMedia({colorScheme: 'dark'});
      await page.setViewportSize(PHONE);
      for (const {path: pagePath} of group) {
        for (const problem of await checkDarkPhonePage(page, pagePath)) {
          if (problem.startsWith('scrolls sideways')) {
            phoneProblems.push(`${pagePath}: ${problem}`);
          } else if (!exempt(pagePath)) {
            consoleProblems.push(`${pagePath}: ${problem}`);
          }
        }
      }
      await page.emulateMedia({colorScheme: 'light'});
      if (desktop) {
        await page.setViewportSize(desktop);
      }
      const dir = timingDir();
      mkdirSync(dir, {recursive: true});
      writeFileSync(
        path.join(dir, `group-${index + 1}.json`),
        JSON.stringify({pages: group.length, started, lightEnded, ended: Date.now()}),
      );
      expect.soft(consoleProblems, 'console errors and uncaught exceptions').toEqual([]);
      expect.soft(axeProblems, 'serious or critical axe violations').toEqual([]);
      expect.soft(docProblems, 'docs pages missing a part every docs page shows').toEqual([]);
      expect.soft(withoutNavbar, "pages that do not show the site's navbar").toEqual([]);
      expect.soft(phoneProblems, `pages wider than a ${PHONE.width} px screen`).toEqual([]);
    });
  });

  test.afterAll(() => {
    const dir = timingDir();
    if (!existsSync(dir)) {
      return;
    }
    const files = readdirSync(dir, {withFileTypes: true}).filter((entry) => entry.isFile());
    // Each worker runs this hook; only the one that finishes the last group sees them all.
    if (files.length !== SHARDS) {
      return;
    }
    const timings: {pages: number; started: number; lightEnded: number; ended: number}[] =
      files.map((file) => JSON.parse(readFileSync(path.join(dir, file.name), 'utf8')));
    const visited = timings.reduce((sum, timing) => sum + timing.pages, 0);
    const wall =
      Math.max(...timings.map((timing) => timing.ended)) -
      Math.min(...timings.map((timing) => timing.started));
    // Worker time of each pass, summed over the groups: the share of the gate each one costs.
    const lightPass = timings.reduce((sum, t) => sum + t.lightEnded - t.started, 0);
    const darkPass = timings.reduce((sum, t) => sum + t.ended - t.lightEnded, 0);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    console.log(
      `Whole-site page gate: ${visited} pages, each in light mode at 1280 px and in dark mode ` +
        `at ${PHONE.width} px, in ${seconds(wall)} ` +
        `(${SHARDS} groups on ${test.info().config.workers} workers; worker time: light pass with ` +
        `axe ${seconds(lightPass)}, dark phone pass ${seconds(darkPass)})`,
    );
  });
});

test('the page list holds the sitemap and every unlisted or noindex page, and no redirect', () => {
  const list = readSitePages();
  const paths = new Set(list.pages.map((entry) => entry.path));
  expect(list.sitemapWithoutPage, 'sitemap URLs the build has no page for').toEqual([]);
  for (const unlisted of [
    '/examples/noIndex/',
    '/tests/pages/unlisted/',
    '/tests/docs/tests/visibility/unlisted-doc/',
    '/tests/blog/2024/07/01/unlisted-post/',
    '/tests/pages/crashTest/',
  ]) {
    expect(paths, `${unlisted} is on the list`).toContain(unlisted);
  }
  expect(paths).not.toContain('/404.html');
  expect(paths).not.toContain('/docs/installation.html/');
  expect(list.stubs.map((stub) => stub.path)).toContain('/docs/installation.html/');
});

test('every guide, API reference and community page is on the page list, so the gate checks that it is complete', () => {
  const paths = new Set(readSitePages().pages.map((entry) => entry.path));
  const missing = [...docPages.keys()].filter((docPath) => !paths.has(docPath));
  expect(missing).toEqual([]);
  // No fewer than the sidebar specs require: 30 API pages per version, 53 guides, and a community page.
  expect(docPages.size).toBeGreaterThanOrEqual((1 + versions.length) * 30 + 53 + 1);
});
