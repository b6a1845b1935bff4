/**
 * The benchmark's judging and reading logic: a figure exactly at its limit
 * meets the goal, the home page is held to a stricter performance score,
 * medians and GNU time's report are read right, and the table shows each
 * verdict next to its figure.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  describePhases,
  differingFiles,
  fileStamps,
  markdownBytes,
  NPM_RUN_BUILD,
  outputDigests,
  parseGnuTime,
  parsePhases,
  withEmptyTmpdir,
} from './build.mjs';
import {describeGoal, GOALS, judge} from './goals.mjs';
import {formatTable, judgeRows, median} from './report.mjs';
import {
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  utimes,
  writeFile,
} from 'node:fs/promises';
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  removeStockSite,
  STOCK_SHAPE,
  stockBuildCommand,
  stockShapeOfPages,
  writeStockSite,
} from './stock.mjs';
import {medianOfRuns, parseScaleFactors, SCALE_FACTORS, scaleLogFile} from './scale.mjs';
import {scaleRows} from './scaleReport.mjs';

test('a figure at its limit meets the goal, one past it misses', () => {
  assert.equal(judge(GOALS.criticalJsGzip, 150), 'met');
  assert.equal(judge(GOALS.criticalJsGzip, 150.1), 'missed');
  assert.equal(judge(GOALS.lighthouse.bestPractices, 95), 'met');
  assert.equal(judge(GOALS.lighthouse.bestPractices, 94), 'missed');
});

test('the home page needs a performance score of 100, the boot pages 95, the showcase 98', () => {
  assert.equal(judge(GOALS.lighthouse.performance('/'), 99), 'missed');
  assert.equal(judge(GOALS.lighthouse.performance('/docs/installation/'), 95), 'met');
  assert.equal(describeGoal(GOALS.lighthouse.performance('/blog/')), '≥ 95');
  assert.equal(describeGoal(GOALS.lighthouse.performance('/showcase/')), '≥ 98');
});

test('blocking time: 50 ms on the home page and the showcase, 150 ms on the boot pages', () => {
  assert.equal(describeGoal(GOALS.lighthouse.totalBlockingTime('/')), '≤ 50 ms');
  assert.equal(describeGoal(GOALS.lighthouse.totalBlockingTime('/showcase/')), '≤ 50 ms');
  for (const page of ['/docs/installation/', '/docs/markdown-features/code-blocks/', '/blog/']) {
    assert.equal(describeGoal(GOALS.lighthouse.totalBlockingTime(page)), '≤ 150 ms');
  }
});

test('goals read with their sign and unit', () => {
  assert.equal(describeGoal(GOALS.search.firstHits), '≤ 300 ms');
  assert.equal(describeGoal(GOALS.lighthouse.cumulativeLayoutShift), '≤ 0.01');
});

test('the median of an even count is the mean of the middle two', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.throws(() => median([]));
});

test('wall time, peak memory and CPU time are read from GNU time, with or without hours', () => {
  const report = (wall: string) =>
    `\tUser time (seconds): 101.52\n\tSystem time (seconds): 12.30\n\tElapsed (wall clock) time (h:mm:ss or m:ss): ${wall}\n\tMaximum resident set size (kbytes): 2097152\n`;
  assert.deepEqual(parseGnuTime(report('5:07.25')), {
    seconds: 307.25,
    peakMiB: 2048,
    cpuSeconds: 113.82,
  });
  assert.equal(parseGnuTime(report('1:00:01')).seconds, 3601);
  assert.throws(() => parseGnuTime('no report'));
});

test('the table shows the goal and verdict next to each judged figure only', () => {
  const table = formatTable([
    {
      title: 'Page weight',
      rows: judgeRows([
        {label: '/ critical JS', display: '160.0 KiB', value: 160, goal: GOALS.criticalJsGzip},
        {label: '/ all CSS', display: '20.0 KiB'},
      ]),
      notes: ['a note'],
    },
  ]);
  const lines = table.split('\n');
  assert.match(
    lines.find((line) => line.includes('critical JS')) ?? '',
    /160\.0 KiB +≤ 150 KiB +missed$/,
  );
  assert.match(lines.find((line) => line.includes('all CSS')) ?? '', /20\.0 KiB$/);
  assert.ok(lines.includes('  a note'));
});

test("the stock anchor site has the issue's shape, its own cache folder and the framework unpatched", async () => {
  const siteDir = await writeStockSite();
  try {
    const files = await readdir(siteDir, {recursive: true});
    const docs = files.filter((file) => /^(docs|versioned_docs)\/.*\.md$/.test(file));
    const posts = files.filter((file) => /^blog\/.*\.md$/.test(file));
    const perVersion = STOCK_SHAPE.categories * STOCK_SHAPE.docsPerCategory;
    assert.equal(docs.length, perVersion * STOCK_SHAPE.versions);
    assert.equal(posts.length, STOCK_SHAPE.posts);
    // About 550 pages once the blog's list, tag and archive pages are added.
    assert.ok(docs.length + posts.length > 500 && docs.length + posts.length < 560);
    assert.deepEqual(JSON.parse(await readFile(path.join(siteDir, 'versions.json'), 'utf8')), [
      '1.0',
      '1.1',
    ]);
    // node_modules is a real folder of package symlinks, so the site's own cache folder
    // (node_modules/.cache) is in the scratch site, not in our install.
    assert.equal((await lstat(path.join(siteDir, 'node_modules'))).isSymbolicLink(), false);
    assert.ok((await lstat(path.join(siteDir, 'node_modules/react'))).isSymbolicLink());
    // The framework is a copy with the site's patches taken out: stock runs as published.
    assert.equal(
      (await lstat(path.join(siteDir, 'node_modules/@docusaurus'))).isSymbolicLink(),
      false,
    );
    // So are the other packages the site patches.
    for (const file of [
      '@docusaurus/core/lib/client/clientEntry.js',
      '@docusaurus/core/lib/client/docusaurus.js',
      '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
      'react-router/esm/react-router.js',
    ]) {
      const source = await readFile(path.join(siteDir, 'node_modules', file), 'utf8');
      assert.doesNotMatch(source, /Patched by the site/, file);
      assert.match(await readFile(path.join('node_modules', file), 'utf8'), /Patched by the site/);
    }
  } finally {
    await removeStockSite(siteDir);
  }
});

test("the stock anchor is built as ours is, by npm running its own build script, and from its own folder, so webpack's cache lands in its node_modules and not in ours", async () => {
  const siteDir = await writeStockSite();
  try {
    const {args, cwd} = stockBuildCommand(siteDir);
    assert.equal(cwd, siteDir);
    // Started as ours is, through npm and the site's own build script.
    assert.deepEqual(args, [...NPM_RUN_BUILD]);
    const manifest = JSON.parse(await readFile(path.join(siteDir, 'package.json'), 'utf8'));
    assert.equal(manifest.scripts.build, 'docusaurus build');
    // The script's command is the site's own, unpatched copy of the CLI, as npm installs it.
    assert.equal(
      await realpath(path.join(siteDir, 'node_modules/.bin/docusaurus')),
      await realpath(path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs')),
    );
    const [command, ...npmArgs] = args;
    const help = execFileSync(command!, [...npmArgs, '--', '--help'], {cwd, encoding: 'utf8'});
    assert.match(help, /Usage: docusaurus build \[options\] \[siteDir\]/);
    // Where webpack puts a filesystem cache with no folder named, in a process started as the bench starts the build.
    const webpackModule = JSON.stringify(path.join(siteDir, 'node_modules/webpack'));
    const cacheDirectory = execFileSync(
      process.execPath,
      [
        '-e',
        `const {config} = require(${webpackModule});
const options = config.getNormalizedWebpackOptions({mode: 'production', cache: {type: 'filesystem'}});
config.applyWebpackOptionsDefaults(options);
process.stdout.write(options.cache.cacheDirectory);`,
      ],
      {cwd, encoding: 'utf8'},
    );
    assert.equal(cacheDirectory, path.join(siteDir, 'node_modules/.cache/webpack'));
  } finally {
    await removeStockSite(siteDir);
  }
});

test("the phases are read from the framework's timer, coloured or not, in seconds", () => {
  const output = [
    '[PERF] Build > en > Load site - 3.12 seconds!',
    '\u001b[33m[PERF] \u001b[39mBuild > en > Bundling with Webpack - \u001b[31m114.64 seconds!\u001b[39m',
    '[PERF] Build > en > SSG > Generate static files - 13.00 seconds!',
    '[PERF] Build > en > SSG - 13.11 seconds!',
    '[PERF] Build > en > Broken links checker - 161.88 ms',
  ].join('\n');
  assert.deepEqual(parsePhases(output), {
    'Load site': 3.12,
    'Bundling with Webpack': 114.64,
    SSG: 13.11,
    'Broken links checker': 0.16188,
  });
});

test("a build's phases print in the timer's order, and their absence says why", () => {
  assert.equal(
    describePhases({SSG: 11.04, 'Bundling with Webpack': 20.1, 'postBuild()': 5}),
    'Bundling with Webpack 20.1 s · SSG 11.0 s · postBuild() 5.0 s',
  );
  assert.match(describePhases({}), /no phase times/);
});

test('the stock site grows to the page count it is measured beside', () => {
  assert.deepEqual(stockShapeOfPages(549), STOCK_SHAPE);
  const grown = stockShapeOfPages(2600);
  const pages = grown.categories * grown.docsPerCategory * grown.versions + grown.posts + 15;
  assert.ok(Math.abs(pages - 2600) <= (grown.docsPerCategory * grown.versions) / 2, String(pages));
});

test("the scale table shows each phase of stock's build beside ours, and the ratio the goal judges", () => {
  const run = (seconds: number, phases: Record<string, number>) => ({
    pages: 645,
    cold: {seconds, peakMiB: 1500, cpuSeconds: seconds * 1.6},
    phases,
  });
  const ours = [
    {
      factor: 1,
      copies: 0,
      ...medianOfRuns([run(55.7, {'Bundling with Webpack': 39.4, 'postBuild()': 5.5})]),
    },
  ];
  const stock = [medianOfRuns([run(52, {'Bundling with Webpack': 41.2, 'postBuild()': 0.1})])];
  const rows = scaleRows(ours, stock);
  const shown = (label: string) => rows.find((row) => row.label === label)?.display;
  assert.equal(shown('Bundling with Webpack: ours at 1×'), '39.4 s');
  assert.equal(shown('Bundling with Webpack: stock at 1×'), '41.2 s');
  assert.equal(shown('postBuild(): ours at 1×'), '5.5 s');
  assert.equal(shown('postBuild(): stock at 1×'), '0.1 s');
  // A phase the timer did not report shows as a dash, not as zero.
  assert.equal(shown('SSG: stock at 1×'), '–');
  assert.equal(shown('Whole build: stock at 1×'), '52.0 s');
  const ratio = rows.find((row) => row.label === '1×: ours per page ÷ stock per page');
  assert.equal(ratio?.display, '1.07');
  assert.equal(ratio?.value, 55.7 / 52);
});

test('with several rounds, the scale table shows the per-page ratio of each round, whose two builds ran back to back', () => {
  const run = (seconds: number, pages: number) => ({
    pages,
    cold: {seconds, peakMiB: 1500, cpuSeconds: seconds * 1.6},
    phases: {},
  });
  const ours = [
    {factor: 1, copies: 0, ...medianOfRuns([run(64.5, 645), run(54.2, 645), run(55.9, 645)])},
  ];
  const stock = [medianOfRuns([run(60, 651), run(55, 651), run(52, 651)])];
  const rows = scaleRows(ours, stock);
  const round = rows.find((row) => row.label === '1×: the same ratio, round by round');
  // Round 1: 64.5 s / 645 pages over 60 s / 651 pages.
  assert.equal(round?.display, '1.08, 0.99, 1.09 (ours, then stock, in each round)');
  // The goal judges the medians' ratio, not a round's.
  assert.equal(round?.goal, undefined);
  const median = rows.find((row) => row.label === '1×: ours per page ÷ stock per page');
  assert.equal(median?.value, 55.9 / 645 / (55 / 651));
  // One round has nothing to spread.
  const single = scaleRows(
    [{factor: 1, copies: 0, ...medianOfRuns([run(55, 645)])}],
    [medianOfRuns([run(52, 651)])],
  );
  assert.equal(
    single.find((row) => row.label.includes('round by round')),
    undefined,
  );
});

test('a point of the scale curve is the median of its runs, with the highest peak memory, and each run keeps its own log', () => {
  const run = (seconds: number, peakMiB: number, webpack: number, ssg?: number) => ({
    pages: 1000,
    cold: {seconds, peakMiB, cpuSeconds: seconds * 1.5},
    phases: {'Bundling with Webpack': webpack, ...(ssg === undefined ? {} : {SSG: ssg})},
  });
  const point = medianOfRuns([run(120, 2000, 80, 10), run(90, 2400, 60), run(100, 2100, 70, 8)]);
  assert.equal(point.cold.seconds, 100);
  assert.equal(point.cold.cpuSeconds, 150);
  assert.equal(point.cold.peakMiB, 2400);
  assert.equal(point.msPerPage, 100);
  assert.deepEqual(point.runSeconds, [120, 90, 100]);
  // A phase one run did not report is left out rather than taken from the others.
  assert.deepEqual(point.phases, {'Bundling with Webpack': 70});
  // Two runs: the mean of the two.
  assert.equal(medianOfRuns([run(90, 1, 1), run(100, 1, 1)]).cold.seconds, 95);
  assert.throws(() => medianOfRuns([]), /at least one run/);
  // Each run of each point keeps its own build log.
  const logs = [1, 2, 4].flatMap((factor) => [1, 2, 3].map((round) => scaleLogFile(factor, round)));
  assert.equal(new Set(logs).size, 9);
  assert.throws(
    () => medianOfRuns([run(90, 1, 1), {...run(90, 1, 1), pages: 999}]),
    /different page counts: 1000, 999/,
  );
});

test("a rebuild's output is compared with the cold build's file by file, by bytes", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-output-'));
  try {
    await mkdir(path.join(dir, 'assets', 'js'), {recursive: true});
    await writeFile(path.join(dir, 'index.html'), '<p>Home</p>');
    await writeFile(path.join(dir, 'assets', 'js', 'main.js'), 'boot()');
    const cold = outputDigests(dir);
    assert.deepEqual([...cold.keys()].sort(), ['assets/js/main.js', 'index.html']);
    assert.deepEqual(differingFiles(cold, outputDigests(dir)), []);

    await writeFile(path.join(dir, 'assets', 'js', 'main.js'), 'boot();');
    await writeFile(path.join(dir, 'sitemap.xml'), '<urlset/>');
    assert.deepEqual(differingFiles(cold, outputDigests(dir)), [
      'assets/js/main.js',
      'sitemap.xml',
    ]);
    await rm(path.join(dir, 'index.html'));
    assert.deepEqual(differingFiles(cold, outputDigests(dir)), [
      'assets/js/main.js',
      'index.html',
      'sitemap.xml',
    ]);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('a cache file a build rewrites is found by its time or size, even with the same bytes', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-cache-'));
  try {
    await mkdir(path.join(dir, 'client-production-en'), {recursive: true});
    const pack = path.join(dir, 'client-production-en', '0.pack');
    await writeFile(pack, 'pack');
    await writeFile(path.join(dir, 'client-production-en', 'index.pack'), 'index');
    const before = fileStamps(dir);
    assert.deepEqual(differingFiles(before, fileStamps(dir)), []);
    // The same bytes, written again later: webpack rewrote the file.
    await utimes(pack, new Date(), new Date(Date.now() + 5_000));
    assert.deepEqual(differingFiles(before, fileStamps(dir)), ['client-production-en/0.pack']);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('the Markdown a build compiles is counted in the content folders only, md and mdx', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-markdown-'));
  try {
    await mkdir(path.join(dir, 'docs/guides'), {recursive: true});
    await mkdir(path.join(dir, 'blog'));
    await writeFile(path.join(dir, 'docs/guides/intro.md'), 'x'.repeat(10));
    await writeFile(path.join(dir, 'blog/post.mdx'), 'x'.repeat(20));
    await writeFile(path.join(dir, 'docs/guides/diagram.png'), 'x'.repeat(40));
    await writeFile(path.join(dir, 'README.md'), 'x'.repeat(80));
    assert.equal(await markdownBytes(dir), 30);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('--scale-factors names the points of the scale curve, rising whole numbers from 1 up, and refuses anything else', () => {
  assert.deepEqual(parseScaleFactors(undefined), [...SCALE_FACTORS]);
  assert.deepEqual(parseScaleFactors('1'), [1]);
  assert.deepEqual(parseScaleFactors('1,3'), [1, 3]);
  for (const bad of ['', '0', '1,1', '2,1', '1.5', 'one', '1,,2', '-1']) {
    assert.throws(() => parseScaleFactors(bad), /--scale-factors needs whole numbers/, bad);
  }
});

test("a cold build's temporary folder starts empty, is its own, and is gone after, sync or async", async () => {
  const seen: string[] = [];
  const result = withEmptyTmpdir(({TMPDIR}) => {
    seen.push(TMPDIR);
    return readdirSync(TMPDIR);
  });
  assert.deepEqual(result, []);
  const later = await withEmptyTmpdir(async ({TMPDIR}) => {
    seen.push(TMPDIR);
    await writeFile(path.join(TMPDIR, 'node-jiti'), 'a cache');
    return readdir(TMPDIR);
  });
  assert.deepEqual(later, ['node-jiti']);
  assert.notEqual(seen[0], seen[1]);
  for (const folder of seen) assert.equal(existsSync(folder), false, folder);
});
