import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  CORE_PACKAGE,
  frameworkSsg,
  loadedRenderer,
  reportRender,
  type PageData,
  type Pages,
  type Params,
  type Renderer,
  type Ssg,
} from '../frameworkSsg';
import {headFromData, type HeadData} from '../pageHead.mjs';

/**
 * Renders the static pages on two threads: the build's main thread and a
 * worker thread that loads its own copy of the server bundle.
 *
 * Docusaurus 3.5.2 renders every page on the main thread (its `executeSSG`:
 * `loadAppRenderer`, then `generateStaticFiles`), while the machine's other
 * core sits idle: a CPU profile of a cold build, sampled per thread each
 * second (a diagnosis), showed no other thread busy through the whole static
 * render. The framework has no option for it (3.8 added one), and no hook
 * around the render, so this lever wraps the two functions on core's
 * `lib/ssg.js` module, which `build.js` calls through the module object:
 *
 * - `loadAppRenderer` also starts the second thread, which loads the bundle
 *   while the main thread does (renderThread.mjs);
 * - `generateStaticFiles` hands out the pages from one list: the main thread
 *   takes them one at a time, as many at once as the framework would, each
 *   rendered by the framework's own `generateStaticFiles`; the second thread
 *   takes batches and runs the same function there. Each page is rendered,
 *   put in its template and written by the framework's code on either thread.
 *
 * The collected data comes back in the framework's order of pages; the head of
 * a page the second thread rendered comes back as data (pageHead.mjs), and
 * the page is reported to a reporting renderer (../frameworkSsg.ts) as if the
 * main thread had rendered it, so ssg-cache stores every page. A page
 * that fails on either thread is rendered again on the main thread, by one
 * last call of the framework's function, so a failed build reports its errors
 * exactly as the framework does. When the second thread can't load the bundle
 * or stops, the build says so and the main thread renders the rest. On a
 * machine with one core, nothing changes.
 *
 * A caller that knows it will render only a few pages says so to
 * `loadAppRenderer` (`pages`, which the framework itself never passes):
 * ssg-cache, when an edit leaves most pages as they were. Then the second
 * thread renders them alone, and the main thread, busy with the reused
 * pages' template step and webpack's cache, doesn't load the bundle at all,
 * unless the second thread fails; a bundle that loads nowhere then fails
 * with the error the framework's `loadAppRenderer` gives.
 */

const RENDER_THREAD = path.join(__dirname, 'renderThread.mjs');
/** Pages in each batch the second thread gets, and batches it holds, so it never waits for the main thread's turn to hand it the next. */
const BATCH = 8;
const BATCHES_HELD = 2;
/** Pages the main thread renders at once: the framework's own setting and default (`lib/ssg.js`). */
const CONCURRENCY = Number(process.env.DOCUSAURUS_SSR_CONCURRENCY) || 32;
/**
 * Up to this many pages, when the caller says how many it will render
 * (ssg-cache, after an edit), the second thread renders them alone and the
 * main thread doesn't load the bundle: loading it there takes about a second
 * of a busy main thread (read and evaluated, 26 MB for this site), while the
 * second thread renders a page in about 19 ms.
 */
const SECOND_THREAD_ALONE = 50;

type ThreadReply = {pathnames: string[]} & (
  | {pages: Array<Omit<PageData, 'helmet'> & {head: HeadData; html: string}>}
  | {failed: string; unavailable?: boolean}
);

const INSTALLED = Symbol.for('ssg-two-threads');

/** Where the second thread's pages go, and where it takes the next ones. */
type Work = {
  take(count: number): string[];
  done(pathname: string, data: PageData, html?: string): void;
  again(pathnames: string[]): void;
};

class SecondRenderThread {
  private readonly worker: Worker;
  private stopping = false;
  private failure: string | undefined;
  private onFailure: (() => void) | undefined;

  constructor(serverBundlePath: string, templateSource: string | undefined) {
    this.worker = new Worker(RENDER_THREAD, {
      workerData: {corePackage: CORE_PACKAGE, serverBundlePath, templateSource},
    });
    this.worker.on('error', (error) => this.fail(String(error?.stack ?? error)));
    this.worker.on('exit', (code) => this.fail(`it exited with code ${code}`));
  }

  private fail(reason: string): void {
    if (this.stopping || this.failure) return;
    this.failure = reason;
    logger.warn(
      `ssg-two-threads: the second render thread stopped, so the main thread renders its pages. ${reason}`,
    );
    this.onFailure?.();
  }

