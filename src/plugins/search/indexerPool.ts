/**
 * Pages indexed in worker threads, beside the build's main thread.
 *
 * Why: the plugins' `postBuild` steps run at the same time, but on one
 * thread, so the search indexer (parsing about 440 pages, then
 * building the shards: about 2.5 s of a cold build's main thread in a CPU
 * profile) and the service worker's webpack compile took turns while the
 * machine's other core did little. The workers run `indexBuiltPage` and
 * `buildShards`: they read each page, key it for the build cache and index
 * it unless the cache holds that key (they are told its keys when they
 * start). The main thread sends every worker the whole list of pages once
 * and takes the records back, so a main thread busy with the other plugins
 * does not hold the pages back. Each worker takes the next page nobody has
 * taken, through a counter in memory they share: pages differ in size, and a
 * share fixed in advance could leave one worker idle while another had a
 * queue.
 *
 * The site loads its plugins from TypeScript, which a worker thread cannot
 * start from. So esbuild bundles the worker's entry (indexWorker.ts) with the
 * packages it imports, in about 50 ms, and the worker runs that text.
 */
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {build} from 'esbuild';
import type {PageIndexer} from './collect';
import type {IndexReply, IndexResult, IndexTask, IndexWorkerData} from './indexWorker';
import type {BuiltShards, ShardOptions} from './shards';
import type {SearchRecord} from './types';

export interface IndexerPool {
  /**
   * `indexBuiltPage` of each page, off the main thread, shared among the
   * workers; `next` counts the pages taken (a caller may pass it to watch).
   */
  index(pages: Parameters<PageIndexer>[0], next?: SharedArrayBuffer): ReturnType<PageIndexer>;
  /** `buildShards`, off the main thread. */
  shards(records: SearchRecord[], options: ShardOptions): Promise<BuiltShards>;
  /**
   * Starts the workers now rather than with the first task. Once it has
   * resolved, `index` hands the pages over in the turn it is called.
   */
  start(): Promise<void>;
  /** Stops the workers; tasks still waiting are refused. */
  close(): Promise<void>;
}

/** Workers to start: one core stays with the build's main thread, and four are plenty. */
export function poolSize(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

/** indexWorker.ts and the packages it imports, as one CommonJS script. */
async function bundleWorker(): Promise<string> {
  const {outputFiles} = await build({
    entryPoints: [path.join(__dirname, 'indexWorker.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node18',
    write: false,
    logLevel: 'silent',
  });
  return outputFiles[0]!.text;
}

type Pending = {resolve: (result: unknown) => void; reject: (error: Error) => void; what: string};

/** What a task is about, for an error message. */
const describe = (task: IndexTask) =>
  task.task === 'pages' ? 'indexing the pages' : 'building the shards';

/** One worker thread and the tasks it has been sent and not yet answered. */
class IndexWorker {
  readonly pending = new Map<number, Pending>();
  private readonly thread: Worker;
  private failure: Error | null = null;

  constructor(code: string, data: IndexWorkerData) {
    this.thread = new Worker(code, {eval: true, workerData: data});
    this.thread.on('message', (reply: IndexReply) => {
      const task = this.pending.get(reply.id);
      if (!task) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.thread.unref();
      if ('error' in reply) {
        task.reject(new Error(`Search indexer: ${task.what} failed: ${reply.error}`));
      } else {
        task.resolve(reply.result);
      }
    });
    this.thread.on('error', (error) => this.fail(error));
    this.thread.on('exit', (code) => {
      this.fail(new Error(`Search indexer: a worker thread stopped (exit code ${code}).`));
    });
    // An idle worker does not keep the process alive: a pool started ahead (`start`) waits
    // through the build for pages that a failed build never sends. After the listeners,
    // since adding a 'message' listener refs the thread again.
    this.thread.unref();
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const task of this.pending.values()) task.reject(this.failure);
    this.pending.clear();
  }

  send<T extends IndexTask>(request: {id: number} & T): Promise<IndexResult<T>> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const what = describe(request);
      this.pending.set(request.id, {resolve: resolve as Pending['resolve'], reject, what});
      this.thread.ref();
      this.thread.postMessage(request);
    });
  }

  async terminate() {
    this.failure ??= new Error('Search indexer: the pool is closed.');
    await this.thread.terminate();
  }
}

/**
 * A pool of `size` workers that index the pages of a site (`data`). They
 * start with the first task, so a build with no page to index starts none,
 * or when `start` is called.
 */
export function startIndexerPool(data: IndexWorkerData, size = poolSize()): IndexerPool {
  let workers: Promise<IndexWorker[]> | null = null;
  /** The workers, once started: tasks then reach them without waiting a turn. */
  let running: IndexWorker[] | null = null;
  let closed = false;
  let nextId = 0;
  async function started(): Promise<IndexWorker[]> {
    if (closed) throw new Error('Search indexer: the pool is closed.');
    workers ??= bundleWorker().then((code) => {
      running = Array.from({length: size}, () => new IndexWorker(code, data));
      return running;
    });
    return workers;
  }
  const send = <T extends IndexTask>(worker: IndexWorker, task: T) => {
    nextId += 1;
    return worker.send({id: nextId, ...task});
  };
  return {
    async index(pages, next = new SharedArrayBuffer(4)) {
      if (pages.length === 0) return [];
      // Every worker gets the list; the shared counter hands each page to one of them.
      const task = {task: 'pages', pages, next} as const;
      // Sent in this turn when the workers are running: the build's main thread goes on to
      // other plugins' synchronous steps before it would come back to an await here.
      const taken = await Promise.all(
        (running ?? (await started())).map((worker) => send(worker, task)),
      );
      const results: Awaited<ReturnType<PageIndexer>> = new Array(pages.length).fill(null);
      for (const [place, page] of taken.flat()) results[place] = page;
      return results;
    },
    async shards(records, options) {
      // The least busy worker, should a build ask for shards while pages are being indexed.
      const worker = (await started()).reduce((least, candidate) =>
        candidate.pending.size < least.pending.size ? candidate : least,
      );
      return send(worker, {task: 'shards', records, options});
    },
    async start() {
      await started();
    },
    async close() {
      closed = true;
      // A bundle that failed started no worker; its error reached the task that asked.
      const started = workers ? await workers.catch(() => []) : [];
      await Promise.all(started.map((worker) => worker.terminate()));
    },
  };
}

/** Runs `work` with `pool`, and stops the pool after, however `work` ends. */
export async function closingAfter<T>(pool: IndexerPool, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await pool.close();
  }
}

/** Runs `work` with a pool started for the site, and stops the pool after, however `work` ends. */
export function withIndexerPool<T>(
  data: IndexWorkerData,
  work: (pool: IndexerPool) => Promise<T>,
  size = poolSize(),
): Promise<T> {
  const pool = startIndexerPool(data, size);
  return closingAfter(pool, () => work(pool));
}
