/**
 * The anchor of the budget, measured on this machine instead of quoted: a
 * stock Docusaurus 3.5.2 site (the classic preset and nothing else, with the
 * framework's defaults) of about 550 generated pages in 3 docs versions, the
 * size the anchors were measured at. The bench builds it cold in a
 * scratch folder and runs Lighthouse on its home page and one docs page, so
 * our own figures sit next to what the framework does on its own.
 *
 * The scratch site reuses this repository's packages through a folder of
 * symlinks (one per package), and is built from its own folder, as a user
 * builds a site: webpack puts its cache under the working directory's
 * `node_modules/.cache` (the nearest folder with a package.json), so the
 * anchor's cache lands in the scratch folder and never touches ours. The
 * `@docusaurus` packages are copied instead, and the site's patches
 * (`patches/`) taken back out of the copy: the anchor runs the framework as
 * published.
 */
import {spawnSync} from 'node:child_process';
import {cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  env,
  NPM_RUN_BUILD,
  outputStats,
  parseGnuTime,
  parsePhases,
  withEmptyTmpdir,
  type Phase,
  type Timing,
} from './build.mjs';

export interface StockShape {
  categories: number;
  docsPerCategory: number;
  versions: number;
  posts: number;
}

/** Docs per category, categories per version, versions, blog posts: ≈ 550 pages in all. */
export const STOCK_SHAPE: Readonly<StockShape> = {
  categories: 10,
  docsPerCategory: 17,
  versions: 3,
  posts: 24,
};

/** The blog's pages beyond the posts (lists, tags, archive) in the stock site. */
const STOCK_BLOG_EXTRA_PAGES = 15;

/**
 * The stock shape with as many categories as it takes to build about
 * `pages` pages: how the scale curve grows the anchor beside our site.
 */
export function stockShapeOfPages(pages: number): StockShape {
  const perCategory = STOCK_SHAPE.versions * STOCK_SHAPE.docsPerCategory;
  const docsPages = pages - STOCK_SHAPE.posts - STOCK_BLOG_EXTRA_PAGES;
  return {...STOCK_SHAPE, categories: Math.max(1, Math.round(docsPages / perCategory))};
}

/** The stock site's docs page that Lighthouse measures (the first doc of the current version). */
export const STOCK_DOC_PAGE = '/docs/category-1/topic-1/';

const WORDS = (
  'the site builds each page from markdown and writes static html that a browser can show before ' +
  'any script runs then react hydrates it so links navigate without a full load configuration ' +
  'lives in one typed file plugins add content types themes decide how pages look versions keep ' +
  'older docs online and search finds words across every page'
).split(' ');

/** Deterministic prose: `count` words starting at `seed`, as sentences. */
function prose(seed: number, count: number): string {
  const words: string[] = [];
  for (let index = 0; index < count; index += 1) {
    words.push(WORDS[(seed * 7 + index * 3) % WORDS.length] as string);
  }
  const sentences: string[] = [];
  for (let start = 0; start < words.length; start += 12) {
    const sentence = words.slice(start, start + 12).join(' ');
    sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
  }
  return sentences.join(' ');
}

/** A docs page with what a real one has: headings, prose, a list, a table and code. */
function docPage(category: number, topic: number): string {
  const seed = category * 100 + topic;
  return `---
title: Topic ${topic} of category ${category}
sidebar_position: ${topic}
---

${prose(seed, 60)}

## Overview

${prose(seed + 1, 80)}

- ${prose(seed + 2, 10)}
- ${prose(seed + 3, 12)}
- ${prose(seed + 4, 9)}

## Configuration

${prose(seed + 5, 50)}

\`\`\`js title="docusaurus.config.js"
export default {
  title: 'Topic ${topic}',
  url: 'https://example.com',
  baseUrl: '/',
};
\`\`\`

| Option | Default | Effect |
| --- | --- | --- |
| \`path\` | \`'docs'\` | ${prose(seed + 6, 8)} |
| \`routeBasePath\` | \`'docs'\` | ${prose(seed + 7, 8)} |

### Details

${prose(seed + 8, 70)}
`;
}