  /** Renders batches from `work` until it has none left or the thread stops. */
  render(params: Params, work: Work): Promise<void> {
    // The compiled template is a function, which can't be sent: the thread compiles its own.
    const data = Object.fromEntries(
      Object.entries(params).filter(([key]) => key !== 'ssrTemplate'),
    );
    return new Promise((resolve) => {
      const held: string[][] = [];
      const finish = () => {
        this.onFailure = undefined;
        this.worker.off('message', onReply);
        work.again(held.splice(0).flat());
        resolve();
      };
      const send = () => {
        while (!this.failure && held.length < BATCHES_HELD) {
          const batch = work.take(BATCH);
          if (batch.length === 0) break;
          held.push(batch);
          this.worker.postMessage({pathnames: batch});
        }
        if (this.failure || held.length === 0) finish();
      };
      const onReply = (reply: ThreadReply) => {
        // Replies come in the order the batches went.
        held.shift();
        if ('pages' in reply) {
          reply.pages.forEach(({head, html, ...rest}, index) =>
            work.done(reply.pathnames[index]!, {...rest, helmet: headFromData(head)}, html),
          );
        } else {
          work.again(reply.pathnames);
          if (reply.unavailable) this.fail(reply.failed);
        }
        send();
      };
      if (this.failure) return finish();
      this.onFailure = finish;
      this.worker.on('message', onReply);
      this.worker.postMessage({params: data});
      send();
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.worker.terminate();
  }
}

/**
 * The pages rendered on both threads, with the framework's collected data in
 * its order. With `mainThreadLoads`, the second thread renders them alone,
 * and the main thread loads the bundle only for pages the second thread
 * couldn't render.
 */
async function renderPages(
  generateStaticFiles: Ssg['generateStaticFiles'],
  {pathnames, renderer, params}: Pages,
  thread: SecondRenderThread,
  mainThreadLoads?: () => Promise<Renderer>,
): Promise<{collectedData: Record<string, PageData>}> {
  const collected = new Map<string, PageData>();
  const failed = new Set<string>();
  let next = 0;
  const work: Work = {
    take(count) {
      const batch = pathnames.slice(next, next + count);
      next += batch.length;
      return batch;
    },
    done(pathname, data, html) {
      collected.set(pathname, data);
      // A page the second thread rendered: the main thread's renderer never saw it.
      if (html !== undefined) reportRender(renderer, pathname, {html, collectedData: data});
    },
    again: (batch) => batch.forEach((pathname) => failed.add(pathname)),
  };
  const mainThreadLane = async () => {
    for (let [pathname] = work.take(1); pathname !== undefined; [pathname] = work.take(1)) {
      try {
        const {collectedData} = await generateStaticFiles({
          pathnames: [pathname],
          renderer,
          params,
        });
        work.done(pathname, collectedData[pathname]!);
      } catch {
        work.again([pathname]);
      }
    }
  };
  await Promise.all([
    thread.render(params, work),
    ...Array.from({length: mainThreadLoads ? 0 : CONCURRENCY}, mainThreadLane),
  ]);
  if (failed.size > 0) {
    // A bundle that fails to load fails here as the framework's `loadAppRenderer` fails.
    await mainThreadLoads?.();
    // Throws the framework's own report when a page fails here too.
    const again = pathnames.filter((pathname) => failed.has(pathname));
    const {collectedData} = await generateStaticFiles({pathnames: again, renderer, params});
    again.forEach((pathname) => work.done(pathname, collectedData[pathname]!));
  }
  return {collectedData: Object.fromEntries(pathnames.map((p) => [p, collected.get(p)!]))};
}

/**
 * Wraps `ssg`'s two functions (once; a second call only updates the template
 * source, which the second thread compiles itself: a compiled template is a
 * function and can't be sent to it).
 */
export function renderOnTwoThreads(ssg: Ssg, templateSource: string | undefined): void {
  const installed = (ssg as {[INSTALLED]?: {templateSource?: string}})[INSTALLED];
  if (installed) {
    installed.templateSource = templateSource;
    return;
  }
  const state = {templateSource};
  const {loadAppRenderer, generateStaticFiles} = ssg;
  const threads = new WeakMap<Renderer, SecondRenderThread>();
  /** Renderers of few pages, which load the bundle on the main thread only when called. */
  const secondThreadAlone = new WeakMap<Renderer, () => Promise<Renderer>>();
  ssg.loadAppRenderer = async (args) => {
    const thread = new SecondRenderThread(args.serverBundlePath, state.templateSource);
    if (args.pages !== undefined && args.pages <= SECOND_THREAD_ALONE) {
      let loaded: Promise<Renderer> | undefined;
      const load = () => (loaded ??= loadAppRenderer({serverBundlePath: args.serverBundlePath}));
      const renderer: Renderer = async (page) => (await load())(page);
      threads.set(renderer, thread);
      secondThreadAlone.set(renderer, load);
      return renderer;
    }
    try {
      const renderer = await loadAppRenderer(args);
      threads.set(renderer, thread);
      return renderer;
    } catch (error) {
      await thread.stop();
      throw error;
    }
  };
  ssg.generateStaticFiles = async (args) => {
    const loaded = loadedRenderer(args.renderer);
    const thread = threads.get(loaded);
    if (!thread) return generateStaticFiles(args);
    threads.delete(loaded);
    try {
      return await renderPages(generateStaticFiles, args, thread, secondThreadAlone.get(loaded));
    } finally {
      await thread.stop();
    }
  };
  Object.defineProperty(ssg, INSTALLED, {value: state});
}

export default function ssgTwoThreadsPlugin(context: LoadContext): Plugin<unknown> {
  if (os.availableParallelism() > 1) {
    renderOnTwoThreads(frameworkSsg(), context.siteConfig.ssrTemplate);
  }
  return {name: 'ssg-two-threads'};
}
