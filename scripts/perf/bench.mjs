#!/usr/bin/env node
/**
 * The site's benchmark (issue #9): build times, dev server start, page weight,
 * Lighthouse and search, each figure next to its goal from
 * scripts/perf/bench/goals.mts. Prints a table and writes bench-results/bench.json.
 * Figures in issue notes come from this script, never from a timed test.
 *
 *   npm run bench                          everything (cold and warm builds first)
 *   npm run bench -- --skip-build          measure the existing build/: no build or dev timings
 *   npm run bench -- --only=lighthouse     only some sections: build, dev, weight, lighthouse, search, stock, scale
 *   npm run bench -- --only=scale          the scale curve (about 30 min; not part of the default run)
 *   npm run bench -- --runs=5              Lighthouse runs per page (default 3; the median counts)
 *   npm run bench -- --only=scale --scale-runs=3
 *                                          cold builds per point of the scale curve (default 1; the median counts)
 *   npm run bench -- --only=scale --scale-factors=1 --scale-runs=5
 *                                          only the site as it is against stock, alternated five times: our
 *                                          cold build per page against stock's, past the machine's noise
 */
import {mkdir, writeFile} from 'node:fs/promises';
import os from 'node:os';
import {performance} from 'node:perf_hooks';
import {formatTable, judgeRows} from './bench/report.mjs';
import {SECTIONS as MEASURE} from './bench/sections.mjs';
import {parseScaleFactors} from './bench/scale.mjs';
import {startStaticServer} from '../../test/support/static-server.mjs';

/** In the order they run: builds first, so the later sections measure the fresh build. */
const SECTIONS = Object.keys(MEASURE);
/** Six cold builds in scratch folders: only when asked for by name. */
const DEFAULT_SECTIONS = SECTIONS.filter((section) => section !== 'scale');
/** Sections that load pages from the served build. */
const SERVED = new Set(['weight', 'lighthouse', 'search']);

function parseArgs(argv) {
  const value = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const only = value('only')?.split(',') ?? DEFAULT_SECTIONS;
  const unknown = only.filter((section) => !SECTIONS.includes(section));
  if (unknown.length > 0) {
    throw new Error(`unknown section ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
  }
  const skipBuild = argv.includes('--skip-build');
  const wholeNumberFlag = (name, fallback) => {
    const number = Number(value(name) ?? fallback);
    if (!Number.isInteger(number) || number < 1) {
      throw new Error(`--${name} needs a whole number ≥ 1`);
    }
    return number;
  };
  const runs = wholeNumberFlag('runs', 3);
  const scaleRuns = wholeNumberFlag('scale-runs', 1);
  const scaleFactors = parseScaleFactors(value('scale-factors'));
  return {
    skipBuild,
    // --skip-build is the quick look at an existing build: nothing that compiles the site.
    sections: new Set(only.filter((section) => !(skipBuild && section === 'dev'))),
    runs,
    scaleRuns,
    scaleFactors,
  };
}

const started = performance.now();
const log = (message) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[${seconds} s] ${message}\n`);
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
    if (!server && SERVED.has(name)) {
      // Served like a real host: gzip, plus the build's _headers and _redirects if it has them.
      server = await startStaticServer({root: 'build', port: 0, gzip: true});
    }
    const sectionStarted = performance.now();
    try {
      const section = await MEASURE[name]({
        ...options,
        origin: server?.url,
        log,
        earlier: results.sections,
      });
      const judged = judgeRows(section.rows);
      sections.push({title: section.title, rows: judged, notes: section.notes});
      results.sections[name] = {
        title: section.title,
        seconds: (performance.now() - sectionStarted) / 1000,
        data: section.data,
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
  `\n${missed.length} goal${missed.length === 1 ? '' : 's'} missed; took ${(results.totalSeconds / 60).toFixed(1)} min.`,
);
await mkdir('bench-results', {recursive: true});
await writeFile('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('wrote bench-results/bench.json');
if (failed.length > 0) {
  console.error(`Failed sections: ${failed.join(', ')}`);
  process.exitCode = 1;
}
