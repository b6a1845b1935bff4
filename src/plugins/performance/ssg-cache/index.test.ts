import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
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
  manifest,
  render,
  renders,
  serverBundle,
  withoutHeads,
  collectWarnings,
} from '../ssgTestSite';
import ssgCachePlugin, {reuseUnchangedPages} from './index';
import type {PageModules} from './pageModules';

/**
 * The framework's render with the lever, as a new build process would install
 * it; `modules` stands for the server compile's module hashes (none: the
 * whole bundle's hash keys every page).
 */
function withStore(
  storeDir: string,
  ssg: Ssg = {...frameworkSsg()},
  modules: PageModules | undefined = undefined,
): Ssg {
  reuseUnchangedPages(ssg, {storeDir, pageModules: () => modules});
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
  renderedPages(dir);
  return {bundle, store, expected};
}

/** The pages the bundle rendered since the last call, sorted; the call empties its log. */
function renderedPages(dir: string): string[] {
  const log = path.join(dir, 'renders.log');
  const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  writeFileSync(log, '');
  return lines.map((line) => line.split(' ')[1]!).sort();
}

const rendered = (dir: string) => renderedPages(dir).length;

test(
  "a build with the last build's bundle takes every page's app from the store, renders none, and writes the framework's pages",
  inTempDir('ssg-cache-', async (dir) => {
    const {bundle, store, expected} = await storeAndReference(dir);

    await render(withStore(store), bundle, path.join(dir, 'first'));
    assert.equal(rendered(dir), PAGES.length, 'the first build renders every page');
    const storeFile = path.join(store, 'renders.json');
    const storedAt = statSync(storeFile).mtimeMs;
    const again = await render(withStore(store), bundle, path.join(dir, 'again'));
    assert.equal(rendered(dir), 0, 'the second renders none');
    assert.equal(statSync(storeFile).mtimeMs, storedAt, 'and leaves the store as it was');

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
  'without module hashes, a changed bundle renders every page again; new template parameters or minification render none and still change the pages; a page more renders only that page',
  inTempDir('ssg-cache-', async (dir) => {
    const store = path.join(dir, 'store');
    let bundle = serverBundle(dir);
    /** A build with the lever and the framework's own, with the same inputs: the same files. */
    const build = async (name: string, pathnames = PAGES, overrides = {}) => {
      await render(
        frameworkSsg(),
        bundle,
        path.join(dir, `${name}-framework`),
        pathnames,
        overrides,
      );
      renderedPages(dir);
      await render(withStore(store), bundle, path.join(dir, name), pathnames, overrides);
      assert.deepEqual(files(path.join(dir, name)), files(path.join(dir, `${name}-framework`)));
      return rendered(dir);
    };
    assert.equal(await build('first'), PAGES.length);

    // One character of one page's code.
    bundle = serverBundle(dir, {onRender: '// edited'});
    assert.equal(await build('edited'), PAGES.length, 'an edited bundle');
    assert.equal(await build('edited-again'), 0);

    // The template step runs for every page, so the new head tag is in each.
    const headTags = '<meta name="generator" content="a plugin">';
    assert.equal(await build('head-tags', PAGES, {headTags}), 0, 'a head tag');
    assert.match(files(path.join(dir, 'head-tags'))['docs/page-3/index.html']!, /a plugin/);
    const renamed = manifest('main.a1b2c3.js');
    assert.equal(
      await build('manifest', PAGES, {headTags, manifest: renamed}),
      0,
      'new file names',
    );
    assert.match(files(path.join(dir, 'manifest'))['docs/page-3/index.html']!, /main\.a1b2c3\.js/);

    assert.equal(await build('fewer', PAGES.slice(1), {headTags}), 0, 'a page less');
    assert.equal(await build('more', PAGES, {headTags}), 1, 'the page back');

    process.env.SKIP_HTML_MINIFICATION =
      process.env.SKIP_HTML_MINIFICATION === 'true' ? 'false' : 'true';
    try {
      assert.equal(await build('minification', PAGES, {headTags}), 0);
    } finally {
      delete process.env.SKIP_HTML_MINIFICATION;
    }
  }),
);

test(
  'with module hashes, a build renders only the pages that recorded a changed chunk, and every page after a shared change',
  inTempDir('ssg-cache-', async (dir) => {
    const {bundle, store, expected} = await storeAndReference(dir);
    const hashes = {layout: 'L', 'chunk-0': '0', 'chunk-1': '1', 'chunk-2': '2', 'chunk-3': '3'};
    const build = async (name: string, shared: string, chunks: Record<string, string>) => {
      const modules = {shared, chunks: new Map(Object.entries(chunks))};
      const {collectedData} = await render(
        withStore(store, {...frameworkSsg()}, modules),
        bundle,
        path.join(dir, name),
      );
      assert.deepEqual(Object.keys(collectedData), PAGES, "the framework's order of pages");
      assert.deepEqual(heads(collectedData), heads(expected));
      assert.deepEqual(withoutHeads(collectedData), withoutHeads(expected));
      assert.deepEqual(files(path.join(dir, name)), files(path.join(dir, 'framework')));
      return renderedPages(dir);
    };

    assert.equal((await build('first', 's', hashes)).length, PAGES.length);
    assert.deepEqual(await build('same', 's', hashes), []);
    const edited = {...hashes, 'chunk-1': '1, edited'};
    assert.deepEqual(
      await build('one-chunk', 's', edited),
      PAGES.filter((_, index) => index % 4 === 1).sort(),
      'the pages that recorded chunk-1',
    );
    assert.deepEqual(await build('one-chunk-again', 's', edited), []);
    const withoutChunk2 = Object.fromEntries(
      Object.entries(edited).filter(([chunk]) => chunk !== 'chunk-2'),
    );
    assert.deepEqual(
      await build('chunk-gone', 's', withoutChunk2),
      PAGES.filter((_, index) => index % 4 === 2).sort(),
      'the pages that recorded a chunk this build lacks',
    );
    assert.equal(
      (await build('layout', 's', {...edited, layout: 'L2'})).length,
      PAGES.length,
      'a chunk every page recorded',
    );
    assert.equal(
      (await build('shared', 's2', {...edited, layout: 'L2'})).length,
      PAGES.length,
      'a shared module',
    );
  }),
);

test(
  'a store that cannot be read is reported, and every page is rendered and stored again; one of an older format is rendered over without a word',
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

    const appHtml = path.join(store, 'app-html.bin');
    writeFileSync(appHtml, readFileSync(appHtml).subarray(0, 1000));
    const cutShort = await renderedDespiteStore('cut-short');
    assert.equal(cutShort.length, 1);
    assert.match(
      cutShort[0]!,
      /ssg-cache: the stored render in .*store could not be read, so every page is rendered\. Error: app-html\.bin is shorter than the index says/,
    );

    const storeFile = path.join(store, 'renders.json');
    writeFileSync(storeFile, '{"format": 2, "pages": [{"cut sho');
    const unreadable = await renderedDespiteStore('unreadable');
    assert.equal(unreadable.length, 1);
    assert.match(
      unreadable[0]!,
      /ssg-cache: the stored render in .*store could not be read, so every page is rendered\. SyntaxError/,
    );

    writeFileSync(storeFile, JSON.stringify({format: 1, key: 'an older store', pages: []}));
    assert.deepEqual(await renderedDespiteStore('older'), []);

    await render(withStore(store), bundle, path.join(dir, 'mended'));
    assert.equal(rendered(dir), 0, 'the store was written whole again');
    assert.deepEqual(files(path.join(dir, 'mended')), files(path.join(dir, 'framework')));
  }),
);

