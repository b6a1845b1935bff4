import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {copyFile, mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  CORE_PACKAGE,
  frameworkSsg,
  templateSource,
  type PageData,
  type Params,
  type Renderer,
  type Ssg,
} from '../frameworkSsg';
import {headAsData, headFromData, type HeadData} from '../pageHead.mjs';

/**
 * A build whose static render would write exactly what the last build's wrote
 * takes the last build's pages instead of rendering them again.
 *
 * A page's HTML is a pure function of the server bundle (every page's code and
 * content, the site config included), the page template, the template's
 * parameters (the client manifest's file names, the plugins' head tags, the
 * base URL, the trailing-slash setting) and the framework's render and
 * template code. A rebuild with nothing changed has the same bundle to the
 * byte (webpack's persistent cache gives back the same modules), yet 3.5.2
 * renders every page again: 5–9 s of the warm rebuild's 20–24 s in this
 * site's bench. So this lever wraps core's `lib/ssg.js` (see
 * ../frameworkSsg.ts):
 *
 * - `loadAppRenderer` hashes the bundle and hands back a renderer that loads
 *   the framework's only when a page must really be rendered;
 * - `generateStaticFiles` keys the render by that hash, the template's
 *   source, the parameters, the page list, the `SKIP_HTML_MINIFICATION`
 *   setting and core's render and template files. When the key is the last
 *   build's, it copies the stored pages into the output folder and returns
 *   the stored collected data (heads as data, pageHead.mjs); otherwise it
 *   renders as before and then stores the pages it wrote, before any plugin's
 *   `postBuild` can change them.
 *
 * The store holds one build, in `node_modules/.cache/ssg-cache`, which
 * `docusaurus clear` empties with the rest of the caches, so a cold build
 * renders every page. A store that can't be read or written is reported and
 * the pages are rendered. Any change to a page's code or content changes the
 * bundle, so an edited rebuild renders everything, as before.
 *
 * It must wrap any other lever on the same two functions (ssg-two-threads),
 * so it comes after them in `performancePlugins`.
 */

const FORMAT = 1;
/** Core's files that turn a rendered app into a page file, and the packages they run. */
const RENDER_FILES = [
  'lib/ssg.js',
  'lib/templates/templates.js',
  'lib/templates/ssr.html.template.js',
];
const RENDER_PACKAGES = ['eta', 'react-loadable-ssr-addon-v5-slorber', 'html-minifier-terser'];
const STORE = 'pages.json';
const INSTALLED = Symbol.for('ssg-cache');

type StoredPage = {pathname: string; file: string} & Omit<PageData, 'helmet'> & {head: HeadData};
type Stored = {key: string; pages: StoredPage[]};
type LazyRenderer = {bundleHash: string; load(): Promise<Renderer>};

/** The framework's own code that writes the pages, so a patched or upgraded core renders again. */
function frameworkKey(): string {
  const core = createRequire(CORE_PACKAGE);
  const hash = createHash('sha256');
  hash.update(String((core('./package.json') as {version: string}).version));
  for (const file of RENDER_FILES) {
    hash.update(`\0${file}\0`).update(readFileSync(core.resolve(`./${file}`)));
  }
  for (const name of RENDER_PACKAGES) {
    // Their entry files: some packages don't export their package.json.
    hash.update(`\0${name}\0`).update(readFileSync(core.resolve(name)));
  }
  return hash.digest('hex');
}

/**
 * Where the framework writes a page (its `writeStaticFile` and
 * `pathnameToFilename` in `lib/ssg.js`, which it does not export).
 * `ssg-cache/index.test.ts` checks it against the files the framework writes.
 */
export function pageFile(pathname: string, {baseUrl, trailingSlash}: Params): string {
  const fromRoot = baseUrl === '/' ? pathname : pathname.replace(new RegExp(`^${baseUrl}`), '/');
  const name = fromRoot.replace(/^[/\\]/, '');
  if (/\.html?$/i.test(name)) return name;
  if (trailingSlash === undefined || fromRoot === '' || fromRoot.endsWith('/') || trailingSlash) {
    return path.join(name, 'index.html');
  }
  return `${name}.html`;
}

/** The last build's render, if there is one; a store that can't be read is reported. */
async function readStore(file: string): Promise<Stored | undefined> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Stored;
    if (typeof stored?.key !== 'string' || !Array.isArray(stored.pages)) {
      throw new Error('it holds no key and pages');
    }
    return stored;
  } catch (error) {
    // No store: the first build after `docusaurus clear`.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    logger.warn(
      `ssg-cache: the stored render ${file} could not be read, so every page is rendered. ${String(error)}`,
    );
    return undefined;
  }
}

