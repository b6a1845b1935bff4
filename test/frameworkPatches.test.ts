/**
 * The patches of `patches/` that change how the browser or the build does
 * something, not what it does: each test compares the patched code with the
 * code it replaces, over inputs chosen to reach every branch. CONTRIBUTING.md
 * ("Patches") lists them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import childProcess from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {promisify} from 'node:util';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import pathToRegexp from 'path-to-regexp';
import webpack, {ModuleGraph, optimize, type Stats} from 'webpack';
import type * as ReactRouter from 'react-router';
import type * as DocsClientUtils from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

/** The ESM build, which webpack bundles and the patch changes; `react-router` alone is the CommonJS one. */
const ROUTER = require.resolve('react-router/esm/react-router.js');
const patchedRouter = async () => (await import(pathToFileURL(ROUTER).href)) as typeof ReactRouter;

/**
 * plugin-content-docs' client utilities, as the browser gets them: webpack
 * aliases `@docusaurus/router` to react-router, which Node cannot resolve.
 */
async function docsClientUtils() {
  const file = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
  const source = readFileSync(file, 'utf8').replace(
    "from '@docusaurus/router'",
    `from '${pathToFileURL(ROUTER).href}'`,
  );
  return (await import(
    `data:text/javascript,${encodeURIComponent(source)}`
  )) as typeof DocsClientUtils;
}

/** react-router 5.3.4's matchPath as published, before patches/react-router+5.3.4.patch. */
function publishedMatchPath(
  pathname: string,
  {path, exact = false, strict = false, sensitive = false}: MatchOptions,
) {
  const keys: pathToRegexp.Key[] = [];
  const match = pathToRegexp(path, keys, {end: exact, strict, sensitive}).exec(pathname);
  if (!match) return null;
  const [url, ...values] = match;
  const isExact = pathname === url;
  if (exact && !isExact) return null;
  return {
    path,
    url: path === '/' && url === '' ? '/' : url,
    isExact,
    params: Object.fromEntries(keys.map((key, index) => [key.name, values[index]])),
  };
}

type MatchOptions = {path: string; exact?: boolean; strict?: boolean; sensitive?: boolean};

// Route paths of each shape the route table has (a base path, a page with
// and without its trailing slash, dots and plus signs in version slugs), and
// ones with parameters, which keep path-to-regexp.
const ROUTE_PATHS = [
  '',
  '/',
  '/docs',
  '/docs/',
  '/docs/3.4.0/',
  '/blog/releases/3.5/',
  '/changelog/2.0.0-beta.10/',
  '/a+b?/',
  '/search',
  '/docs/:id',
  '/tests/*',
  // NavLink escapes its path's punctuation with backslashes; an escaped
  // colon, bracket or star is a literal character.
  ...['/docs/3.4.0/', '/blog/releases/3.5', '/a+b?/'].map((path) =>
    path.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1'),
  ),
  '/a\\:b/',
  '/a\\(b\\)/',
  '/x\\*',
  '/docs\\',
  '/caf\\\u00e9/',
];
const PATHNAMES = [
  '',
  '/',
  '/docs',
  '/docs/',
  '/DOCS/',
  '/docs//',
  '/docs/installation/',
  '/docsx/',
  '/doc',
  '/docs/3.4.0',
  '/docs/3.4.0/',
  '/docs/3x4.0/',
  '/docs/3.4.0/cli/',
  '/docs/3.4.',
  '/docs/3.4.0//',
  '/docs/3.4.0/x',
  '/Blog/Releases/3.5/',
  '/blog/releases/3.5',
  '/changelog/2.0.0-beta.10/',
  '/changelog/2.0.0-beta.1/',
  '/a+b?/',
  '/ab/',
  '/search',
  '/search/',
  '/search?q=x',
  '/ſearch', // U+017F uppercases to S, which a case-insensitive RegExp does not treat as s
  '/\u212Aey', // KELVIN SIGN lowercases to k
  '/tests/pages/',
  '/éte/',
  '/a:b/',
  '/A:B',
  '/a(b)/',
  '/x*',
  '/x',
  '/docs\\',
  '/café/',
];

