import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  frameworkSsg,
  reportingRenderer,
  type AppRender,
  type PageData,
  type Renderer,
  type Ssg,
} from '../frameworkSsg';
import {headAsData, headFromData, type HeadData} from '../pageHead.mjs';
import {PageModulesPlugin, type PageModules} from './pageModules';

/**
 * A build renders again only the pages whose code or content changed; every
 * other page's app is taken from the last build's render.
 *
 * The framework builds a page in two steps (core's `lib/ssg.js`): the React
 * render of the app, which is most of the static render's time, then the
 * template step, which puts the app's HTML in the page template with the
 * client manifest's scripts and stylesheets and the plugins' head tags, and
 * writes the file. The render's result, the app's HTML and the data it
 * collects (head, links, anchors, the registry chunks it used), depends only
 * on the server bundle's code that the page's render runs. 3.5.2 renders every
 * page in every build, so a rebuild after a one-paragraph edit rendered all
 * 645 pages again. This lever wraps core's `lib/ssg.js` (../frameworkSsg.ts):
 *
 * - a webpack plugin in the server compile hashes the modules each page's
 *   render can run (pageModules.ts): the shared ones, and those of each of
 *   the registry's chunks, which the render records per page;
 * - `loadAppRenderer` hands back a renderer that loads the framework's only
 *   when a page must really be rendered;
 * - `generateStaticFiles` keys each page by its path, the shared hash and the
 *   hashes of the chunks its last render recorded. A page whose key is the
 *   stored one goes through the framework's own `generateStaticFiles` with a
 *   renderer that returns the stored result, so the template step runs as
 *   ever, with this build's file names; the others are rendered as before.
 *   Every page's result is then stored.
 *
 * Without the module hashes (a compile whose registry it can't follow), the
 * whole bundle's hash keys every page instead: every page or none.
 *
 * The store holds one build, in `node_modules/.cache/ssg-cache`, which
 * `docusaurus clear` empties with the rest of the caches, so a cold build
 * renders every page. It is written beside the old one and takes its place
 * whole; a build that reused every page leaves it as it was. A store that
 * can't be read or written is reported and the pages are rendered.
 *
 * It must wrap any other lever on the same two functions (ssg-two-threads),
 * so it comes after them in `performancePlugins`.
 */

const FORMAT = 2;
/** Each page's key and collected data, and where its app's HTML is in `APP_HTML`. */
const INDEX = 'renders.json';
/**
 * The app's HTML of every page, one after the other, read as one buffer: as
 * strings in the JSON, reading this site's store took 0.9–1.2 s, 0.4 s as
 * bytes (a diagnosis: a script timing reads of the real store).
 */
const APP_HTML = 'app-html.bin';
const INSTALLED = Symbol.for('ssg-cache');

type StoredPage = {pathname: string; key: string; html: [start: number, end: number]} & Omit<
  PageData,
  'helmet'
> & {head: HeadData};
/** A page of the store: its entry in the index, and its app's HTML as UTF-8. */
type Kept = {page: Omit<StoredPage, 'html'>; html: Buffer};
/** `load(pages)` loads the framework's renderer, through the levers below, for that many pages. */
type LazyRenderer = {bundleHash(): Promise<string>; load(pages?: number): Promise<Renderer>};
type Options = {
  storeDir: string;
  /** This build's module hashes, from the server compile; undefined when it has none. */
  pageModules(): PageModules | undefined;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The last build's renders, if there are any; a store that can't be read is reported. */
async function readStore(storeDir: string): Promise<Kept[]> {
  try {
    const [index, html] = await Promise.all([
      readFile(path.join(storeDir, INDEX), 'utf8'),
      readFile(path.join(storeDir, APP_HTML)),
    ]);
    const stored = JSON.parse(index) as {format?: unknown; pages?: StoredPage[]};
    // A store an older version of this lever wrote: nothing wrong, nothing to reuse.
    if (stored?.format !== FORMAT) return [];
    if (!Array.isArray(stored.pages)) throw new Error('it holds no list of pages');
    return stored.pages.map(({html: [start, end], ...page}) => {
      if (!(start >= 0 && end >= start && end <= html.length)) {
        throw new Error(`${APP_HTML} is shorter than the index says`);
      }
      return {page, html: html.subarray(start, end)};
    });
  } catch (error) {
    // No store: the first build after `docusaurus clear`.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    logger.warn(
      `ssg-cache: the stored render in ${storeDir} could not be read, so every page is rendered. ${String(error)}`,
    );
    return [];
  }
}

function fromStore({page, html}: Kept): AppRender {
  const {head, anchors, links, modules} = page;
  return {
    html: html.toString(),
    collectedData: {helmet: headFromData(head), anchors, links, modules},
  };
}

function toStore(pathname: string, key: string, {html, collectedData}: AppRender): Kept {
  const {helmet, anchors, links, modules} = collectedData;
  const page = {
    pathname,
    key,
    anchors,
    links,
    modules,
    head: headAsData(helmet as Parameters<typeof headAsData>[0]),
  };
  return {page, html: Buffer.from(html)};
}