test(
  'over ssg-two-threads, the pages either thread rendered are stored, and only changed ones are rendered again, a few on the second thread alone',
  inTempDir('ssg-cache-', async (dir) => {
    const {bundle, store, expected} = await storeAndReference(dir);
    const hashes = {layout: 'L', 'chunk-0': '0', 'chunk-1': '1', 'chunk-2': '2', 'chunk-3': '3'};
    const bothLevers = (chunks: Record<string, string>) => {
      const ssg = {...frameworkSsg()};
      renderOnTwoThreads(ssg, TEMPLATE);
      return withStore(store, ssg, {shared: 's', chunks: new Map(Object.entries(chunks))});
    };

    const first = await render(bothLevers(hashes), bundle, path.join(dir, 'first'));
    assert.equal(renders(dir).size, 2, 'rendered on the main thread and the second');
    assert.equal(rendered(dir), PAGES.length);
    const again = await render(bothLevers(hashes), bundle, path.join(dir, 'again'));
    assert.deepEqual(renderedPages(dir), [], "the second thread's pages were stored too");
    const edited = await render(
      bothLevers({...hashes, 'chunk-3': '3, edited'}),
      bundle,
      path.join(dir, 'edited'),
    );
    const [thread, ...others] = renders(dir).keys();
    assert.deepEqual(others, [], 'the 20 changed pages were rendered on one thread');
    assert.notEqual(thread, '0', 'the second: the main thread did not load the bundle');
    assert.deepEqual(renderedPages(dir), PAGES.filter((_, index) => index % 4 === 3).sort());
    for (const [name, {collectedData}] of Object.entries({first, again, edited})) {
      assert.deepEqual(heads(collectedData), heads(expected), name);
      assert.deepEqual(withoutHeads(collectedData), withoutHeads(expected), name);
      assert.deepEqual(files(path.join(dir, name)), files(path.join(dir, 'framework')), name);
    }
  }),
);

