import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import fs from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import TerserPlugin from 'terser-webpack-plugin';
import type {Compiler} from 'webpack';
import {BuildDependenciesThroughInputCache} from '../performance/build-dependencies-cached';
import {ServiceWorkerThroughEsbuild} from '../performance/service-worker-esbuild';
import {serviceWorkerCacheVersion} from '../performance/service-worker-cache-key';
import pwaPlugin, {leaveOutRedirectStubs} from '.';
import {redirectStubTarget} from './redirectStubs';

/** A page as the framework writes it: an app root, and head tags with data-rh first. */
const page = (head = '') =>
  `<!doctype html><html><head>${head}</head><body><div id="__docusaurus"><main></main></div></body></html>`;

/** A stub as the client-redirects plugin writes it. */
const stub = (to: string) =>
  `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}" /></head><script>window.location.href = '${to}' + window.location.search + window.location.hash;</script></html>`;

test('a client-redirect stub is recognised by its meta refresh and its missing app root', () => {
  assert.equal(redirectStubTarget(stub('/docs/')), '/docs/');
  assert.equal(
    redirectStubTarget(stub('https://docusaurus.io/?a=1')),
    'https://docusaurus.io/?a=1',
  );
  assert.equal(redirectStubTarget(page()), null);
  // A real page that refreshes itself is still a page.
  assert.equal(redirectStubTarget(page('<meta http-equiv="refresh" content="30">')), null);
});

test('the precache list keeps pages and assets, and leaves out redirect stubs, even ones still being written', async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'precache-'));
  const files: Record<string, string> = {
    'docs/index.html': page(),
    'docs/refreshing/index.html': page('<meta http-equiv="refresh" content="30">'),
    'docs/installation.html/index.html': stub('/docs/installation/'),
    // Globbed while the redirect plugin was writing it.
    'docs/support/index.html': '',
    'assets/js/main.js': 'console.log(1)',
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    writeFileSync(path.join(outDir, file), body);
  }
  const globbed = Object.entries(files).map(([url, body]) => ({
    url,
    revision: 'r',
    size: Buffer.byteLength(body),
  }));
  // Workbox also reports a page's size, which spares reading the big ones.
  globbed.push({url: 'docs/big/index.html', revision: 'r', size: 50_000});

  const {manifest, warnings} = await leaveOutRedirectStubs(outDir)(globbed);
  assert.deepEqual(
    manifest.map((entry) => entry.url),
    ['docs/index.html', 'docs/refreshing/index.html', 'assets/js/main.js', 'docs/big/index.html'],
  );
  assert.deepEqual(warnings, []);
});

/** The wrapped plugin for a production build of a site in `siteDir`, with plugin-pwa's defaults but for `options`. */
function productionPlugin(siteDir = '/site', options: Record<string, unknown> = {}) {
  return sitePlugin('production', siteDir, options);
}

/** The wrapped plugin as `NODE_ENV=mode` makes it (the dev server sets development). */
function sitePlugin(
  mode: 'production' | 'development',
  siteDir = '/site',
  options: Record<string, unknown> = {},
) {
  const context = {
    siteDir,
    outDir: path.join(siteDir, 'build'),
    baseUrl: '/',
    i18n: {currentLocale: 'en'},
    siteConfig: {future: {experimental_router: 'browser'}},
  } as unknown as LoadContext;
  const validated = pwaPlugin.validateOptions({
    validate: normalizePluginOptions as never,
    options: options as never,
  });
  const before = process.env.NODE_ENV;
  // plugin-pwa turns itself off outside production builds.
  process.env.NODE_ENV = mode;
  try {
    return pwaPlugin(context, validated);
  } finally {
    process.env.NODE_ENV = before;
  }
}