function blogPost(index: number): string {
  const day = String((index % 27) + 1).padStart(2, '0');
  return `---
title: Post number ${index}
date: 2024-${String((index % 12) + 1).padStart(2, '0')}-${day}
tags: [release, tag-${index % 5}]
---

${prose(index, 50)}

<!-- truncate -->

## What changed

${prose(index + 1, 120)}
`;
}

const HOME_PAGE = `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

const features = ['Write in Markdown', 'Version your docs', 'Ship static HTML'];

export default function Home() {
  return (
    <Layout title="Home" description="A stock site for the benchmark">
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">Stock site</h1>
          <p className="hero__subtitle">The classic preset with its defaults.</p>
          <Link className="button button--secondary button--lg" to="/docs/category-1/topic-1">
            Get started
          </Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className="row">
          {features.map((feature) => (
            <div key={feature} className="col col--4">
              <h2>{feature}</h2>
              <p>${prose(3, 30)}</p>
            </div>
          ))}
        </div>
      </main>
    </Layout>
  );
}
`;

const CONFIG = `export default {
  title: 'Stock site',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: {showReadingTime: true}}]],
  themeConfig: {
    navbar: {
      title: 'Stock site',
      items: [
        {type: 'docSidebar', sidebarId: 'docs', label: 'Docs'},
        {to: '/blog', label: 'Blog'},
        {type: 'docsVersionDropdown', position: 'right'},
      ],
    },
    footer: {style: 'dark', copyright: 'Stock site'},
  },
};
`;

const AUTOGENERATED_SIDEBAR = {docs: [{type: 'autogenerated', dirName: '.'}]};

async function writeDocs(dir: string, shape: StockShape): Promise<void> {
  for (let category = 1; category <= shape.categories; category += 1) {
    const folder = path.join(dir, `category-${category}`);
    await mkdir(folder, {recursive: true});
    await writeFile(
      path.join(folder, '_category_.json'),
      JSON.stringify({label: `Category ${category}`, position: category}),
    );
    for (let topic = 1; topic <= shape.docsPerCategory; topic += 1) {
      await writeFile(path.join(folder, `topic-${topic}.md`), docPage(category, topic));
    }
  }
}

