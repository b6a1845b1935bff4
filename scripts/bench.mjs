#!/usr/bin/env node
/**
 * Build benchmark: a cold production build (after `docusaurus clear`), timed
 * with GNU time, then what it produced, including the critical JS (the
 * scripts a page's HTML loads) of a few key pages.
 *   npm run bench                 (clean build, then measure)
 *   npm run bench -- --skip-build (measure the existing build/)
 * Prints a table and writes bench-results/bench.json. Figures in issue notes
 * come from this script, never from a timed test.
 */
import {spawnSync} from 'node:child_process';
import {gzipSync} from 'node:zlib';
import {mkdir, readdir, readFile, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const BUILD_DIR = 'build';
const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};

function run(command, args) {
  const result = spawnSync(command, args, {env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  }
  return result;
}

/** Runs a command under GNU time and returns wall seconds and peak RSS in MiB. */
function timed(command, args) {
  const {stderr} = run('/usr/bin/time', ['-v', command, ...args]);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(
    stderr,
  );
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  if (!wall || !rss) {
    throw new Error(`could not read GNU time output:\n${stderr.slice(-2000)}`);
  }
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  return {seconds, peakMiB: Number(rss[1]) / 1024};
}

async function walk(dir) {
  const entries = await readdir(dir, {withFileTypes: true});
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    }),
  );
  return files.flat();
}

async function buildStats() {
  const files = await walk(BUILD_DIR);
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  // Client redirects are tiny HTML files with a meta refresh; they are not pages.
  const redirects = (
    await Promise.all(
      htmlFiles.map(async (file) =>
        (await readFile(file, 'utf8')).includes('http-equiv="refresh"'),
      ),
    )
  ).filter(Boolean).length;
  const sitemap = await readFile(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return {
    pages: htmlFiles.length - redirects,
    redirects,
    sitemapUrls: (sitemap.match(/<loc>/g) ?? []).length,
    files: files.length,
    sizeMiB: sizes.reduce((a, b) => a + b, 0) / 1024 / 1024,
  };
}

/** Pages whose weight we track: the home page and one page of each main kind. */
const WEIGHED_PAGES = ['/', '/docs/installation/', '/blog/', '/showcase/'];

/** Critical JS: the scripts a page's HTML loads, in bytes raw and gzip. */
async function criticalJs(pagePath) {
  const html = await readFile(path.join(BUILD_DIR, pagePath, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = await readFile(path.join(BUILD_DIR, src.replace(/^\//, '')));
    raw += body.length;
    gzip += gzipSync(body, {level: 9}).length;
  }
  return {page: pagePath, scripts: sources.length, rawKiB: raw / 1024, gzipKiB: gzip / 1024};
}

const skipBuild = process.argv.includes('--skip-build');
let cold = null;
if (!skipBuild) {
  run('npx', ['docusaurus', 'clear']);
  cold = timed('npx', ['docusaurus', 'build']);
}
const stats = await buildStats();
const weights = await Promise.all(WEIGHED_PAGES.map(criticalJs));

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
  },
  coldBuild: cold && {
    seconds: cold.seconds,
    peakMiB: cold.peakMiB,
    msPerPage: (cold.seconds * 1000) / stats.pages,
  },
  output: stats,
  criticalJs: weights,
};

const rows = [
  ...(cold
    ? [
        ['Cold build (after clear), wall', `${cold.seconds.toFixed(1)} s`],
        ['Cold build, peak RSS (largest process)', `${cold.peakMiB.toFixed(0)} MiB`],
        ['Build time per page', `${results.coldBuild.msPerPage.toFixed(0)} ms`],
      ]
    : [['Cold build', 'skipped (--skip-build): figures are for the existing build/']]),
  ['Pages (HTML, without redirects)', String(stats.pages)],
  ['Redirect pages', String(stats.redirects)],
  ['Sitemap URLs', String(stats.sitemapUrls)],
  ['build/ size', `${stats.sizeMiB.toFixed(1)} MiB in ${stats.files} files`],
  ...weights.map(({page, scripts, rawKiB, gzipKiB}) => [
    `Critical JS of ${page} (${scripts} scripts)`,
    `${gzipKiB.toFixed(1)} KiB gzip (${rawKiB.toFixed(1)} KiB raw)`,
  ]),
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nBenchmark (${results.machine.cpus} cores, Node ${results.machine.node})`);
for (const [label, value] of rows) {
  console.log(`  ${label.padEnd(width)}  ${value}`);
}
await mkdir('bench-results', {recursive: true});
await writeFile('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwrote bench-results/bench.json');
