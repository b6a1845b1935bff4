import {mock, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdir, mkdtemp, open, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import {performance} from 'node:perf_hooks';
import path from 'node:path';
import workerThreads from 'node:worker_threads';
import {SearchBuildCache} from './buildCache';
import {indexBuiltPage, pageKey} from './builtPage';
import {collectRecords} from './collect';
import {indexPage} from './indexer';
import type {IndexWorkerData} from './indexWorker';
import {poolSize, startIndexerPool, withIndexerPool, type IndexerPool} from './indexerPool';
import {buildShards} from './shards';
import {FIXTURE_PAGES as PAGES, FIXTURES, fixtureHtml as html} from './__fixtures__/pages';

const SITE_TITLE = 'My Site';
const SITE: IndexWorkerData = {siteTitle: SITE_TITLE, storedKeys: []};

/** A pool of `size` workers for the test site, closed after `work`. */
const withPool = (size: number, work: (pool: IndexerPool) => Promise<void>, site = SITE) =>
  withIndexerPool(site, work, size);

/** A fixture page, as a page of the build. */
const page = (fixture: string, sitePath: string) => ({
  file: path.join(FIXTURES, fixture),
  sitePath,
});

/** One page through the pool. */
const indexOne = async (pool: IndexerPool, fixture: string, sitePath: string) =>
  (await pool.index([page(fixture, sitePath)]))[0];

test('a worker reads, keys and indexes a page and builds the shards as this thread does', async () => {
  await withPool(2, async (pool) => {
    const records = [];
    for (const [sitePath, fixture] of Object.entries(PAGES)) {
      const expected = indexPage(html(fixture), sitePath, {siteTitle: SITE_TITLE});
      assert.ok(expected.length > 0, `${fixture} has records`);
      assert.deepEqual(
        await indexOne(pool, fixture, sitePath),
        {key: pageKey(sitePath, html(fixture)), records: expected},
        sitePath,
      );
      records.push(...expected);
    }
    const options = {maxGzipBytes: 150 * 1024};
    assert.deepEqual(await pool.shards(records, options), buildShards(records, options));
  });
});

test('a page the build cache holds is keyed and left to the cache; a page with no file is null', async () => {
  const cached = '/showcase/';
  const site = {siteTitle: SITE_TITLE, storedKeys: [pageKey(cached, html(PAGES[cached]))]};
  await withPool(
    1,
    async (pool) => {
      assert.deepEqual(await indexOne(pool, PAGES[cached], cached), {
        key: pageKey(cached, html(PAGES[cached])),
        records: null,
      });
      const other = '/blog/2024/05/01/post/';
      assert.ok((await indexOne(pool, PAGES[other], other))?.records?.length, 'indexed');
      assert.equal(await indexOne(pool, 'missing.html', '/gone/'), null);
    },
    site,
  );
});

test('a worker that is free takes the next page, while another is held on a slow one', async () => {
  // Two pages are named pipes: reading one waits until this test writes it. The first worker
  // takes the first pipe and is held there; the other must then take every page after it and
  // open the last pipe, which this test waits for before it lets the first worker go. With each
  // worker given every other page in advance, the last page (its place is even) would wait
  // behind the first, and so would this test.
  const root = await mkdtemp(path.join(os.tmpdir(), 'search-pool-'));
  const fixture = PAGES['/showcase/'];
  const pipe = (name: string) => {
    execFileSync('mkfifo', [path.join(root, name)]);
    return path.join(root, name);
  };
  const pages = [
    {file: pipe('first.html'), sitePath: '/held/first/'},
    ...Array.from({length: 9}, (_, n) => page(fixture, `/docs/page-${n}/`)),
    {file: pipe('last.html'), sitePath: '/held/last/'},
  ];
  /** Writes a page into a pipe: it opens once a worker reads it. */
  const release = async (file: string) => {
    const handle = await open(file, 'w');
    await handle.writeFile(html(fixture));
    await handle.close();
  };
  try {
    await withPool(2, async (pool) => {
      await indexOne(pool, fixture, '/showcase/'); // both workers are up
      const indexing = pool.index(pages);
      let timer: NodeJS.Timeout | undefined;
      const lastOpened = release(pages.at(-1)!.file).then(() => true);
      const reached = await Promise.race([
        lastOpened,
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), 20_000);
        }),
      ]);
      clearTimeout(timer);
      await release(pages[0]!.file);
      if (!reached) await lastOpened; // let the held worker finish, then fail
      assert.ok(reached, 'no worker reached the last page while one was held on the first');
      const results = await indexing;
      assert.deepEqual(
        results.map((result) => result?.key),
        pages.map(({sitePath}) => pageKey(sitePath, html(fixture))),
        'every page indexed once, in the order of the list',
      );
    });
  } finally {
    await rm(root, {recursive: true, force: true});
  }
});