test('making the plugin hashes no lockfile: the dev server, where plugin-pwa is off, never compiles a service worker', (t) => {
  const reads = t.mock.method(fs, 'readFileSync');
  const lockfileReads = () =>
    reads.mock.calls.filter(({arguments: [file]}) => String(file).endsWith('package-lock.json'))
      .length;
  assert.equal(sitePlugin('development'), null);
  assert.ok(sitePlugin('production'));
  assert.equal(lockfileReads(), 0);
  // The cache key reads it when it is computed, as postBuild's compile does.
  serviceWorkerCacheVersion();
  assert.equal(lockfileReads(), 1);
});

test('the wrapped plugin names its theme and its client module by absolute paths that exist', () => {
  const plugin = productionPlugin();
  assert.ok(plugin);
  const theme = plugin.getThemePath!();
  assert.ok(path.isAbsolute(theme), theme);
  assert.ok(existsSync(path.join(theme, 'PwaReloadPopup')), theme);
  assert.ok(existsSync(path.join(plugin.getTypeScriptThemePath!(), 'PwaReloadPopup')));
  const [register] = plugin.getClientModules!();
  assert.ok(register && path.isAbsolute(register) && existsSync(register), register);
});

/** How many modules a compile built, and how many it took from its cache as they were. */
type ModuleCounts = {built: number; reused: number};

/**
 * Runs plugin-pwa's real `postBuild` for a one-page site in a folder of its
 * own, `builds` times in a row (a fresh plugin each time, as each build
 * process makes), with the wrapper's options but for `options` (given the
 * site's folder), and hands `check` the build folder, the compilers `lever`
 * was applied to, and each compile's module counts. The wrapper hands the
 * levers to plugin-pwa, whose patched `postBuild` adds them to the service
 * worker's compile.
 */
async function compileServiceWorker(
  lever: {prototype: {apply(compiler: Compiler): void}},
  options: (siteDir: string) => Record<string, unknown>,
  check: (outDir: string, compilers: Compiler[], modules: ModuleCounts[]) => void,
  builds = 1,
) {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'pwa-sw-'));
  const outDir = path.join(siteDir, 'build');
  const compilers: Compiler[] = [];
  const modules: ModuleCounts[] = [];
  const apply = lever.prototype.apply;
  lever.prototype.apply = function (compiler) {
    compilers.push(compiler);
    const counts = {built: 0, reused: 0};
    modules.push(counts);
    compiler.hooks.compilation.tap('pwa-test', (compilation) => {
      compilation.hooks.buildModule.tap('pwa-test', () => counts.built++);
      compilation.hooks.stillValidModule.tap('pwa-test', () => counts.reused++);
    });
    apply.call(this, compiler);
  };
  try {
    mkdirSync(outDir);
    for (let build = 0; build < builds; build++) {
      writeFileSync(path.join(outDir, 'index.html'), page());
      const plugin = productionPlugin(siteDir, options(siteDir));
      assert.ok(plugin?.postBuild);
      await plugin.postBuild({outDir} as never);
    }
    assert.equal(compilers.length, builds, 'the lever was applied to one compiler a build');
    check(outDir, compilers, modules);
  } finally {
    lever.prototype.apply = apply;
    rmSync(siteDir, {recursive: true, force: true});
  }
}

test("the service worker's compile walks its build dependencies through its compiler's cache", async () => {
  await compileServiceWorker(
    BuildDependenciesThroughInputCache,
    () => ({}),
    (outDir) => {
      const sw = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
      assert.match(sw, /index\.html/, 'the service worker precaches the page');
    },
  );
});

/** The part of terser-webpack-plugin's instance state that names its minify function and its workers. */
type MinifierState = {
  options: {parallel: boolean | number; minimizer: {implementation: {name: string}}};
};