/** Writes the stock site into a new scratch folder and returns its path. */
export async function writeStockSite(shape: StockShape = STOCK_SHAPE): Promise<string> {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'docusaurus-stock-'));
  await writeFile(path.join(siteDir, 'docusaurus.config.js'), CONFIG);
  // As `create-docusaurus` writes one, with its build script. webpack finds its cache folder by
  // the nearest package.json.
  await writeFile(
    path.join(siteDir, 'package.json'),
    `${JSON.stringify(
      {name: 'docusaurus-stock-anchor', private: true, scripts: {build: 'docusaurus build'}},
      null,
      2,
    )}\n`,
  );
  await writeFile(
    path.join(siteDir, 'sidebars.js'),
    `export default ${JSON.stringify(AUTOGENERATED_SIDEBAR)};\n`,
  );
  await mkdir(path.join(siteDir, 'src/pages'), {recursive: true});
  await writeFile(path.join(siteDir, 'src/pages/index.js'), HOME_PAGE);
  await writeDocs(path.join(siteDir, 'docs'), shape);
  const olderVersions = Array.from({length: shape.versions - 1}, (_, index) => `1.${index}`);
  await writeFile(path.join(siteDir, 'versions.json'), JSON.stringify(olderVersions));
  for (const version of olderVersions) {
    await writeDocs(path.join(siteDir, 'versioned_docs', `version-${version}`), shape);
    await mkdir(path.join(siteDir, 'versioned_sidebars'), {recursive: true});
    await writeFile(
      path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`),
      JSON.stringify(AUTOGENERATED_SIDEBAR),
    );
  }
  await mkdir(path.join(siteDir, 'blog'), {recursive: true});
  for (let index = 1; index <= shape.posts; index += 1) {
    await writeFile(path.join(siteDir, 'blog', `post-${index}.md`), blogPost(index));
  }
  await linkPackages(siteDir, {frameworkAsPublished: true});
  // The command the build script runs, as npm installs it: the site's own, unpatched copy.
  await mkdir(path.join(siteDir, 'node_modules/.bin'));
  await symlink(
    '../@docusaurus/core/bin/docusaurus.mjs',
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
  );
  return siteDir;
}

/**
 * The `node_modules` entries the site's patches change: a patch file is named
 * `<package>+<version>.patch`, with a scope's slash written as `+`
 * (`@docusaurus+core+3.5.2.patch`, `react-router+5.3.4.patch`).
 */
async function patchedEntries(): Promise<string[]> {
  const files = (await readdir('patches')).filter((file) => file.endsWith('.patch'));
  return [...new Set(files.map((file) => file.split('+')[0]!))];
}

/**
 * Gives a scratch site this repository's packages. One symlink per package
 * rather than one for node_modules: the build's caches (node_modules/.cache)
 * then stay in the scratch folder. With `frameworkAsPublished`, `@docusaurus`
 * and every other package the site patches are copied instead, and the
 * patches taken back out of the copies.
 */
export async function linkPackages(
  siteDir: string,
  {frameworkAsPublished}: {frameworkAsPublished: boolean},
): Promise<void> {
  const modules = path.join(siteDir, 'node_modules');
  await mkdir(modules);
  const copied = new Set(frameworkAsPublished ? ['@docusaurus', ...(await patchedEntries())] : []);
  for (const entry of await readdir('node_modules')) {
    if (entry.startsWith('.') || copied.has(entry)) continue;
    await symlink(path.resolve('node_modules', entry), path.join(modules, entry));
  }
  for (const entry of copied) {
    await cp(path.join('node_modules', entry), path.join(modules, entry), {recursive: true});
  }
  if (frameworkAsPublished) await unpatch(siteDir);
}

/**
 * Reverses each of `patches/` in the scratch site's copies of the packages.
 * patch-package writes paths as `a/node_modules/<package>/…`, relative to the
 * site folder.
 */
async function unpatch(siteDir: string): Promise<void> {
  for (const file of await readdir('patches')) {
    if (!file.endsWith('.patch')) continue;
    const result = spawnSync('git', ['apply', '--reverse', path.resolve('patches', file)], {
      cwd: siteDir,
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(`could not take patches/${file} out of the stock site: ${result.stderr}`);
    }
  }
}

export interface StockBuild {
  siteDir: string;
  cold: Timing;
  pages: number;
  phases: Partial<Record<Phase, number>>;
}

/**
 * How the bench runs the stock site's build: its own `build` script
 * (`docusaurus build`, the site's unpatched copy of the CLI), through npm as
 * ours is (`NPM_RUN_BUILD`), started in the site's folder. webpack's
 * filesystem cache goes under the working directory's nearest
 * `node_modules/.cache`, whatever site the command names; started in this
 * repository, the anchor wrote its cache over ours (the same names,
 * `client-production-en` and `server-production-en`), so a bench left our
 * next build cold.
 */
export function stockBuildCommand(siteDir: string): {args: string[]; cwd: string} {
  return {args: [...NPM_RUN_BUILD], cwd: siteDir};
}

/** Writes the stock site and builds it once, cold, under GNU time. */
export async function buildStockSite(
  log: (message: string) => void,
  shape: StockShape = STOCK_SHAPE,
): Promise<StockBuild> {
  const siteDir = await writeStockSite(shape);
  log(`stock 3.5.2 site written to ${siteDir}; cold build…`);
  // The framework's defaults, whatever this process inherited: HTML minification on.
  const stockEnv: NodeJS.ProcessEnv = {...env, DOCUSAURUS_PERF_LOGGER: 'true'};
  delete stockEnv.SKIP_HTML_MINIFICATION;
  const {args, cwd} = stockBuildCommand(siteDir);
  const result = withEmptyTmpdir((tmpEnv) =>
    spawnSync('/usr/bin/time', ['-v', ...args], {
      cwd,
      env: {...stockEnv, ...tmpEnv},
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  if (result.status !== 0) {
    throw new Error(`stock site build failed:\n${(result.stdout + result.stderr).slice(-3000)}`);
  }
  const cold = parseGnuTime(result.stderr);
  const {pages} = await outputStats(path.join(siteDir, 'build'));
  return {siteDir, cold, pages, phases: parsePhases(result.stdout)};
}

export async function removeStockSite(siteDir: string): Promise<void> {
  await rm(siteDir, {recursive: true, force: true});
}