test("the indexing runs off the build's main thread", async () => {
  const fixture = PAGES['/docs/3.4.0/sidebar/items/'];
  const page = html(fixture);
  const COPIES = 60;
  /** The share of the time the main thread's event loop was busy while `work` ran. */
  async function mainThreadBusy(work: () => Promise<unknown>) {
    const before = performance.eventLoopUtilization();
    await work();
    return performance.eventLoopUtilization(before).utilization;
  }
  const here = await mainThreadBusy(async () => {
    for (let copy = 0; copy < COPIES; copy += 1) {
      indexPage(page, `/docs/copy-${copy}/`, {siteTitle: SITE_TITLE});
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  let inWorkers = 1;
  await withPool(1, async (pool) => {
    inWorkers = await mainThreadBusy(() =>
      Promise.all(
        Array.from({length: COPIES}, (_, copy) => indexOne(pool, fixture, `/docs/copy-${copy}/`)),
      ),
    );
  });
  assert.ok(here > 0.8, `indexing here kept the main thread ${Math.round(here * 100)} % busy`);
  assert.ok(
    inWorkers < 0.5,
    `with the pool the main thread was ${Math.round(inWorkers * 100)} % busy`,
  );
});

test("the workers go through every page of the build while the main thread is busy with other plugins' steps", async () => {
  // A build folder of the same docs page under many routes, indexed into an empty cache.
  const root = await mkdtemp(path.join(os.tmpdir(), 'search-pool-'));
  const COPIES = 60;
  const routes = Array.from({length: COPIES}, (_, copy) => `/docs/copy-${copy}/`);
  const docsFixture = PAGES['/docs/3.4.0/sidebar/items/'];
  try {
    for (const route of routes) {
      await mkdir(path.join(root, 'build', route), {recursive: true});
      await writeFile(path.join(root, 'build', route, 'index.html'), html(docsFixture));
    }
    // What a worker does with each page (read it, key it, index it), timed on this thread.
    const noKeys = new Set<string>();
    const started = performance.now();
    for (const route of routes) {
      indexBuiltPage(path.join(root, 'build', route, 'index.html'), route, noKeys, SITE_TITLE);
    }
    const onThisThread = performance.now() - started;
    await withPool(1, async (pool) => {
      // The worker is up and has indexed pages of this kind, as mid-build: this thread's code is
      // warm from the pages above, and a worker's first pages take several times as long.
      await pool.index(routes.map((route) => page(docsFixture, `/warm${route}`)));
      const cache = await SearchBuildCache.open(path.join(root, 'cache'), 'v1', {});
      const builtSite = {
        outDir: path.join(root, 'build'),
        baseUrl: '/',
        trailingSlash: true,
        title: SITE_TITLE,
      };
      // The pool's counter of pages taken: a worker takes one more than there are when it has
      // indexed the last one, so it tells how many pages were left when the block ended.
      const next = new SharedArrayBuffer(4);
      const collecting = collectRecords(builtSite, routes, cache, (pages) =>
        pool.index(pages, next),
      );
      // One turn of the event loop, then the main thread blocked, as by another plugin's
      // synchronous work, for three times what the pages take to index here (a worker is slower
      // on a machine this busy): a worker that has them all meanwhile has little left after. The
      // worker shares the machine with the other test files, so a few may be left: under 0.3 of them.
      await new Promise((resolve) => setImmediate(resolve));
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3 * onThisThread);
      const left = Math.min(COPIES, COPIES + 1 - Atomics.load(new Int32Array(next), 0));
      const records = await collecting;
      assert.equal(cache.misses, COPIES);
      assert.equal(new Set(records.map((record) => record.url.split('#')[0])).size, COPIES);
      assert.ok(
        left < 0.3 * COPIES,
        `${left} of ${COPIES} pages were left to index after the main thread's ${Math.round(3 * onThisThread)} ms of other work (the pages take ${Math.round(onThisThread)} ms on one thread)`,
      );
    });
  } finally {
    await rm(root, {recursive: true, force: true});
  }
});

test('a pool started ahead gets the pages in the turn it is asked for them, while this thread stays busy', async () => {
  const pool = startIndexerPool(SITE, 1);
  try {
    await pool.start();
    const next = new SharedArrayBuffer(4);
    const taken = new Int32Array(next);
    const indexing = pool.index([page(PAGES['/showcase/'], '/showcase/')], next);
    // This thread does not yield until a worker has taken the page, or for 10 s: as in
    // postBuild, where the main thread goes on to other plugins' synchronous steps.
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (let waited = 0; Atomics.load(taken, 0) === 0 && waited < 10_000; waited += 10) {
      Atomics.wait(pause, 0, 0, 10);
    }
    assert.ok(Atomics.load(taken, 0) > 0, 'no worker took the page while this thread was busy');
    assert.ok((await indexing)[0]?.records?.length);
  } finally {
    await pool.close();
  }
});

test('an idle pool started ahead does not keep the process alive', () => {
  // A build that fails before postBuild never hands the pool its pages, nor closes it.
  const script = `const {startIndexerPool} = require(${JSON.stringify(path.join(__dirname, 'indexerPool.ts'))});
startIndexerPool({siteTitle: 'My Site', storedKeys: []}, 1).start().then(() => console.log('started'));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.equal(output.trim(), 'started');
});

test('a page that cannot be indexed fails with its path, and the pool goes on', async () => {
  await withPool(1, async (pool) => {
    // Not a file name: the worker throws on it.
    await assert.rejects(
      pool.index([{file: null as unknown as string, sitePath: '/docs/broken/'}]),
      /indexing \/docs\/broken\/ failed/,
    );
    assert.ok((await indexOne(pool, PAGES['/showcase/'], '/showcase/'))?.records?.length);
  });
});

test('a closed pool refuses pages with a clear message', async () => {
  const pool = startIndexerPool(SITE, 1);
  assert.ok((await indexOne(pool, PAGES['/showcase/'], '/showcase/'))?.records?.length);
  await pool.close();
  await assert.rejects(indexOne(pool, PAGES['/showcase/'], '/showcase/'), /pool is closed/);
});

test('a pool starts its workers with its first task, so a build with nothing to index starts none', async () => {
  const started = mock.method(workerThreads, 'Worker');
  try {
    const idle = startIndexerPool(SITE, 2);
    await idle.close();
    assert.equal(started.mock.callCount(), 0, 'a pool given no task starts no thread');
    await withPool(2, async (pool) => {
      await indexOne(pool, PAGES['/showcase/'], '/showcase/');
    });
    assert.equal(started.mock.callCount(), 2, 'the first task starts the pool');
  } finally {
    started.mock.restore();
  }
});

test('one core stays with the main thread, and no more than four workers start', () => {
  assert.deepEqual([1, 2, 4, 8, 64].map(poolSize), [1, 1, 3, 4, 4]);
});