test("the service worker's compile takes the site's worker file through esbuild instead of Babel, and minifies with terser in the build process", async () => {
  // plugin-pwa gives its own worker (in node_modules) to no loader, and the site's to Babel.
  const withSiteWorker = (siteDir: string) => {
    const swCustom = path.join(siteDir, 'sw.js');
    writeFileSync(
      swCustom,
      "export default function swCustom(params) {\n  self.siteWorkerMark = `site worker, debug ${params?.debug ?? 'unset'}`;\n}\n",
    );
    return {swCustom};
  };
  await compileServiceWorker(ServiceWorkerThroughEsbuild, withSiteWorker, (outDir, [compiler]) => {
    // plugin-pwa imports the site's worker file lazily: it lands in a chunk of its own beside sw.js.
    const siteWorker = readdirSync(outDir)
      .filter((file) => /^\w+\.sw\.js$/.test(file))
      .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('');
    assert.match(siteWorker, /site worker, debug /, "the site's worker file is built");
    assert.doesNotMatch(siteWorker, /\n\s+self\.siteWorkerMark/, 'and minified');
    const loaded = Object.keys(require.cache);
    assert.deepEqual(
      loaded.filter((file) =>
        /[\\/]node_modules[\\/](@babel[\\/]core|babel-loader)[\\/]/.test(file),
      ),
      [],
      'Babel was not loaded',
    );
    const minimizers = compiler!.options.optimization.minimizer ?? [];
    assert.deepEqual(
      minimizers.map((minimizer) => {
        if (!(minimizer instanceof TerserPlugin)) return 'other';
        const {parallel, minimizer: minify} = (minimizer as unknown as MinifierState).options;
        return {minify: minify.implementation.name, parallel};
      }),
      [{minify: 'terserMinify', parallel: false}],
      'terser, with no worker process',
    );
  });
});

/** Where the patched plugin-pwa keeps the production compile's cache, in the site's folder. */
const cacheFolder = 'node_modules/.cache/webpack/service-worker-production';

test("the service worker's compile names its cache by the installed code and the site's modules, walks no build dependency, and the next build reuses the cache", async (t) => {
  const reads = t.mock.method(fs, 'readFileSync');
  await compileServiceWorker(
    ServiceWorkerThroughEsbuild,
    () => ({}),
    (outDir, [compiler], [first, second]) => {
      const lockfileReads = reads.mock.calls.filter(({arguments: [file]}) =>
        String(file).endsWith('package-lock.json'),
      ).length;
      // Twice a build: service-worker-cache-key's key and build-dependencies-keyed's, each once.
      assert.equal(lockfileReads, 4, 'each key is hashed once a build');
      assert.match(readFileSync(path.join(outDir, 'sw.js'), 'utf8'), /index\.html/);
      const cache = compiler!.options.cache as {
        buildDependencies?: Record<string, string[]>;
        version?: string;
      };
      // plugin-pwa's own file, walked through its requires and its packages' dependencies, was the build dependency.
      assert.deepEqual(cache.buildDependencies, {defaultWebpack: []}, 'no build dependency');
      const key = serviceWorkerCacheVersion();
      assert.ok(key, 'the repository has a lockfile, so the cache has a key');
      assert.ok(cache.version?.includes(key), `the cache's version ${cache.version} holds the key`);
      const pack = path.join(path.dirname(outDir), cacheFolder, 'index.pack');
      assert.ok(existsSync(pack), `the cache is written to ${pack}`);
      assert.ok(first!.built > 10, `the first build compiles workbox's modules (${first!.built})`);
      assert.deepEqual(
        second,
        {built: 0, reused: first!.built},
        'the next build takes every module from the cache',
      );
    },
    2,
  );
});

test("with cacheServiceWorker false, the service worker's compile has no persistent cache and writes none", async () => {
  await compileServiceWorker(
    ServiceWorkerThroughEsbuild,
    () => ({cacheServiceWorker: false}),
    (outDir, [compiler], [first, second]) => {
      assert.match(readFileSync(path.join(outDir, 'sw.js'), 'utf8'), /index\.html/);
      assert.equal(compiler!.options.cache, false);
      const cacheDir = path.join(path.dirname(outDir), 'node_modules/.cache');
      assert.equal(existsSync(cacheDir), false, `nothing written to ${cacheDir}`);
      assert.deepEqual(second, first, 'the next build compiles every module again');
    },
    2,
  );
});