test("the plugin wraps core's lib/ssg.js once, over ssg-two-threads, hashes the server compile's modules and stores in node_modules/.cache", () => {
  const build = readFileSync(core.resolve('./lib/commands/build.js'), 'utf8');
  assert.match(build, /\(0, ssg_1\.loadAppRenderer\)\(/);
  assert.match(build, /\(0, ssg_1\.generateStaticFiles\)\(/);
  // The template step the framework runs on every page, the stored ones too.
  assert.match(
    readFileSync(core.resolve('./lib/ssg.js'), 'utf8'),
    /const result = await renderer\(\{\s*pathname,\s*\}\);\s*\/\/ This renders the full page HTML, including head tags\.\.\.\s*const fullPageHtml = \(0, templates_1\.renderSSRTemplate\)\(\{\s*params,\s*result,\s*\}\);/,
  );
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
  const context = {
    siteDir: '/site',
    generatedFilesDir: '/site/.docusaurus',
    siteConfig: {ssrTemplate: TEMPLATE},
  } as never;
  const plugin = ssgCachePlugin(context);
  assert.equal(plugin.name, 'ssg-cache');
  const configure = (isServer: boolean) =>
    (plugin.configureWebpack as (config: unknown, isServer: boolean) => {plugins?: unknown[]})(
      {},
      isServer,
    );
  assert.equal(configure(true).plugins?.length, 1, 'the server compile hashes its modules');
  assert.equal(configure(false).plugins, undefined, 'the client compile is left alone');
  const wrapped = ssg.generateStaticFiles;
  assert.notEqual(wrapped, generateStaticFiles);
  assert.notEqual(ssg.loadAppRenderer, loadAppRenderer);
  ssgCachePlugin(context);
  assert.equal(ssg.generateStaticFiles, wrapped, 'wrapped once');
  const state = (ssg as unknown as Record<symbol, {storeDir: string}>)[Symbol.for('ssg-cache')];
  assert.equal(state?.storeDir, path.join('/site', 'node_modules', '.cache', 'ssg-cache'));
});
