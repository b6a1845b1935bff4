#!/usr/bin/env node
/**
 * The site's benchmark (issue #9): build times, dev server start, page weight,
 * Lighthouse and search, each figure next to its goal from
 * scripts/bench/goals.mts. Prints a table and writes bench-results/bench.json.
 * Figures in issue notes come from this script, never from a timed test.
 *
 *   npm run bench                          everything (cold and warm builds first)
 *   npm run bench -- --skip-build          measure the existing build/: no build or dev timings
 *   npm run bench -- --only=lighthouse     only some sections: build, dev, weight, lighthouse, search
 *   npm run bench -- --runs=5              Lighthouse runs per page (default 3; the median counts)
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {createServer} from 'node:net';
import os from 'node:os';
import {performance} from 'node:perf_hooks';
import {coldAndWarmBuilds, outputStats} from './bench/build.mjs';
import {devServerReady} from './bench/dev.mjs';
import {GOALS, HOME_PAGE} from './bench/goals.mjs';
import {lighthousePages, REPORTS_DIR} from './bench/lighthouse.mjs';
import {formatTable, judgeRows, kib, median} from './bench/report.mjs';
import {criticalJs, MEASURED_PAGES, networkWeights} from './bench/weight.mjs';
import {measureSearch} from './bench-search.mjs';
import {startStaticServer} from './static-server.mjs';

const SECTIONS = ['build', 'dev', 'weight', 'lighthouse', 'search'];

function parseArgs(argv) {
  const value = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const only = value('only')?.split(',') ?? SECTIONS;
  const unknown = only.filter((section) => !SECTIONS.includes(section));
  if (unknown.length > 0) {
    throw new Error(`unknown section ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
  }
  const skipBuild = argv.includes('--skip-build');
  return {
    skipBuild,
    // Without a build, a dev server timing would not follow the same cache state.
    sections: new Set(only.filter((section) => !(skipBuild && section === 'dev'))),
    runs: Number(value('runs') ?? 3),
  };
}

const started = performance.now();
const log = (message) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[${seconds} s] ${message}\n`);
};

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const kb = (bytes) => `${kib(bytes).toFixed(1)} KiB`;
const seconds = (value) => `${value.toFixed(1)} s`;
const milliseconds = (value) => `${value.toFixed(0)} ms`;

/** Each section measures, then returns its raw figures and its table rows. */
const measure = {
  async build({skipBuild}) {
    const builds = skipBuild ? null : coldAndWarmBuilds(log);
    const output = await outputStats();
    const rows = [];
    if (builds) {
      const {cold, warm} = builds;
      const msPerPage = (cold.seconds * 1000) / output.pages;
      rows.push(
        {label: 'Cold build (after clear), wall', display: seconds(cold.seconds)},
        {
          label: 'Cold build per page',
          display: milliseconds(msPerPage),
          value: msPerPage,
          goal: GOALS.coldBuildPerPage,
        },
        {
          label: 'Cold build peak memory (largest process)',
          display: `${cold.peakMiB.toFixed(0)} MiB`,
          value: cold.peakMiB,
          goal: GOALS.coldBuildPeakMemory,
        },
        {
          label: 'Warm rebuild, wall',
          display: seconds(warm.seconds),
          value: warm.seconds,
          goal: GOALS.warmRebuild,
        },
      );
    } else {
      rows.push({label: 'Cold and warm builds', display: 'skipped (--skip-build)'});
    }
    rows.push(
      {label: 'Pages (HTML, without redirects)', display: String(output.pages)},
      {label: 'Redirect pages', display: String(output.redirects)},
      {label: 'Sitemap URLs', display: String(output.sitemapUrls)},
      {label: 'build/ size', display: `${output.sizeMiB.toFixed(1)} MiB in ${output.files} files`},
    );
    return {title: 'Build', data: {...builds, output}, rows};
  },

  async dev() {
    const {coldSeconds, warmSeconds} = await devServerReady(await freePort(), log);
    return {
      title: 'Dev server (`docusaurus start`, current docs only)',
      data: {coldSeconds, warmSeconds},
      rows: [
        {
          label: 'Ready, empty webpack cache',
          display: seconds(coldSeconds),
          value: coldSeconds,
          goal: GOALS.devServerReady,
        },
        {
          label: 'Ready, cache of the previous start',
          display: seconds(warmSeconds),
          value: warmSeconds,
          goal: GOALS.devServerReady,
        },
      ],
    };
  },

  async weight({origin}) {
    log('critical JS and network weight in Chromium…');
    const critical = Object.fromEntries(
      await Promise.all(MEASURED_PAGES.map(async (page) => [page, await criticalJs(page)])),
    );
    const network = await networkWeights(origin);
    const bytes = ({files, raw, gzip}) =>
      `${kb(gzip)} gzip (${kb(raw)} raw, ${files} file${files === 1 ? '' : 's'})`;
    const rows = MEASURED_PAGES.flatMap((page) => [
      {
        label: `${page} critical JS (scripts in its HTML)`,
        display: bytes(critical[page]),
        ...(page === HOME_PAGE
          ? {value: kib(critical[page].gzip), goal: GOALS.homeCriticalJsGzip}
          : {}),
      },
      {label: `${page} all JS to network idle`, display: bytes(network[page].js)},
      {label: `${page} all CSS to network idle`, display: bytes(network[page].css)},
    ]);
    return {title: 'Page weight (gzip level 9)', data: {critical, network}, rows};
  },

  async lighthouse({origin, runs}) {
    const results = await lighthousePages(origin, MEASURED_PAGES, runs, log);
    const goals = GOALS.lighthouse;
    const rows = MEASURED_PAGES.flatMap((page) => {
      const figures = results[page].median;
      const score = (label, key, goal) => ({
        label: `${page} ${label}`,
        display: String(figures[key]),
        value: figures[key],
        goal,
      });
      return [
        score('performance', 'performance', goals.performance(page)),
        score('accessibility', 'accessibility', goals.accessibility),
        score('best practices', 'bestPractices', goals.bestPractices),
        score('SEO', 'seo', goals.seo),
        {label: `${page} FCP`, display: milliseconds(figures.firstContentfulPaint)},
        {
          label: `${page} LCP`,
          display: milliseconds(figures.largestContentfulPaint),
          value: figures.largestContentfulPaint,
          goal: goals.largestContentfulPaint,
        },
        {
          label: `${page} TBT`,
          display: milliseconds(figures.totalBlockingTime),
          value: figures.totalBlockingTime,
          goal: goals.totalBlockingTime,
        },
        {
          label: `${page} CLS`,
          display: figures.cumulativeLayoutShift.toFixed(3),
          value: figures.cumulativeLayoutShift,
          goal: goals.cumulativeLayoutShift,
        },
      ];
    });
    const notes = MEASURED_PAGES.flatMap((page) =>
      Object.entries(results[page].failingAudits)
        .filter(([, audits]) => audits.length > 0)
        .map(([category, audits]) => `${page} ${category}: ${audits.join(', ')}`),
    );
    return {
      title: `Lighthouse 12.2.3, mobile preset, median of ${runs} run${runs === 1 ? '' : 's'}`,
      data: results,
      rows,
      notes: [
        ...(notes.length > 0 ? ['Audits losing points (last run):', ...notes] : []),
        `Full reports of the last runs: ${REPORTS_DIR}/`,
      ],
    };
  },

  async search({origin}) {
    log('search: shards, first hits and warm queries in Chromium…');
    const {shards, firstHits, warmQueries} = await measureSearch(origin);
    const max = (values) => Math.max(...values);
    const hits = (label, times) => ({
      label,
      display: `${milliseconds(max(times))} max, ${milliseconds(median(times))} median`,
      value: max(times),
      goal: GOALS.search.firstHits,
    });
    const warm = median(warmQueries);
    return {
      title: 'Search (scripts/bench-search.mjs)',
      data: {shards, firstHits, warmQueries},
      rows: [
        ...shards.map((shard) => ({
          label: `Shard ${shard.id}, gzip`,
          display: `${kb(shard.gzip)} (${shard.sections} sections)`,
          value: kib(shard.gzip),
          goal: GOALS.search.shardGzip,
        })),
        hits('First hits, typing at once after Ctrl+K', firstHits.atOnce),
        hits('First hits, typing 1 s after opening', firstHits.afterPause),
        {
          label: 'Warm query, median',
          display: `${warm.toFixed(2)} ms`,
          value: warm,
          goal: GOALS.search.warmQuery,
        },
      ],
    };
  },
};