test('react-router: a path without parameters matches exactly as path-to-regexp matched it', async () => {
  const {matchPath} = await patchedRouter();
  let compared = 0;
  for (const path of ROUTE_PATHS) {
    for (const exact of [false, true]) {
      for (const strict of [false, true]) {
        for (const sensitive of [false, true]) {
          for (const pathname of PATHNAMES) {
            const options = {path, exact, strict, sensitive};
            assert.deepEqual(
              matchPath(pathname, options),
              publishedMatchPath(pathname, options),
              `matchPath(${JSON.stringify(pathname)}, ${JSON.stringify(options)})`,
            );
            compared++;
          }
        }
      }
    }
  }
  assert.equal(compared, ROUTE_PATHS.length * 8 * PATHNAMES.length);
});

/** plugin-content-docs 3.5.2's getActivePlugin as published: localeCompare sorts the base paths. */
function publishedActivePluginId(data: Record<string, {path: string}>, pathname: string) {
  return Object.entries(data)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, plugin]) => publishedMatchPath(pathname, {path: plugin.path}))?.[0];
}

test('plugin-content-docs: the active docs instance is the one localeCompare found', async () => {
  const {getActivePlugin} = await docsClientUtils();
  // Nested base paths, in an order where the first match is the wrong one.
  const data = Object.fromEntries(
    ['/', '/docs', '/docs/api', '/community', '/tests/docs', '/tests', '/docs-archive'].map(
      (base, index) => [`instance${index}`, {path: base, versions: []}],
    ),
  );
  for (const pathname of [
    '/',
    '/docs/',
    '/docs/api/',
    '/docs/api/cli/',
    '/docs/apis/',
    '/docs-archive/x/',
    '/community/team/',
    '/tests/docs/admonitions/',
    '/tests/pages/',
    '/blog/',
  ]) {
    assert.equal(
      getActivePlugin(data as never, pathname)?.pluginId,
      publishedActivePluginId(data, pathname),
      pathname,
    );
  }
});

