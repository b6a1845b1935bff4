import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
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

/** A bundle that also logs each thread that loads it to `loads.log`; `onLoad` runs after. */
function loggingBundle(dir: string, onLoad = '') {
  const log = JSON.stringify(path.join(dir, 'loads.log'));
  return serverBundle(dir, {onLoad: `appendFileSync(${log}, threadId + '\\n');\n${onLoad}`});
}

/** The threads that loaded the bundle, by id. */
function loads(dir: string): string[] {
  const log = path.join(dir, 'loads.log');
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
}

/** Renders `pathnames`, saying how many to `loadAppRenderer`, as ssg-cache does. */
async function renderFew(ssg: Ssg, bundle: string, outDir: string, pathnames: string[]) {
  const renderer = await ssg.loadAppRenderer({serverBundlePath: bundle, pages: pathnames.length});
  return ssg.generateStaticFiles({
    pathnames,
    renderer,
    params: (await renderParams(outDir)) as never,
  });
}

test(
  'a few pages, when the caller says so, are rendered on the second thread alone, and the main thread never loads the bundle',
  inTempDir('ssg-two-threads-', async (dir) => {
    const few = PAGES.slice(0, 20);
    const bundle = loggingBundle(dir);
    const alone = await render(frameworkSsg(), bundle, path.join(dir, 'one'), few);
    writeFileSync(path.join(dir, 'renders.log'), '');
    writeFileSync(path.join(dir, 'loads.log'), '');
    const both = await renderFew(twoThreads(), bundle, path.join(dir, 'two'), few);

    assert.equal(loads(dir).length, 1, 'loaded once');
    assert.notEqual(loads(dir)[0], '0', 'by the second thread');
    assert.deepEqual([...renders(dir).keys()], loads(dir));
    assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));
    assert.deepEqual(Object.keys(both.collectedData), few);
    assert.deepEqual(heads(both.collectedData), heads(alone.collectedData));
    assert.deepEqual(withoutHeads(both.collectedData), withoutHeads(alone.collectedData));

    // More pages than that: both threads, as before.
    writeFileSync(path.join(dir, 'loads.log'), '');
    await renderFew(twoThreads(), bundle, path.join(dir, 'many'), PAGES);
    assert.deepEqual(loads(dir).sort(), ['0', loads(dir).find((id) => id !== '0')!].sort());
  }),
);

test(
  'when the second thread cannot load the bundle, the main thread loads it and renders the few pages; a bundle that loads nowhere fails as the framework fails',
  inTempDir('ssg-two-threads-', async (dir) => {
    const few = PAGES.slice(0, 5);
    const bundle = loggingBundle(
      dir,
      `if (!isMainThread) throw new Error('no bundle for this thread');`,
    );
    await render(frameworkSsg(), bundle, path.join(dir, 'one'), few);
    writeFileSync(path.join(dir, 'renders.log'), '');
    const warnings = await collectWarnings(async () => {
      await renderFew(twoThreads(), bundle, path.join(dir, 'two'), few);
    });
    assert.match(warnings.join('\n'), /no bundle for this thread/);
    assert.deepEqual([...renders(dir).keys()], ['0']);
    assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));

    const broken = serverBundle(dir, {onLoad: `throw new Error('no bundle anywhere');`});
    const framework = await frameworkSsg()
      .loadAppRenderer({serverBundlePath: broken})
      .then(
        () => assert.fail('the framework loaded it'),
        (error: Error) => error,
      );
    const failure = await collectWarnings(async () => {
      const ours = await renderFew(twoThreads(), broken, path.join(dir, 'three'), few).then(
        () => assert.fail('the lever rendered it'),
        (error: Error) => error,
      );
      assert.equal(ours.message, framework.message);
    });
    assert.equal(failure.length, 1, "the second thread's warning");
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