/** Writes the next store beside the old one, then puts it in its place whole. */
async function writeStore(storeDir: string, kept: Kept[]): Promise<void> {
  let offset = 0;
  const pages = kept.map(({page, html}): StoredPage => {
    offset += html.length;
    return {...page, html: [offset - html.length, offset]};
  });
  const next = `${storeDir}.next`;
  await rm(next, {recursive: true, force: true});
  await mkdir(next, {recursive: true});
  await writeFile(path.join(next, APP_HTML), Buffer.concat(kept.map(({html}) => html)));
  await writeFile(path.join(next, INDEX), JSON.stringify({format: FORMAT, pages}));
  await rm(storeDir, {recursive: true, force: true});
  await rename(next, storeDir);
}

/** Wraps `ssg`'s two functions (once; a second call changes only the options). */
export function reuseUnchangedPages(ssg: Ssg, options: Options): void {
  const installed = (ssg as {[INSTALLED]?: Options})[INSTALLED];
  if (installed) {
    Object.assign(installed, options);
    return;
  }
  const state = {...options};
  const {loadAppRenderer, generateStaticFiles} = ssg;
  const lazyRenderers = new WeakMap<Renderer, LazyRenderer>();

  ssg.loadAppRenderer = async (args) => {
    let loaded: Promise<Renderer> | undefined;
    let hashed: Promise<string> | undefined;
    const lazy: LazyRenderer = {
      load: (pages) => (loaded ??= loadAppRenderer({...args, pages})),
      bundleHash: () => (hashed ??= readFile(args.serverBundlePath).then(sha256)),
    };
    // Called only if another caller renders with it: the build hands it back to the function below.
    const renderer: Renderer = async (page) => (await lazy.load())(page);
    lazyRenderers.set(renderer, lazy);
    return renderer;
  };

  ssg.generateStaticFiles = async (args) => {
    const lazy = lazyRenderers.get(args.renderer);
    if (!lazy) return generateStaticFiles(args);
    const {pathnames, params} = args;
    const modules = state.pageModules() ?? {
      shared: await lazy.bundleHash(),
      chunks: new Map<string, string>(),
    };
    const keyOf = (pathname: string, chunks: string[]) =>
      sha256(
        JSON.stringify({
          format: FORMAT,
          shared: modules.shared,
          pathname,
          chunks: chunks.map((chunk) => [chunk, modules.chunks.get(chunk) ?? null]),
        }),
      );

    const stored = await readStore(state.storeDir);
    const reusable = new Map<string, Kept>();
    for (const kept of stored) {
      const {pathname, key, modules: chunks} = kept.page;
      if (key === keyOf(pathname, chunks)) reusable.set(pathname, kept);
    }
    const reused = pathnames.filter((pathname) => reusable.has(pathname));
    const fresh = pathnames.filter((pathname) => !reusable.has(pathname));

    const renders = new Map<string, AppRender>();
    const none = {collectedData: {} as Record<string, PageData>};
    const [fromRender, fromStored] = await Promise.all([
      fresh.length === 0
        ? none
        : lazy.load(fresh.length).then((loaded) =>
            generateStaticFiles({
              pathnames: fresh,
              renderer: reportingRenderer(loaded, (pathname, render) =>
                renders.set(pathname, render),
              ),
              params,
            }),
          ),
      reused.length === 0
        ? none
        : generateStaticFiles({
            pathnames: reused,
            renderer: async ({pathname}) => fromStore(reusable.get(pathname)!),
            params,
          }),
    ]);
    if (reused.length > 0) {
      logger.info(
        `ssg-cache: ${reused.length} of ${pathnames.length} pages are unchanged since the last build and taken from its render; ${fresh.length} rendered.`,
      );
    }

    // A build that reused every stored page, and only those, would store what is there.
    if (fresh.length > 0 || stored.length !== reused.length) {
      try {
        const kept = pathnames.flatMap((pathname) => {
          const render = renders.get(pathname);
          if (render) {
            return [toStore(pathname, keyOf(pathname, render.collectedData.modules), render)];
          }
          return reusable.has(pathname) ? [reusable.get(pathname)!] : [];
        });
        await writeStore(state.storeDir, kept);
      } catch (error) {
        logger.warn(
          `ssg-cache: the rendered pages could not be stored in ${state.storeDir}, so the next build renders them again. ${String(error)}`,
        );
      }
    }
    return {
      collectedData: Object.fromEntries(
        pathnames.map((pathname) => [
          pathname,
          (fromRender.collectedData[pathname] ?? fromStored.collectedData[pathname])!,
        ]),
      ),
    };
  };
  Object.defineProperty(ssg, INSTALLED, {value: state});
}

export default function ssgCachePlugin(context: LoadContext): Plugin<unknown> {
  let modules: PageModules | undefined;
  reuseUnchangedPages(frameworkSsg(), {
    // `docusaurus clear` removes node_modules/.cache, so a cold build starts without a store.
    storeDir: path.join(context.siteDir, 'node_modules', '.cache', 'ssg-cache'),
    pageModules: () => modules,
  });
  return {
    name: 'ssg-cache',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {
        plugins: [
          new PageModulesPlugin(path.join(context.generatedFilesDir, 'registry.js'), (sealed) => {
            modules = sealed;
          }),
        ],
      };
    },
  };
}
