/**
 * Lighthouse 12.2.3 with its default configuration (the mobile preset:
 * simulated slow 4G and a 4× slower CPU) in Debian's Chromium, on the build
 * served gzip-compressed by test/support/static-server.mjs. Each page is measured
 * `runs` times in a fresh browser, one run at a time so runs do not compete
 * for the CPU, and each figure is the median of its runs. The last run's full
 * report is kept in bench-results/lighthouse/ to find out why a goal is missed.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../chromium.mjs';
import {median} from './report.mjs';

export interface LighthouseFigures {
  /** Category scores, out of 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
  /** Main-thread tasks over 50 ms, under the mobile preset's 4× CPU model. */
  longTasks: number;
  /** Main-thread work to network idle under that model, in milliseconds. */
  mainThreadMs: number;
  /** Elements in the page's DOM. */
  domElements: number;
}

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

const AUDITS = {
  firstContentfulPaint: 'first-contentful-paint',
  largestContentfulPaint: 'largest-contentful-paint',
  totalBlockingTime: 'total-blocking-time',
  cumulativeLayoutShift: 'cumulative-layout-shift',
} as const;

export const REPORTS_DIR = 'bench-results/lighthouse';

interface Run {
  figures: LighthouseFigures;
  /** Audits that cost points outside performance, by category: what to fix for a 100. */
  failingAudits: Record<string, string[]>;
  report: string;
}

async function runOnce(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      if (value === null || value === undefined) throw new Error(`no ${id} score for ${url}`);
      return Math.round(value * 100);
    };
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`no ${id} value for ${url}`);
      return value;
    };
    const figures = {} as LighthouseFigures;
    for (const [key, id] of Object.entries(CATEGORIES)) {
      figures[key as keyof typeof CATEGORIES] = score(id);
    }
    for (const [key, id] of Object.entries(AUDITS)) {
      figures[key as keyof typeof AUDITS] = metric(id);
    }
    const longTasks = lhr.audits['long-tasks']?.details;
    figures.longTasks =
      longTasks && 'items' in longTasks && Array.isArray(longTasks.items)
        ? longTasks.items.length
        : 0;
    figures.mainThreadMs = metric('mainthread-work-breakdown');
    figures.domElements = metric('dom-size');
    const failingAudits: Record<string, string[]> = {};
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      failingAudits[id] = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    }
    return {figures, failingAudits, report: result.report as string};
  } finally {
    await chrome.kill();
  }
}

export interface PageLighthouse {
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  failingAudits: Record<string, string[]>;
  /** The last run's JSON report. */
  reportFile: string;
}

export async function lighthousePages(
  origin: string,
  pages: readonly string[],
  runs: number,
  log: (message: string) => void,
  /** Prefix of the report files, so another site's reports do not replace ours. */
  reportPrefix = '',
): Promise<Record<string, PageLighthouse>> {
  const out: Record<string, PageLighthouse> = {};
  await mkdir(REPORTS_DIR, {recursive: true});
  for (const page of pages) {
    const results: LighthouseFigures[] = [];
    let last: Run | undefined;
    for (let index = 0; index < runs; index += 1) {
      log(`Lighthouse ${page} run ${index + 1}/${runs}…`);
      last = await runOnce(`${origin}${page}`);
      results.push(last.figures);
    }
    if (!last) throw new Error('Lighthouse needs at least one run');
    const reportFile = `${REPORTS_DIR}/${reportPrefix}${page.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}.json`;
    await writeFile(reportFile, last.report);
    const medianOf = (key: keyof LighthouseFigures) => median(results.map((run) => run[key]));
    const figures = Object.fromEntries(
      (Object.keys(results[0] as LighthouseFigures) as (keyof LighthouseFigures)[]).map((key) => [
        key,
        medianOf(key),
      ]),
    ) as unknown as LighthouseFigures;
    out[page] = {median: figures, runs: results, failingAudits: last.failingAudits, reportFile};
  }
  return out;
}
