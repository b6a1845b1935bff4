import {mock, test} from 'node:test';
import assert from 'node:assert/strict';
import {performance} from 'node:perf_hooks';
import workerThreads from 'node:worker_threads';
import {indexPage} from './indexer';
import {poolSize, startIndexerPool, withIndexerPool, type IndexerPool} from './indexerPool';
import {buildShards} from './shards';
import {FIXTURE_PAGES as PAGES, fixtureHtml as html} from './__fixtures__/pages';

const SITE_TITLE = 'My Site';

/** A pool of `size` workers for the test site, closed after `work`. */
const withPool = (size: number, work: (pool: IndexerPool) => Promise<void>) =>
  withIndexerPool(SITE_TITLE, work, size);

test('a worker indexes a page and builds the shards as this thread does', async () => {
  await withPool(2, async (pool) => {
    const records = [];
    for (const [sitePath, fixture] of Object.entries(PAGES)) {
      const expected = indexPage(html(fixture), sitePath, {siteTitle: SITE_TITLE});
      assert.ok(expected.length > 0, `${fixture} has records`);
      assert.deepEqual(await pool.index(html(fixture), sitePath), expected, sitePath);
      records.push(...expected);
    }
    const options = {maxGzipBytes: 150 * 1024};
    assert.deepEqual(await pool.shards(records, options), buildShards(records, options));
  });
});

test("the indexing runs off the build's main thread", async () => {
  const page = html(PAGES['/docs/3.4.0/sidebar/items/']);
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
        Array.from({length: COPIES}, (_, copy) => pool.index(page, `/docs/copy-${copy}/`)),
      ),
    );
  });
  assert.ok(here > 0.8, `indexing here kept the main thread ${Math.round(here * 100)} % busy`);
  assert.ok(
    inWorkers < 0.5,
    `with the pool the main thread was ${Math.round(inWorkers * 100)} % busy`,
  );
});

test('a page that cannot be indexed fails with its path, and the pool goes on', async () => {
  await withPool(1, async (pool) => {
    // Not a string: the worker's indexPage throws on it.
    await assert.rejects(
      pool.index(null as unknown as string, '/docs/broken/'),
      /indexing \/docs\/broken\/ failed/,
    );
    assert.ok((await pool.index(html(PAGES['/showcase/']), '/showcase/')).length > 0);
  });
});

test('a closed pool refuses pages with a clear message', async () => {
  const pool = startIndexerPool(SITE_TITLE, 1);
  assert.ok((await pool.index(html(PAGES['/showcase/']), '/showcase/')).length > 0);
  await pool.close();
  await assert.rejects(pool.index(html(PAGES['/showcase/']), '/showcase/'), /pool is closed/);
});

test('a pool starts its workers with its first task, so a build with nothing to index starts none', async () => {
  const started = mock.method(workerThreads, 'Worker');
  try {
    const idle = startIndexerPool(SITE_TITLE, 2);
    await idle.close();
    assert.equal(started.mock.callCount(), 0, 'a pool given no task starts no thread');
    await withPool(2, async (pool) => {
      await pool.index(html(PAGES['/showcase/']), '/showcase/');
    });
    assert.equal(started.mock.callCount(), 2, 'the first task starts the pool');
  } finally {
    started.mock.restore();
  }
});

test('one core stays with the main thread, and no more than four workers start', () => {
  assert.deepEqual([1, 2, 4, 8, 64].map(poolSize), [1, 1, 3, 4, 4]);
});
