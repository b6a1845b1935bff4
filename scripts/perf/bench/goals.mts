/**
 * The performance budget of issue #9, in one place: every figure the
 * benchmark prints that has a goal is judged here. Sizes are in KiB (1024
 * bytes), like the search budget, times in milliseconds unless the unit says
 * otherwise, and Lighthouse scores out of 100.
 */

export type Comparison = 'atMost' | 'atLeast';

export interface Goal {
  /** How the figure must compare with the limit to meet the goal. */
  readonly comparison: Comparison;
  readonly limit: number;
  /** Unit of both the limit and the measured figure, for display. */
  readonly unit: string;
}

const atMost = (limit: number, unit: string): Goal => ({comparison: 'atMost', limit, unit});
const atLeast = (limit: number, unit: string): Goal => ({comparison: 'atLeast', limit, unit});

/** The page whose goals are stricter than the others': the home page. */
export const HOME_PAGE = '/';

/**
 * Pages whose boot issue #15 measures against stock Docusaurus: performance
 * ≥ 95 and blocking time ≤ 150 ms, and at most a fifth of the stock docs
 * page's blocking time in the same run.
 */
export const BOOT_PAGES: readonly string[] = [
  '/docs/installation/',
  '/docs/markdown-features/code-blocks/',
  '/blog/',
];

/** Our blocking time on a boot page, as a share of stock's docs page, at most. */
export const STOCK_TBT_SHARE = 1 / 5;

export const GOALS = {
  lighthouse: {
    /** 100 on the home page, 95 on the boot pages, 98 on the showcase. */
    performance: (page: string): Goal =>
      atLeast(page === HOME_PAGE ? 100 : BOOT_PAGES.includes(page) ? 95 : 98, ''),
    accessibility: atLeast(100, ''),
    bestPractices: atLeast(95, ''),
    seo: atLeast(100, ''),
    largestContentfulPaint: atMost(1500, 'ms'),
    totalBlockingTime: (page: string): Goal => atMost(BOOT_PAGES.includes(page) ? 150 : 50, 'ms'),
    cumulativeLayoutShift: atMost(0.01, ''),
  },
  /** The scripts each page's HTML loads. */
  criticalJsGzip: atMost(150, 'KiB'),
  /** Our cold build per page, as a share of stock's in the same run (the stock section). */
  coldBuildPerPageShareOfStock: atMost(1, ''),
  coldBuildPeakMemory: atMost(3072, 'MiB'),
  scale: {
    /** At 4× the docs: a free CI runner (7 GB, 2 cores) builds it with room to spare. */
    peakMemory: atMost(4096, 'MiB'),
    /** Our cold build per page, as a share of stock's at the same page count. */
    perPageShareOfStock: atMost(1, ''),
    /**
     * The time each added page costs from 2× to 4×, over what it cost from 1×
     * to 2×: 1 is linear growth, more means a step grows faster than the
     * pages. The margin is for run-to-run noise.
     */
    marginalGrowth: atMost(1.2, ''),
  },
  warmRebuild: atMost(20, 's'),
  /** With the current docs version only, as config/docs.ts sets for dev. */
  devServerReady: atMost(15, 's'),
  /** From saving a docs page to the change in a browser that has it open. */
  devEditInBrowser: atMost(2, 's'),
  /** A production rebuild after one docs page changed. */
  editedRebuild: atMost(25, 's'),
  search: {
    shardGzip: atMost(150, 'KiB'),
    /** Median query time once the shards are loaded. */
    warmQuery: atMost(10, 'ms'),
    /** Slowest of the cold runs, from the keystroke to the first hit on screen. */
    firstHits: atMost(300, 'ms'),
  },
} as const;

export type Verdict = 'met' | 'missed';

export function judge(goal: Goal, value: number): Verdict {
  const met = goal.comparison === 'atMost' ? value <= goal.limit : value >= goal.limit;
  return met ? 'met' : 'missed';
}

/** The goal as a reader would write it: "≤ 150 KiB", "≥ 98". */
export function describeGoal(goal: Goal): string {
  const sign = goal.comparison === 'atMost' ? '≤' : '≥';
  return `${sign} ${goal.limit}${goal.unit ? ` ${goal.unit}` : ''}`;
}
