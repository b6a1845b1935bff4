import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {inTempDir} from '../runAndClose';
import {frameworkSsg, reportingRenderer, type AppRender, type Ssg} from '../frameworkSsg';
import {
  PAGES,
  TEMPLATE,
  core,
  files,
  heads,
  isNoIndexMetaRoute,
  render,
  renderParams,
  renders,
  serverBundle,
  withoutHeads,
  collectWarnings,
} from '../ssgTestSite';
import ssgTwoThreadsPlugin, {renderOnTwoThreads} from './index';

function twoThreads(): Ssg {
  const ssg = {...frameworkSsg()};
  renderOnTwoThreads(ssg, TEMPLATE);
  return ssg;
}

test(
  'the pages are rendered on both threads and come out as the framework renders them on one',
  inTempDir('ssg-two-threads-', async (dir) => {
    const bundle = serverBundle(dir);
    const alone = await render(frameworkSsg(), bundle, path.join(dir, 'one'));
    writeFileSync(path.join(dir, 'renders.log'), '');
    const both = await render(twoThreads(), bundle, path.join(dir, 'two'));

    const byThread = renders(dir);
    assert.equal(byThread.size, 2, 'pages rendered on the main thread and on the second');
    for (const [thread, pathnames] of byThread) {
      assert.ok(pathnames.length >= 8, `thread ${thread} rendered ${pathnames.length} pages`);
    }
    assert.deepEqual([...byThread.values()].flat().sort(), [...PAGES].sort(), 'each page once');

    assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));
    assert.equal(Object.keys(files(path.join(dir, 'two'))).length, PAGES.length);
    assert.deepEqual(Object.keys(both.collectedData), PAGES, "the framework's order of pages");
    assert.deepEqual(withoutHeads(both.collectedData), withoutHeads(alone.collectedData));
    assert.deepEqual(heads(both.collectedData), heads(alone.collectedData));

    // The sitemap leaves out the pages whose robots tag says noindex, from either thread.
    const head = (data: typeof both) =>
      Object.fromEntries(Object.entries(data.collectedData).map(([p, d]) => [p, d.helmet]));
    const [, secondThreadPages] = [...byThread.values()];
    const leftOut = PAGES.filter((route) => isNoIndexMetaRoute({head: head(both), route}));
    assert.deepEqual(
      leftOut,
      PAGES.filter((route) => isNoIndexMetaRoute({head: head(alone), route})),
    );
    assert.equal(leftOut.length, PAGES.length / 2);
    assert.ok(secondThreadPages!.some((route) => leftOut.includes(route)));
  }),
);

test(
  "a reporting renderer hears of every page, from either thread, with the app's HTML the bundle gave",
  inTempDir('ssg-two-threads-', async (dir) => {
    const bundle = serverBundle(dir);
    const ssg = twoThreads();
    const loaded = await ssg.loadAppRenderer({serverBundlePath: bundle});
    const heard = new Map<string, AppRender>();
    const {collectedData} = await ssg.generateStaticFiles({
      pathnames: PAGES,
      renderer: reportingRenderer(loaded, (pathname, render) => heard.set(pathname, render)),
      params: (await renderParams(path.join(dir, 'out'))) as never,
    });
    assert.equal(renders(dir).size, 2, 'the lever found its second thread behind the wrapper');
    assert.deepEqual([...heard.keys()].sort(), [...PAGES].sort());
    for (const pathname of PAGES) {
      const index = pathname.match(/\d+/)![0];
      assert.match(heard.get(pathname)!.html, new RegExp(`^<main><h1 id="top">Page ${index}</h1>`));
      assert.equal(heard.get(pathname)!.collectedData, collectedData[pathname]);
    }
  }),
);

test(
  'a page that fails is reported as the framework reports it, from either thread',
  inTempDir('ssg-two-threads-', async (dir) => {
    const bundle = serverBundle(dir, {
      onRender: `if (pathname.endsWith('-7/') || pathname.endsWith('-70/')) throw new Error('no page here');`,
    });
    const failure = async (ssg: Ssg, out: string) => {
      try {
        await render(ssg, bundle, path.join(dir, out));
      } catch (error) {
        return error as Error & {cause: AggregateError};
      }
      throw new Error('the render did not fail');
    };
    const alone = await failure(frameworkSsg(), 'one');
    const both = await failure(twoThreads(), 'two');
    assert.match(
      both.message,
      /failed for 2 paths:\n- "?\/docs\/page-7\/"?\n- "?\/docs\/page-70\/"?$/,
    );
    assert.equal(both.message, alone.message);
    assert.deepEqual(
      both.cause.errors.map((error: Error) => [error.message, (error.cause as Error).message]),
      alone.cause.errors.map((error: Error) => [error.message, (error.cause as Error).message]),
    );
    assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));
  }),
);

test(
  'pages the second thread failed to render are rendered again on the main thread',
  inTempDir('ssg-two-threads-', async (dir) => {
    const bundle = serverBundle(dir, {
      onRender: `if (!isMainThread) throw new Error('this thread renders nothing');`,
    });
    const alone = await render(frameworkSsg(), bundle, path.join(dir, 'one'));
    writeFileSync(path.join(dir, 'renders.log'), '');
    const both = await render(twoThreads(), bundle, path.join(dir, 'two'));
    assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));
    assert.deepEqual(heads(both.collectedData), heads(alone.collectedData));
    assert.deepEqual([...renders(dir).values()].flat().sort(), [...PAGES].sort());
  }),
);

test(
  'a second thread that cannot load the bundle says so, and the main thread renders every page',
  inTempDir('ssg-two-threads-', async (dir) => {
    const bundle = serverBundle(dir, {
      onLoad: `if (!isMainThread) throw new Error('no bundle for this thread');`,
    });
    const warnings = await collectWarnings(async () => {
      const alone = await render(frameworkSsg(), bundle, path.join(dir, 'one'));
      writeFileSync(path.join(dir, 'renders.log'), '');
      const both = await render(twoThreads(), bundle, path.join(dir, 'two'));
      assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));
      assert.deepEqual(heads(both.collectedData), heads(alone.collectedData));
    });
    assert.deepEqual([...renders(dir).keys()], ['0'], 'only the main thread rendered');
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /ssg-two-threads: the second render thread stopped/);
    assert.match(warnings[0]!, /no bundle for this thread/);
  }),
);

test("the plugin wraps core's lib/ssg.js once, where the framework's build calls it", () => {
  const build = readFileSync(core.resolve('./lib/commands/build.js'), 'utf8');
  assert.match(build, /\(0, ssg_1\.loadAppRenderer\)\(/);
  assert.match(build, /\(0, ssg_1\.generateStaticFiles\)\(/);

  const ssg = frameworkSsg();
  const {loadAppRenderer, generateStaticFiles} = ssg;
  const context = {siteConfig: {ssrTemplate: TEMPLATE}} as never;
  assert.equal(ssgTwoThreadsPlugin(context).name, 'ssg-two-threads');
  const wrapped = ssg.generateStaticFiles;
  assert.notEqual(wrapped, generateStaticFiles);
  assert.notEqual(ssg.loadAppRenderer, loadAppRenderer);
  ssgTwoThreadsPlugin(context);
  assert.equal(ssg.generateStaticFiles, wrapped, 'wrapped once');
});