test('theme-common: English dates in the theme’s formats are the text Intl writes, on every day', async () => {
  // require.resolve gives lib/index.js: the package's `exports` leave out its other files.
  const file = path.join(
    path.dirname(require.resolve('@docusaurus/theme-common')),
    'utils/englishDateFormat.js',
  );
  const {englishDateFormat} = (await import(pathToFileURL(file).href)) as {
    englishDateFormat: (
      locale: string,
      options: Intl.DateTimeFormatOptions,
    ) => {format: (date: Date) => string} | undefined;
  };
  // The option sets of LastUpdated, BlogPostItem/Header/Info and BlogArchivePage.
  const themeFormats: Intl.DateTimeFormatOptions[] = [
    {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
    {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
    {day: 'numeric', month: 'long', timeZone: 'UTC'},
  ];
  for (const calendar of [undefined, 'gregory']) {
    for (const options of themeFormats) {
      const ours = englishDateFormat('en', {calendar, ...options});
      assert.ok(ours, JSON.stringify(options));
      const intl = new Intl.DateTimeFormat('en', {calendar, ...options});
      for (let time = Date.UTC(1950, 0, 1); time <= Date.UTC(2080, 11, 31); time += 86_400_000) {
        const date = new Date(time + 86_399_000); // the day's last second: still that day in UTC
        assert.equal(ours.format(date), intl.format(date));
      }
      const bc = new Date(Date.UTC(-5, 0, 1));
      assert.equal(ours.format(bc), intl.format(bc));
      assert.throws(() => ours.format(new Date('not a date')), RangeError);
    }
  }
  // Other locales, calendars and options keep Intl.
  assert.equal(englishDateFormat('fr', themeFormats[0]!), undefined);
  assert.equal(englishDateFormat('en-GB', themeFormats[0]!), undefined);
  assert.equal(englishDateFormat('en', {calendar: 'japanese', ...themeFormats[0]}), undefined);
  assert.equal(englishDateFormat('en', {...themeFormats[0], timeZone: 'Europe/Paris'}), undefined);
  assert.equal(englishDateFormat('en', {...themeFormats[0], weekday: 'long'}), undefined);
  assert.equal(englishDateFormat('en', {...themeFormats[0], month: '2-digit'}), undefined);
});

test('utils: every page’s last update is its file’s newest commit, read from one git process', async () => {
  const {getFileCommitDate} = (await import('@docusaurus/utils/lib/gitUtils.js')) as {
    getFileCommitDate: (
      file: string,
      options: {age: 'newest'; includeAuthor: true},
    ) => Promise<{timestamp: number; author: string}>;
  };
  const git = (args: string[], cwd = process.cwd()) =>
    promisify(childProcess.execFile)('git', args, {cwd, maxBuffer: 64 * 1024 * 1024});
  const folders = ['docs', 'versioned_docs', 'community', 'blog', 'changelog', 'dogfooding'];
  const files = (await git(['ls-files', '-z', '--', ...folders])).stdout
    .split('\0')
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.resolve(file));
  assert.ok(files.length > 300, `${files.length} content files`);

  const {execFile} = childProcess;
  let processes = 0;
  childProcess.execFile = ((...args: Parameters<typeof execFile>) => {
    processes += 1;
    return execFile(...args);
  }) as typeof execFile;
  let patched: {timestamp: number; author: string}[];
  try {
    patched = await Promise.all(
      files.map((file) => getFileCommitDate(file, {age: 'newest', includeAuthor: true})),
    );
  } finally {
    childProcess.execFile = execFile;
  }
  assert.equal(processes, 1, 'one git log for all the files');

  // The published code's question, file by file: `git log --max-count=1 -- <name>` in its folder.
  for (let at = 0; at < files.length; at += 16) {
    await Promise.all(
      files.slice(at, at + 16).map(async (file, offset) => {
        const {stdout} = await git(
          [
            '-c',
            'log.showSignature=false',
            'log',
            '--format=%ct,%an',
            '--max-count=1',
            '--',
            path.basename(file),
          ],
          path.dirname(file),
        );
        const [time, ...author] = stdout.trim().split(',');
        const ours = patched[at + offset]!;
        assert.deepEqual(
          {file, timestamp: ours.timestamp, author: ours.author},
          {file, timestamp: Number(time) * 1000, author: author.join(',')},
        );
      }),
    );
  }
});

/**
 * Loads the site's config in a new Node process with an empty jiti cache,
 * through the framework's `loadFreshModule` or, with `babel`, through jiti
 * with the framework's options as published (its own Babel). Prints the
 * config as JSON, functions by name, and whether jiti's Babel was loaded.
 */
function loadConfigInNewProcess(babel: boolean): {config: string; babelLoaded: boolean} {
  const script = `
const config = require('path').resolve('docusaurus.config.ts');
const load = ${
    babel
      ? `async () => require('jiti')(require.resolve('@docusaurus/utils/lib/moduleUtils.js'), {cache: true, requireCache: false, interopDefault: true})(config)`
      : `() => require('@docusaurus/utils').loadFreshModule(config)`
  };
load().then((loaded) => console.log(JSON.stringify({
  config: JSON.stringify(loaded, (key, value) => typeof value === 'function' ? 'function ' + value.name : value),
  babelLoaded: Object.keys(require.cache).some((file) => file.endsWith(require('path').join('jiti', 'dist', 'babel.js'))),
})));`;
  const tmp = mkdtempSync(path.join(tmpdir(), 'jiti-cache-'));
  try {
    const output = childProcess.execFileSync(process.execPath, ['-e', script], {
      encoding: 'utf8',
      env: {...process.env, TMPDIR: tmp},
    });
    return JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
}

test('utils: the config compiles with esbuild instead of jiti’s Babel, and loads as it did', () => {
  const patched = loadConfigInNewProcess(false);
  assert.equal(patched.babelLoaded, false, 'jiti loaded its Babel to compile the config');
  const published = loadConfigInNewProcess(true);
  assert.equal(published.babelLoaded, true);
  assert.ok(patched.config.length > 10_000, 'the config came back nearly empty');
  assert.equal(patched.config, published.config);
});

test('utils: a TypeScript module esbuild cannot compile fails with its file, line and what is wrong', async () => {
  const {loadFreshModule} = await import('@docusaurus/utils');
  const dir = mkdtempSync(path.join(tmpdir(), 'jiti-error-'));
  try {
    const file = path.join(dir, 'broken.config.ts');
    writeFileSync(
      file,
      "const title: string = 'Site';\nexport default {title,, url: 'https://example.com'};\n",
    );
    await assert.rejects(
      loadFreshModule(file),
      (error: Error) =>
        error.message.includes('Docusaurus could not load module') &&
        error.message.includes(`${file}:2:`) &&
        /TransformError: Expected identifier but found ","/.test(error.message),
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('utils: Globby lists its matches sorted, whatever order the folders are read in', async () => {
  const {Globby} = (await import('@docusaurus/utils')) as {
    Globby: (patterns: string[], options: {cwd: string}) => Promise<string[]>;
  };
  // globby lists a folder's files when its read finishes: the files at the
  // top come before the deeper ones, whatever their names.
  const root = mkdtempSync(path.join(tmpdir(), 'globby-'));
  try {
    const files = ['z.md', 'k.mdx', 'a/a.md', 'a/b/c.md', 'm/x.md', 'm/y/z/deep.md'];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), '# A page\n');
    }
    assert.deepEqual(await Globby(['**/*.{md,mdx}'], {cwd: root}), [...files].sort());
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('plugin-pwa: loading the plugin leaves workbox-build unloaded, and postBuild loads only its injectManifest', async () => {
  // workbox-build as plugin-pwa resolves it: it is the plugin's dependency, not the site's.
  const pwaFile = require.resolve('@docusaurus/plugin-pwa/lib/index.js');
  const fromPwa = createRequire(pwaFile);
  // Fresh processes, so nothing another test loaded is in their module cache.
  const loadedBy = async (request: string) => {
    const script = `
      require(${JSON.stringify(request)});
      const loaded = (name) => Object.keys(require.cache).some((file) => file.includes(name));
      process.stdout.write(JSON.stringify({
        pwa: loaded('/plugin-pwa/lib/'),
        workbox: loaded('/workbox-build/'),
        bundler: loaded('/node_modules/rollup/') || loaded('/node_modules/@babel/core/'),
      }));
    `;
    const {stdout} = await promisify(childProcess.execFile)(process.execPath, ['-e', script]);
    return JSON.parse(stdout) as Record<string, boolean>;
  };
  assert.deepEqual(await loadedBy(pwaFile), {pwa: true, workbox: false, bundler: false});
  // What postBuild requires is the package's own injectManifest, without
  // generateSW's bundler, which the package's entry loads.
  const injectManifestFile = fromPwa.resolve('workbox-build/build/inject-manifest');
  assert.deepEqual(await loadedBy(injectManifestFile), {
    pwa: false,
    workbox: true,
    bundler: false,
  });
  const workboxEntry = fromPwa.resolve('workbox-build');
  assert.equal((await loadedBy(workboxEntry)).bundler, true);
  const {injectManifest} = fromPwa(injectManifestFile) as {injectManifest: unknown};
  assert.equal(typeof injectManifest, 'function');
  assert.equal(injectManifest, (fromPwa(workboxEntry) as {injectManifest: unknown}).injectManifest);
  const source = readFileSync(pwaFile, 'utf8');
  assert.match(
    source,
    /postBuild[\s\S]*require\("workbox-build\/build\/inject-manifest"\)[\s\S]*injectManifest\)\(/,
  );
});

/**
 * A production build of an entry that loads `pages` lazy chunks, each of them
 * a page that imports the same small module, too small for the split to take
 * it out of the pages: what every MDX page does with `@mdx-js/react`. Returns
 * the files written, the reasons webpack gives for not joining modules, and
 * how often the search for modules to join asked for the shared module's
 * incoming connections.
 */
async function buildPagesSharingAModule(pages: number, withCache: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'concatenation-'));
  const search = optimize.ModuleConcatenationPlugin.prototype as unknown as {
    _tryToAdd: (...args: unknown[]) => unknown;
  };
  const incoming = ModuleGraph.prototype.getIncomingConnectionsByOriginModule;
  const tryToAdd = search._tryToAdd;
  let asked = 0;
  try {
    writeFileSync(
      path.join(dir, 'shared.js'),
      'export const greet = (name) => `Hello, ${name}`;\n',
    );
    for (let page = 0; page < pages; page++) {
      writeFileSync(
        path.join(dir, `page${page}.js`),
        `import {greet} from './shared.js';\nexport default () => greet('page ${page}');\n`,
      );
    }
    writeFileSync(
      path.join(dir, 'entry.js'),
      `export const pages = [${Array.from({length: pages}, (_, page) => `() => import('./page${page}.js')`).join(', ')}];\n`,
    );
    ModuleGraph.prototype.getIncomingConnectionsByOriginModule = function (module) {
      if (module.identifier().endsWith('shared.js')) asked++;
      return incoming.call(this, module);
    };
    // The search as published: _tryToAdd without the cache the patch passes as its 12th argument.
    if (!withCache)
      search._tryToAdd = function (...args) {
        return tryToAdd.apply(this, args.slice(0, 11));
      };
    const outDir = path.join(dir, 'out');
    const stats = await new Promise<Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: './entry.js',
          output: {path: outDir, filename: '[name].js', chunkFilename: '[id].[contenthash:8].js'},
          optimization: {minimize: false},
          infrastructureLogging: {level: 'none'},
        },
        (error, result) =>
          error || !result || result.hasErrors()
            ? reject(error ?? new Error(result?.toString()))
            : resolve(result),
      ),
    );
    const files = Object.fromEntries(
      readdirSync(outDir).map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')]),
    );
    const bailouts = stats
      .toJson({all: false, modules: true, optimizationBailout: true})
      .modules?.map((module) => ({name: module.name, reasons: module.optimizationBailout ?? []}));
    return {files, bailouts, asked};
  } finally {
    ModuleGraph.prototype.getIncomingConnectionsByOriginModule = incoming;
    search._tryToAdd = tryToAdd;
    rmSync(dir, {recursive: true, force: true});
  }
}

test("webpack: the search for modules to join filters a shared module's importers once, and joins what it joined", async () => {
  const pages = 12;
  const published = await buildPagesSharingAModule(pages, false);
  const patched = await buildPagesSharingAModule(pages, true);
  // As published, every page that roots a search filters all the pages that
  // import the shared module: the cost grows with the square of the pages.
  assert.equal(published.asked, pages);
  assert.equal(patched.asked, 1);
  // The same chunks, the same code, and the same reasons not to join.
  assert.equal(Object.keys(patched.files).length, pages + 1);
  assert.deepEqual(patched.files, published.files);
  assert.deepEqual(patched.bailouts, published.bailouts);
  assert.ok(
    patched.bailouts?.some(({reasons}) =>
      reasons.some((reason) =>
        reason.includes('is referenced from different chunks by these modules'),
      ),
    ),
    'the shared module stays apart from the pages that import it',
  );
});

/**
 * How many characters of a long string webpack's wasm hashes take at a time:
 * a wasm memory page, less the largest block, over the most bytes a character
 * encodes to, rounded down to a multiple of 4.
 */
const MAX_SHORT_STRING = Math.floor((65536 - 64) / 4) & ~3;

test('webpack: hashing a long string gives the digest of its UTF-8 bytes, whatever slice an emoji falls on', () => {
  // CachedSource stores the updates a module's code made to a hash as
  // Buffers, so a warm build hashes as bytes what the cold build hashed as a
  // string. When the two differ, the first warm build misses the minimizer's
  // cache for that chunk and writes the cache again.
  assert.match(
    readFileSync(require.resolve('webpack/lib/util/hash/wasm-hash.js'), 'utf8'),
    /MAX_SHORT_STRING = Math\.floor\(\(65536 - 64\) \/ 4\) & ~3;/,
    'the slice length this test places emoji around',
  );
  const emoji = '\u{1F4A5}';
  const boundaries = [MAX_SHORT_STRING, 2 * MAX_SHORT_STRING - 1];
  for (const algorithm of ['xxhash64', 'md4']) {
    for (const boundary of boundaries) {
      for (let at = boundary - 3; at <= boundary + 2; at++) {
        const text = `${'a'.repeat(at)}${emoji}${'b'.repeat(MAX_SHORT_STRING)}`;
        assert.equal(
          webpack.util.createHash(algorithm).update(text).digest('hex'),
          webpack.util.createHash(algorithm).update(Buffer.from(text)).digest('hex'),
          `${algorithm}, an emoji at character ${at}`,
        );
      }
    }
    // Other encodings still slice where they did: a long hex string hashes as its bytes.
    const hex = 'd83d'.repeat(MAX_SHORT_STRING);
    assert.equal(
      webpack.util.createHash(algorithm).update(hex, 'hex').digest('hex'),
      webpack.util.createHash(algorithm).update(Buffer.from(hex, 'hex')).digest('hex'),
      `${algorithm}, a hex string`,
    );
  }
});
