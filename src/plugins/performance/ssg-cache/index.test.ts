import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {inTempDir} from '../runAndClose';
import {frameworkSsg, type Ssg} from '../frameworkSsg';
import {performancePlugins} from '../index';
import ssgTwoThreadsPlugin, {renderOnTwoThreads} from '../ssg-two-threads';
import {
  PAGES,
  TEMPLATE,
  core,
  files,
  heads,
  isNoIndexMetaRoute,
  render,
  renders,
  serverBundle,
  withoutHeads,
  collectWarnings,
} from '../ssgTestSite';
import ssgCachePlugin, {pageFile, reuseUnchangedRender} from './index';

/** The framework's render with the lever, as a new build process would install it. */
function withStore(storeDir: string, ssg: Ssg = {...frameworkSsg()}): Ssg {
  reuseUnchangedRender(ssg, {storeDir, templateSource: TEMPLATE});
  return ssg;
}

/**
 * The test bundle in `dir`, a store folder for the lever, and the collected
 * data of the framework's own render into `<dir>/framework`, the reference;
 * the render log starts empty.
 */
async function storeAndReference(dir: string) {
  const bundle = serverBundle(dir);
  const store = path.join(dir, 'store');
  const expected = (await render(frameworkSsg(), bundle, path.join(dir, 'framework')))
    .collectedData;
  rendered(dir);
  return {bundle, store, expected};
}

/** How many pages the bundle rendered since the last call, which empties its log. */
function rendered(dir: string): number {
  const log = path.join(dir, 'renders.log');
  const count = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0;
  writeFileSync(log, '');
  return count;
}

test(
  "a build with the last build's bundle, template and parameters copies its pages and renders none",
  inTempDir('ssg-cache-', async (dir) => {
    const {bundle, store, expected} = await storeAndReference(dir);

    await render(withStore(store), bundle, path.join(dir, 'first'));
    assert.equal(rendered(dir), PAGES.length, 'the first build renders every page');
    const again = await render(withStore(store), bundle, path.join(dir, 'again'));
    assert.equal(rendered(dir), 0, 'the second renders none');

    assert.deepEqual(files(path.join(dir, 'again')), files(path.join(dir, 'framework')));
    assert.equal(Object.keys(files(path.join(dir, 'again'))).length, PAGES.length);
    assert.deepEqual(Object.keys(again.collectedData), PAGES, "the framework's order of pages");
    assert.deepEqual(withoutHeads(again.collectedData), withoutHeads(expected));
    assert.deepEqual(heads(again.collectedData), heads(expected));
    // The sitemap leaves out the same noindex pages.
    const head = (data: typeof again) =>
      Object.fromEntries(Object.entries(data.collectedData).map(([p, d]) => [p, d.helmet]));
    const leftOut = PAGES.filter((route) => isNoIndexMetaRoute({head: head(again), route}));
    assert.deepEqual(
      leftOut,
      PAGES.filter((route) => isNoIndexMetaRoute({head: head({collectedData: expected}), route})),
    );
    assert.equal(leftOut.length, PAGES.length / 2);
  }),
);

test(
  'a changed bundle, template parameter, page list or minification setting renders every page again',
  inTempDir('ssg-cache-', async (dir) => {
    const store = path.join(dir, 'store');
    const build = async (name: string, pathnames = PAGES, overrides = {}) => {
      await render(withStore(store), bundle, path.join(dir, name), pathnames, overrides);
      return rendered(dir);
    };
    let bundle = serverBundle(dir);
    assert.equal(await build('first'), PAGES.length);

    // One character of one page's code.
    bundle = serverBundle(dir, {onRender: '// edited'});
    assert.equal(await build('edited'), PAGES.length, 'an edited bundle');
    assert.equal(await build('edited-again'), 0);

    const headTags = '<meta name="generator" content="a plugin">';
    assert.equal(await build('head-tags', PAGES, {headTags}), PAGES.length, 'a head tag');
    assert.equal(await build('head-tags-again', PAGES, {headTags}), 0);

    assert.equal(await build('fewer', PAGES.slice(1), {headTags}), PAGES.length - 1, 'a page less');
    assert.equal(await build('fewer-again', PAGES.slice(1), {headTags}), 0);

    process.env.SKIP_HTML_MINIFICATION =
      process.env.SKIP_HTML_MINIFICATION === 'true' ? 'false' : 'true';
    try {
      assert.equal(await build('minification', PAGES.slice(1), {headTags}), PAGES.length - 1);
    } finally {
      delete process.env.SKIP_HTML_MINIFICATION;
    }
  }),
);

