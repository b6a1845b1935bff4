#!/usr/bin/env node
/**
 * Bundle analysis: what the critical JS (the scripts every page's HTML loads,
 * `runtime~main` and `main`) is made of.
 *
 * It compiles only the client bundle, the way `docusaurus build` does (same
 * webpack config, plugins and persistent cache), into a scratch folder, so a
 * lever can be tried in a few minutes instead of a full build with its 1,300
 * server-rendered pages. Then it splits the minified entry files into their
 * webpack modules and names each one from the webpack stats.
 *
 *   node scripts/perf/analyze-bundle.mjs [--top 40]
 *
 * Prints the entry files (raw and gzip), the stylesheet every page loads,
 * and the largest modules grouped by package, and writes bench-results/bundle.json (per-module minified sizes)
 * and bench-results/bundle-stats.json (the webpack stats).
 */
import {createRequire} from 'node:module';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {moduleSpans} from './webpack-chunk.mjs';

process.env.BABEL_ENV = 'production';
process.env.NODE_ENV = 'production';
process.env.NO_UPDATE_NOTIFIER = '1';

const require = createRequire(import.meta.url);
const {loadSite} = require('@docusaurus/core/lib/server/site');
const {createBuildClientConfig} = require('@docusaurus/core/lib/webpack/client');
const {executePluginsConfigureWebpack} = require('@docusaurus/core/lib/webpack/configure');
const {compile} = require('@docusaurus/core/lib/webpack/utils');

const topArg = process.argv.indexOf('--top');
const TOP = topArg > 0 ? Number(process.argv[topArg + 1]) : 40;
const gzip = (text) => gzipSync(text, {level: 9}).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Minified source of each module of a webpack chunk file, by module id. */
function splitModules(source) {
  return new Map(moduleSpans(source).map(({id, start, end}) => [id, source.slice(start, end)]));
}

/** A short, stable label for a module: the package, or the path inside the site. */
function label(name, siteDir) {
  const clean = name.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  if (match) return {group: match[1], source: `${match[1]}/${match[2]}`};
  const relative = path.relative(siteDir, path.resolve(siteDir, clean)).replace(/^\.\//, '');
  return {group: relative.startsWith('.docusaurus') ? relative : 'site', source: relative};
}

const siteDir = process.cwd();
const outDir = await mkdtemp(path.join(os.tmpdir(), 'analyze-bundle-'));
try {
  const {props} = await loadSite({siteDir, outDir, locale: 'en'});
  const result = await createBuildClientConfig({props, minify: true, bundleAnalyzer: false});
  const config = executePluginsConfigureWebpack({
    plugins: props.plugins,
    config: result.config,
    isServer: false,
    jsLoader: props.siteConfig.webpack?.jsLoader,
  });
  const stats = (await compile([config])).toJson({
    all: false,
    entrypoints: true,
    chunks: true,
    chunkModules: true,
    chunkModulesSpace: Infinity,
    // List every module by itself: by default, modules from the persistent
    // cache and modules only reached through others are hidden or grouped.
    cachedModules: true,
    dependentModules: true,
    groupModulesByCacheStatus: false,
    groupModulesByAttributes: false,
    groupModulesByType: false,
    ids: true,
    nestedModules: true,
    nestedModulesSpace: Infinity,
  }).children[0];

  const moduleNames = new Map();
  for (const chunk of stats.chunks) {
    for (const module of chunk.modules ?? []) {
      moduleNames.set(String(module.id), module.name);
      for (const inner of module.modules ?? []) {
        // Concatenated modules share the id of their root.
        if (!moduleNames.has(String(module.id))) moduleNames.set(String(module.id), inner.name);
      }
    }
  }

  const entryAssets = stats.entrypoints.main.assets.map((asset) => asset.name);
  const entryFiles = entryAssets.filter((name) => name.endsWith('.js'));
  const stylesheets = [];
  for (const file of entryAssets.filter((name) => name.endsWith('.css'))) {
    const source = await readFile(path.join(outDir, file), 'utf8');
    const fontFaces = source.match(/@font-face\{[^}]*\}/g) ?? [];
    stylesheets.push({
      file,
      raw: source.length,
      gzip: gzip(source),
      inlinedFonts: (source.match(/url\(data:font\//g) ?? []).length,
      fontFaceGzip: gzip(fontFaces.join('')),
    });
  }
  const files = [];
  const modules = [];
  for (const file of entryFiles) {
    const source = await readFile(path.join(outDir, file), 'utf8');
    files.push({file, raw: source.length, gzip: gzip(source)});
    for (const [id, text] of splitModules(source)) {
      const name = moduleNames.get(id) ?? `(module ${id})`;
      modules.push({file, id, name, ...label(name, siteDir), raw: text.length, gzip: gzip(text)});
    }
  }
  modules.sort((a, b) => b.gzip - a.gzip);
  const groups = new Map();
  for (const module of modules) {
    const group = groups.get(module.group) ?? {group: module.group, raw: 0, gzip: 0, count: 0};
    group.raw += module.raw;
    group.gzip += module.gzip;
    group.count += 1;
    groups.set(module.group, group);
  }
  const groupRows = [...groups.values()].sort((a, b) => b.gzip - a.gzip);

  console.log('\nCritical JS (entry files every page loads)');
  for (const {file, raw, gzip: gz} of files) {
    console.log(`  ${file.padEnd(40)} ${kib(gz).padStart(10)} gzip  ${kib(raw).padStart(10)} raw`);
  }
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`  ${'total'.padEnd(40)} ${kib(total).padStart(10)} gzip`);
  console.log('\nRender-blocking CSS (the stylesheet every page loads)');
  for (const sheet of stylesheets) {
    console.log(
      `  ${sheet.file.padEnd(40)} ${kib(sheet.gzip).padStart(10)} gzip  ${kib(sheet.raw).padStart(10)} raw  ` +
        `(${sheet.inlinedFonts} fonts inlined; @font-face rules ${kib(sheet.fontFaceGzip)} gzip)`,
    );
  }
  console.log('\nBy package or generated file (each module gzipped alone, so sums overstate)');
  for (const row of groupRows.slice(0, TOP)) {
    console.log(
      `  ${row.group.padEnd(60)} ${kib(row.gzip).padStart(10)}  ${String(row.count).padStart(4)} modules`,
    );
  }
  console.log('\nLargest modules (webpack merges some modules into one, named after its root)');
  for (const module of modules.slice(0, TOP)) {
    console.log(
      `  ${kib(module.gzip).padStart(10)} gzip ${kib(module.raw).padStart(10)} raw  ${module.source}`,
    );
  }
  await mkdir('bench-results', {recursive: true});
  await writeFile(
    'bench-results/bundle.json',
    `${JSON.stringify({files, stylesheets, groups: groupRows, modules}, null, 2)}\n`,
  );
  await writeFile('bench-results/bundle-stats.json', JSON.stringify(stats));
  console.log('\nwrote bench-results/bundle.json and bench-results/bundle-stats.json');
} finally {
  await rm(outDir, {recursive: true, force: true});
}