/** Copies each page's file from one folder to the other, making its folders. */
async function copyPages(pages: StoredPage[], from: string, to: string): Promise<void> {
  await Promise.all(
    pages.map(async ({file}) => {
      await mkdir(path.dirname(path.join(to, file)), {recursive: true});
      await copyFile(path.join(from, file), path.join(to, file));
    }),
  );
}

/**
 * Wraps `ssg`'s two functions (once; a second call changes only the store's
 * folder and the template source).
 */
export function reuseUnchangedRender(
  ssg: Ssg,
  options: {storeDir: string; templateSource: string},
): void {
  const installed = (ssg as {[INSTALLED]?: typeof options})[INSTALLED];
  if (installed) {
    Object.assign(installed, options);
    return;
  }
  const state = {...options};
  const {loadAppRenderer, generateStaticFiles} = ssg;
  const lazyRenderers = new WeakMap<Renderer, LazyRenderer>();
  let framework: string | undefined;

  ssg.loadAppRenderer = async (args) => {
    const bundleHash = createHash('sha256')
      .update(await readFile(args.serverBundlePath))
      .digest('hex');
    let loaded: Promise<Renderer> | undefined;
    const load = () => (loaded ??= loadAppRenderer(args));
    // Called only if another caller renders with it: the build hands it back to the function below.
    const renderer: Renderer = async (page) => (await load())(page);
    lazyRenderers.set(renderer, {bundleHash, load});
    return renderer;
  };

  ssg.generateStaticFiles = async (args) => {
    const lazy = lazyRenderers.get(args.renderer);
    if (!lazy) return generateStaticFiles(args);
    const {pathnames, params} = args;
    const outDir = String(params.outDir);
    let key: string;
    try {
      framework ??= frameworkKey();
      key = createHash('sha256')
        .update(
          JSON.stringify({
            format: FORMAT,
            framework,
            bundle: lazy.bundleHash,
            template: state.templateSource,
            // Where the pages go is not what they hold.
            params: {...params, ssrTemplate: undefined, outDir: undefined},
            minification: process.env.SKIP_HTML_MINIFICATION ?? null,
            pathnames,
          }),
        )
        .digest('hex');
    } catch (error) {
      logger.warn(
        `ssg-cache: the framework's render files could not be read, so the pages are rendered and not stored. ${String(error)}`,
      );
      return generateStaticFiles({...args, renderer: await lazy.load()});
    }
    const storePath = path.join(state.storeDir, STORE);

    const stored = await readStore(storePath);
    if (stored?.key === key) {
      try {
        await copyPages(stored.pages, path.join(state.storeDir, 'pages'), outDir);
        logger.info(
          `ssg-cache: the server bundle and page template are the last build's, so its ${stored.pages.length} pages are reused instead of rendered again.`,
        );
        return {
          collectedData: Object.fromEntries(
            stored.pages.map(({pathname, file: _file, head, ...rest}) => [
              pathname,
              {...rest, helmet: headFromData(head)},
            ]),
          ),
        };
      } catch (error) {
        logger.warn(
          `ssg-cache: the stored pages in ${state.storeDir} could not be copied, so every page is rendered. ${String(error)}`,
        );
      }
    }

    const result = await generateStaticFiles({...args, renderer: await lazy.load()});
    try {
      const pages: StoredPage[] = pathnames.map((pathname) => {
        const {helmet, ...rest} = result.collectedData[pathname]!;
        return {
          pathname,
          file: pageFile(pathname, params),
          ...rest,
          head: headAsData(helmet as Parameters<typeof headAsData>[0]),
        };
      });
      // A new store is written beside the old one and takes its place whole.
      const next = `${state.storeDir}.next`;
      await rm(next, {recursive: true, force: true});
      await copyPages(pages, outDir, path.join(next, 'pages'));
      await writeFile(path.join(next, STORE), JSON.stringify({key, pages} satisfies Stored));
      await rm(state.storeDir, {recursive: true, force: true});
      await rename(next, state.storeDir);
    } catch (error) {
      logger.warn(
        `ssg-cache: the rendered pages could not be stored in ${state.storeDir}, so the next build renders them again. ${String(error)}`,
      );
    }
    return result;
  };
  Object.defineProperty(ssg, INSTALLED, {value: state});
}

export default function ssgCachePlugin(context: LoadContext): Plugin<unknown> {
  reuseUnchangedRender(frameworkSsg(), {
    // `docusaurus clear` removes node_modules/.cache, so a cold build starts without a store.
    storeDir: path.join(context.siteDir, 'node_modules', '.cache', 'ssg-cache'),
    templateSource: templateSource(context.siteConfig.ssrTemplate),
  });
  return {name: 'ssg-cache'};
}