test(
  'pageFile names the file the framework writes for each page',
  inTempDir('ssg-cache-', async (dir) => {
    const bundle = serverBundle(dir);
    const cases = [
      {baseUrl: '/', trailingSlash: undefined},
      {baseUrl: '/', trailingSlash: true},
      {baseUrl: '/', trailingSlash: false},
      {baseUrl: '/base/', trailingSlash: false},
      {baseUrl: '/base/', trailingSlash: undefined},
    ];
    for (const [index, settings] of cases.entries()) {
      const root = settings.baseUrl.slice(0, -1);
      const pathnames = ['/page-1/', '/docs/page-2', '/page-3.html', '/docs/deep/page-4/'].map(
        (pathname) => root + pathname,
      );
      const outDir = path.join(dir, `case-${index}`);
      await render(frameworkSsg(), bundle, outDir, pathnames, settings);
      const written = readdirSync(outDir, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
        .sort();
      assert.deepEqual(
        pathnames.map((pathname) => pageFile(pathname, settings as never)).sort(),
        written,
        JSON.stringify(settings),
      );
    }
  }),
);

test(
  'a store that cannot be read is reported, and every page is rendered and stored again',
  inTempDir('ssg-cache-', async (dir) => {
    const {bundle, store, expected} = await storeAndReference(dir);
    await render(withStore(store), bundle, path.join(dir, 'first'));
    rendered(dir);
    /** A build into `<dir>/<name>` that renders every page as the framework does; its warnings. */
    const renderedDespiteStore = async (name: string) => {
      let result: Awaited<ReturnType<typeof render>> | undefined;
      const warnings = await collectWarnings(async () => {
        result = await render(withStore(store), bundle, path.join(dir, name));
      });
      assert.equal(rendered(dir), PAGES.length);
      assert.deepEqual(files(path.join(dir, name)), files(path.join(dir, 'framework')));
      assert.deepEqual(heads(result!.collectedData), heads(expected));
      return warnings;
    };

    writeFileSync(path.join(store, 'pages.json'), '{"key": "cut sho');
    const unreadable = await renderedDespiteStore('unreadable');
    assert.equal(unreadable.length, 1);
    assert.match(
      unreadable[0]!,
      /ssg-cache: the stored render .*pages\.json could not be read, so every page is rendered/,
    );

    unlinkSync(path.join(store, 'pages', 'docs', 'page-5', 'index.html'));
    const missing = await renderedDespiteStore('missing');
    assert.equal(missing.length, 1);
    assert.match(
      missing[0]!,
      /ssg-cache: the stored pages in .* could not be copied, so every page is rendered/,
    );

    await render(withStore(store), bundle, path.join(dir, 'mended'));
    assert.equal(rendered(dir), 0, 'the store was written whole again');
    assert.deepEqual(files(path.join(dir, 'mended')), files(path.join(dir, 'framework')));
  }),
);

test(
  'over ssg-two-threads, a new bundle is rendered on both threads and an unchanged one on none',
  inTempDir('ssg-cache-', async (dir) => {
    const {bundle, store, expected} = await storeAndReference(dir);
    const bothLevers = () => {
      const ssg = {...frameworkSsg()};
      renderOnTwoThreads(ssg, TEMPLATE);
      return withStore(store, ssg);
    };

    const first = await render(bothLevers(), bundle, path.join(dir, 'first'));
    assert.equal(renders(dir).size, 2, 'rendered on the main thread and the second');
    assert.equal(rendered(dir), PAGES.length);
    const again = await render(bothLevers(), bundle, path.join(dir, 'again'));
    assert.equal(rendered(dir), 0);
    for (const {collectedData} of [first, again]) {
      assert.deepEqual(heads(collectedData), heads(expected));
      assert.deepEqual(withoutHeads(collectedData), withoutHeads(expected));
    }
    assert.deepEqual(files(path.join(dir, 'again')), files(path.join(dir, 'framework')));
  }),
);

test("the plugin wraps core's lib/ssg.js once, over ssg-two-threads, and stores in node_modules/.cache", () => {
  const build = readFileSync(core.resolve('./lib/commands/build.js'), 'utf8');
  assert.match(build, /\(0, ssg_1\.loadAppRenderer\)\(/);
  assert.match(build, /\(0, ssg_1\.generateStaticFiles\)\(/);
  // `docusaurus clear` empties node_modules/.cache, so a cold build has no store.
  assert.match(
    readFileSync(core.resolve('./lib/commands/clear.js'), 'utf8'),
    /\['node_modules', '\.yarn'\]\.map\(\(p\) => \(\{\s*path: path_1\.default\.join\(siteDir, p, '\.cache'\)/,
  );

  const plugins: unknown[] = performancePlugins({} as never);
  assert.ok(
    plugins.indexOf(ssgCachePlugin) > plugins.indexOf(ssgTwoThreadsPlugin),
    'ssg-cache comes after ssg-two-threads, so it wraps it',
  );

  const ssg = frameworkSsg();
  const {loadAppRenderer, generateStaticFiles} = ssg;
  const context = {siteDir: '/site', siteConfig: {ssrTemplate: TEMPLATE}} as never;
  assert.equal(ssgCachePlugin(context).name, 'ssg-cache');
  const wrapped = ssg.generateStaticFiles;
  assert.notEqual(wrapped, generateStaticFiles);
  assert.notEqual(ssg.loadAppRenderer, loadAppRenderer);
  ssgCachePlugin(context);
  assert.equal(ssg.generateStaticFiles, wrapped, 'wrapped once');
  const state = (ssg as unknown as Record<symbol, {storeDir: string}>)[Symbol.for('ssg-cache')];
  assert.equal(state?.storeDir, path.join('/site', 'node_modules', '.cache', 'ssg-cache'));
});
