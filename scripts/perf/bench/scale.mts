/**
 * The scale curve (issue #18): how the cold build grows when the docs grow.
 * For each factor, a scratch clone of this repository's HEAD gets an extra
 * docs instance (`/scale/`) holding copies of the current docs, enough of
 * them that the site has that many times its docs pages. Each one is built
 * cold with the framework's phase timer on, and the stock anchor is built at
 * the same page count in the same run. Page counts are read from what each
 * build wrote, so the per-page figures are exact.
 *
 * The clone measures what is committed, with its git history (last-update
 * dates come from `git log` as in a real build); the copies are committed in
 * the scratch clone for the same reason.
 */
import {spawnSync} from 'node:child_process';
import {cp, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  env,
  outputStats,
  parseGnuTime,
  parsePhases,
  run,
  type Phase,
  type Timing,
} from './build.mjs';
import {buildStockSite, linkPackages, removeStockSite, stockShapeOfPages} from './stock.mjs';

/** Docs multiplied by these, the first being the site as it is. */
export const SCALE_FACTORS = [1, 2, 4] as const;

const SCALE_CONFIG = 'docusaurus.scale.config.ts';
const SCALE_DOCS_DIR = 'scale-docs';

/**
 * The site's own config plus one docs instance of copied pages. Broken links
 * warn instead of failing: the check still runs over every page (its cost is
 * part of the curve), but a copy's relative link that leaves its folder must
 * not stop the measurement.
 */
const SCALE_CONFIG_SOURCE = `import type {Config} from '@docusaurus/types';
import config from './docusaurus.config';
import {contentDefaults} from './config/markdown';

export default {
  ...config,
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  plugins: [
    ...config.plugins,
    [
      '@docusaurus/plugin-content-docs',
      {id: 'scale', path: '${SCALE_DOCS_DIR}', routeBasePath: 'scale', ...contentDefaults},
    ],
  ],
} satisfies Config;
`;

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true});
  return entries.filter((file) => /\.mdx?$/.test(file));
}

/**
 * Copies of `docs/` that add `(factor - 1)` times the docs pages of every
 * docs instance (current, versioned, community). Absolute `slug`s are dropped
 * so the copies live under their folder instead of claiming the original URLs.
 */
async function writeCopies(siteDir: string, factor: number): Promise<number> {
  const source = path.join(siteDir, 'docs');
  const perCopy = (await markdownFiles(source)).length;
  const docsSources = (
    await Promise.all(
      ['docs', 'versioned_docs', 'community'].map((dir) => markdownFiles(path.join(siteDir, dir))),
    )
  ).flat().length;
  const copies = Math.round(((factor - 1) * docsSources) / perCopy);
  for (let copy = 1; copy <= copies; copy += 1) {
    const target = path.join(siteDir, SCALE_DOCS_DIR, `copy-${copy}`);
    await cp(source, target, {recursive: true});
    for (const file of await markdownFiles(target)) {
      const full = path.join(target, file);
      const text = await readFile(full, 'utf8');
      await writeFile(full, text.replace(/^slug: .*\n/m, ''));
    }
  }
  return copies;
}

function git(siteDir: string, args: string[]): void {
  const result = spawnSync('git', args, {cwd: siteDir, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

export interface ScaledBuild {
  factor: number;
  copies: number;
  pages: number;
  cold: Timing;
  msPerPage: number;
  phases: Partial<Record<Phase, number>>;
}

/** Clones HEAD, adds the copies, and builds the clone cold. */
async function buildScaledSite(factor: number, log: (message: string) => void) {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'docusaurus-scale-'));
  try {
    run('git', ['clone', '--quiet', process.cwd(), siteDir]);
    await linkPackages(siteDir, {frameworkAsPublished: false});
    const copies = await writeCopies(siteDir, factor);
    await writeFile(path.join(siteDir, SCALE_CONFIG), SCALE_CONFIG_SOURCE);
    git(siteDir, ['add', '--all']);
    git(siteDir, [
      '-c',
      'user.name=Benchmark',
      '-c',
      'user.email=bench@localhost',
      'commit',
      '--quiet',
      '--allow-empty',
      '-m',
      `Scale ${factor}x`,
    ]);
    log(`scale ${factor}×: ${copies} copies of docs/; cold build…`);
    const result = spawnSync(
      '/usr/bin/time',
      [
        '-v',
        process.execPath,
        'node_modules/@docusaurus/core/bin/docusaurus.mjs',
        'build',
        '--config',
        SCALE_CONFIG,
      ],
      {
        cwd: siteDir,
        env: {...env, DOCUSAURUS_PERF_LOGGER: 'true'},
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    if (result.status !== 0) {
      throw new Error(
        `scale ${factor}× build failed:\n${(result.stdout + result.stderr).slice(-3000)}`,
      );
    }
    const cold = parseGnuTime(result.stderr);
    const {pages} = await outputStats(path.join(siteDir, 'build'));
    const build: ScaledBuild = {
      factor,
      copies,
      pages,
      cold,
      msPerPage: (cold.seconds * 1000) / pages,
      phases: parsePhases(result.stdout),
    };
    return build;
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
}

export interface StockScaledBuild {
  pages: number;
  cold: Timing;
  msPerPage: number;
  phases: Partial<Record<Phase, number>>;
}

/** Our site at each factor, each followed by stock at the page count it reached. */
export async function scaleCurve(log: (message: string) => void) {
  const ours: ScaledBuild[] = [];
  const stock: StockScaledBuild[] = [];
  for (const factor of SCALE_FACTORS) {
    const build = await buildScaledSite(factor, log);
    log(`scale ${factor}×: ${build.pages} pages in ${build.cold.seconds.toFixed(1)} s`);
    ours.push(build);
    const stockBuild = await buildStockSite(log, stockShapeOfPages(build.pages));
    try {
      stock.push({
        pages: stockBuild.pages,
        cold: stockBuild.cold,
        msPerPage: (stockBuild.cold.seconds * 1000) / stockBuild.pages,
        phases: stockBuild.phases,
      });
    } finally {
      await removeStockSite(stockBuild.siteDir);
    }
  }
  return {ours, stock};
}