const options = parseArgs(process.argv.slice(2));
const loadBefore = os.loadavg();
const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
  },
  options: {...options, sections: [...options.sections]},
  sections: {},
};
const sections = [];
const failed = [];
let server = null;
try {
  for (const name of SECTIONS.filter((section) => options.sections.has(section))) {
    if (!server && ['weight', 'lighthouse', 'search'].includes(name)) {
      // Served like a real host: gzip, plus the build's _headers and _redirects if it has them.
      server = await startStaticServer({root: 'build', port: 0, gzip: true});
    }
    const sectionStarted = performance.now();
    try {
      const {
        title,
        data,
        rows,
        notes = [],
      } = await measure[name]({
        ...options,
        origin: server?.url,
      });
      const judged = judgeRows(rows);
      sections.push({title, rows: judged, notes});
      results.sections[name] = {
        title,
        seconds: (performance.now() - sectionStarted) / 1000,
        data,
        table: judged,
      };
      log(`${name} done`);
    } catch (error) {
      // One failing section should not throw away the figures of a long run.
      failed.push(name);
      console.error(error);
      sections.push({title: name, rows: [], notes: [`FAILED: ${error.message.split('\n')[0]}`]});
      results.sections[name] = {error: String(error.stack ?? error)};
    }
  }
} finally {
  await server?.close();
}
results.totalSeconds = (performance.now() - started) / 1000;
results.loadAverage = {before: loadBefore, after: os.loadavg()};

const load = (values) => values.map((value) => value.toFixed(1)).join(', ');
console.log(
  `\nBenchmark (${results.machine.cpus} cores, Node ${results.machine.node}, ` +
    `load average ${load(loadBefore)} before, ${load(results.loadAverage.after)} after)\n`,
);
console.log(formatTable(sections));
const missed = sections
  .flatMap((section) => section.rows)
  .filter((row) => row.verdict === 'missed');
console.log(
  `\n${missed.length} goal${missed.length === 1 ? '' : 's'} missed; took ${seconds(results.totalSeconds)}.`,
);
await mkdir('bench-results', {recursive: true});
await writeFile('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('wrote bench-results/bench.json');
if (failed.length > 0) {
  console.error(`Failed sections: ${failed.join(', ')}`);
  process.exitCode = 1;
}
