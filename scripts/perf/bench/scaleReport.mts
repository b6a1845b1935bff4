/**
 * The scale curve's table rows (the bench's `scale` section): pure functions
 * of the measured builds, so a test can check what the table says.
 */
import {PHASES, type Phase} from './build.mjs';
import {GOALS} from './goals.mjs';
import {eachRun, milliseconds, seconds, type Row} from './report.mjs';
import type {ScaledBuild, StockScaledBuild} from './scale.mjs';

type MeasuredBuild = {
  pages: number;
  cold: {seconds: number};
  phases: Partial<Record<Phase, number>>;
};

/** Milliseconds each page added between two builds of the curve cost, step by step. */
function perAddedPage(
  builds: readonly MeasuredBuild[],
  time: (build: MeasuredBuild) => number | undefined,
): (number | undefined)[] {
  return builds.slice(1).map((build, index) => {
    const previous = builds[index] as MeasuredBuild;
    const [before, after] = [time(previous), time(build)];
    return before === undefined || after === undefined
      ? undefined
      : ((after - before) * 1000) / (build.pages - previous.pages);
  });
}

/**
 * The per-page ratio of each round alone, when a point had several: a round
 * builds ours and then stock, back to back, so the two builds of a round
 * share the machine's spell. The spread says how far one median can be
 * trusted; the goal still judges the medians' ratio.
 */
function roundByRound(ours: ScaledBuild, stock: StockScaledBuild): Row[] {
  if (ours.runSeconds.length < 2) return [];
  const ratios = ours.runSeconds.map(
    (oursSeconds, round) =>
      oursSeconds / ours.pages / ((stock.runSeconds[round] ?? Number.NaN) / stock.pages),
  );
  return [
    {
      label: `${ours.factor}×: the same ratio, round by round`,
      display: `${ratios.map((ratio) => ratio.toFixed(2)).join(', ')} (ours, then stock, in each round)`,
    },
  ];
}

/**
 * The scale section's rows: at each point, our build and stock's, the ratios
 * the goals judge, then each phase, ours and stock's side by side, and how its
 * time per added page grows along the curve.
 */
export function scaleRows(ours: readonly ScaledBuild[], stock: readonly StockScaledBuild[]): Row[] {
  const rows: Row[] = [];
  ours.forEach((build, index) => {
    const anchor = stock[index];
    if (!anchor) throw new Error(`no stock build beside scale ${build.factor}×`);
    const isLargest = index === ours.length - 1;
    rows.push(
      {
        label: `${build.factor}×: ours, cold build`,
        display: `${seconds(build.cold.seconds)} for ${build.pages} pages (${build.copies} copies of docs/)${eachRun(build)}`,
      },
      {
        label: `${build.factor}×: ours, per page`,
        display: milliseconds(build.msPerPage),
      },
      {
        label: `${build.factor}×: ours, peak memory (largest process)`,
        display: `${build.cold.peakMiB.toFixed(0)} MiB`,
        ...(isLargest && {value: build.cold.peakMiB, goal: GOALS.scale.peakMemory}),
      },
      {
        label: `${build.factor}×: stock, cold build`,
        display: `${seconds(anchor.cold.seconds)} for ${anchor.pages} pages, ${milliseconds(anchor.msPerPage)} a page, ${anchor.cold.peakMiB.toFixed(0)} MiB${eachRun(anchor)}`,
      },
      {
        label: `${build.factor}×: ours per page ÷ stock per page`,
        display: (build.msPerPage / anchor.msPerPage).toFixed(2),
        value: build.msPerPage / anchor.msPerPage,
        goal: GOALS.scale.perPageShareOfStock,
      },
      ...roundByRound(build, anchor),
      {
        // The work done, which the machine's other load sways less than wall time.
        label: `${build.factor}×: ours CPU time per page ÷ stock's`,
        display: (
          build.cold.cpuSeconds /
          build.pages /
          (anchor.cold.cpuSeconds / anchor.pages)
        ).toFixed(2),
      },
    );
  });
  // Linear growth costs the same for each page added, at every step of the curve.
  const steps = ours.slice(1).map((build, index) => `${ours[index]?.factor}×→${build.factor}×`);
  for (const name of ['Whole build', ...PHASES] as const) {
    const time = (build: MeasuredBuild) =>
      name === 'Whole build' ? build.cold.seconds : build.phases[name];
    const [ourSteps, stockSteps] = [perAddedPage(ours, time), perAddedPage(stock, time)];
    const describe = (values: (number | undefined)[]) =>
      values
        .map(
          (value, index) => `${value === undefined ? '–' : milliseconds(value)} (${steps[index]})`,
        )
        .join(', ');
    const factors = ours.map((build) => `${build.factor}×`).join(' / ');
    const display = (builds: readonly MeasuredBuild[]) =>
      builds
        .map((build) => time(build))
        .map((value) => (value === undefined ? '–' : seconds(value)))
        .join(' / ');
    // Stock's beside ours, phase by phase: where the whole build's ratio comes from.
    rows.push(
      {label: `${name}: ours at ${factors}`, display: display(ours)},
      {label: `${name}: stock at ${factors}`, display: display(stock)},
    );
    // One point (--scale-factors=1) has no page added, so no growth to show.
    if (steps.length === 0) continue;
    rows.push(
      {label: `${name}: time per added page, ours`, display: describe(ourSteps)},
      {label: `${name}: time per added page, stock`, display: describe(stockSteps)},
    );
    const [first, last] = [ourSteps[0], ourSteps.at(-1)];
    if (ourSteps.length > 1 && first && last !== undefined && first > 0) {
      rows.push({
        label: `${name}: time per added page, last step over first (1 is linear)`,
        display: (last / first).toFixed(2),
        value: last / first,
        goal: GOALS.scale.marginalGrowth,
      });
    }
  }
  return rows;
}
