import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {blockingAxeViolations} from './axe';
import {readSitePages, shard} from './sitePages';

/**
 * The whole-site gate in Chromium: every page of the site, once, checked for
 * console errors, uncaught exceptions and serious or critical axe violations.
 */

/** Pages whose console errors are the point of the page. */
type ConsoleExemption = {path: string; reason: string};

const CONSOLE_EXEMPTIONS: ConsoleExemption[] = [];

/** Enough groups that Playwright's two workers share the load evenly with the other specs. */
const SHARDS = 16;

// A trace of hundreds of page loads costs more than the audit; a failure names its page instead.
test.use({trace: 'off'});

const {pages} = readSitePages();
const groups = shard(pages, SHARDS);

type PageFindings = {consoleErrors: string[]; axeViolations: string[]};

/** Reports stay one line per problem; a stack trace adds nothing the page path does not say. */
function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

async function auditPage(page: Page, pagePath: string): Promise<PageFindings> {
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
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const axeViolations = await blockingAxeViolations(page);
    return {consoleErrors, axeViolations};
  } catch (error) {
    // One page that never hydrates must not hide the findings of the rest of its group.
    const message = firstLine(error instanceof Error ? error.message : String(error));
    return {
      consoleErrors: [...consoleErrors, `the page did not finish loading: ${message}`],
      axeViolations: [],
    };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

/** Where each group writes its count and time, so the last worker can report the whole gate. */
const timingDir = () => path.join(test.info().project.outputDir, 'site-pages-timing');

test.describe('whole-site page gate', () => {
  test.describe.configure({mode: 'parallel'});

  groups.forEach((group, index) => {
    test(`pages group ${index + 1}/${SHARDS}: every page loads without a console error and has no serious or critical axe violation`, async ({
      page,
    }) => {
      test.setTimeout(group.length * 15_000);
      const started = Date.now();
      const consoleProblems: string[] = [];
      const axeProblems: string[] = [];
      for (const {path: pagePath} of group) {
        const findings = await auditPage(page, pagePath);
        if (!CONSOLE_EXEMPTIONS.some((exemption) => exemption.path === pagePath)) {
          consoleProblems.push(...findings.consoleErrors.map((error) => `${pagePath}: ${error}`));
        }
        axeProblems.push(...findings.axeViolations.map((violation) => `${pagePath}: ${violation}`));
      }
      const dir = timingDir();
      mkdirSync(dir, {recursive: true});
      writeFileSync(
        path.join(dir, `group-${index + 1}.json`),
        JSON.stringify({pages: group.length, started, ended: Date.now()}),
      );
      expect.soft(consoleProblems, 'console errors and uncaught exceptions').toEqual([]);
      expect.soft(axeProblems, 'serious or critical axe violations').toEqual([]);
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
    const timings: {pages: number; started: number; ended: number}[] = files.map((file) =>
      JSON.parse(readFileSync(path.join(dir, file.name), 'utf8')),
    );
    const visited = timings.reduce((sum, timing) => sum + timing.pages, 0);
    const wall =
      Math.max(...timings.map((timing) => timing.ended)) -
      Math.min(...timings.map((timing) => timing.started));
    console.log(
      `Whole-site page gate: ${visited} pages in ${(wall / 1000).toFixed(0)} s ` +
        `(${SHARDS} groups on ${test.info().config.workers} workers)`,
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
