import {createRequire} from 'node:module';

/**
 * Core's `lib/ssg.js`, the static render of Docusaurus 3.5.2, as the levers
 * that wrap it see it (ssg-two-threads, ssg-cache). `build.js` calls its two
 * functions through the module object (`(0, ssg_1.generateStaticFiles)(…)`),
 * so a function replaced on it is the one the build calls.
 */

export const CORE_PACKAGE = require.resolve('@docusaurus/core/package.json');

/** What the render collects for a page; `helmet` is react-helmet-async's head (see pageHead.mjs). */
export type PageData = {helmet: unknown; anchors: string[]; links: string[]; modules: string[]};
/** What the server bundle's renderer gives for a page: the app's HTML and what it collected. */
export type AppRender = {html: string; collectedData: PageData};
export type Renderer = (args: {pathname: string}) => Promise<AppRender>;
export type Params = {ssrTemplate: unknown} & Record<string, unknown>;
export type Pages = {pathnames: string[]; renderer: Renderer; params: Params};
/** The two functions of core's `lib/ssg.js` that the build calls. */
export type Ssg = {
  /**
   * `pages` is the levers' own addition, which the framework ignores: how many
   * pages the caller will render with it, when it knows (ssg-cache).
   */
  loadAppRenderer(args: {serverBundlePath: string; pages?: number}): Promise<Renderer>;
  generateStaticFiles(args: Pages): Promise<{collectedData: Record<string, PageData>}>;
};

/** Core's `lib/ssg.js`, the module object `build.js` calls the two functions on. */
export function frameworkSsg(): Ssg {
  return createRequire(CORE_PACKAGE)('./lib/ssg.js') as Ssg;
}

/** The page template's source: the site's `ssrTemplate`, or the framework's own. */
export function templateSource(siteTemplate: string | undefined): string {
  return (
    siteTemplate ??
    (createRequire(CORE_PACKAGE)('./lib/templates/ssr.html.template.js') as {default: string})
      .default
  );
}

const LOADED = Symbol('the renderer a reporting renderer wraps');
const REPORT = Symbol('where a reporting renderer reports');
type ReportingRenderer = Renderer & {
  [LOADED]: Renderer;
  [REPORT]: (pathname: string, render: AppRender) => void;
};

/**
 * A renderer that hands each page's render to `report` as well, since the
 * framework's `generateStaticFiles` keeps the app's HTML to itself (ssg-cache
 * stores it). A lever that renders pages elsewhere (ssg-two-threads' second
 * thread) reports them with `reportRender`, and finds the renderer it loaded
 * with `loadedRenderer`.
 */
export function reportingRenderer(
  loaded: Renderer,
  report: (pathname: string, render: AppRender) => void,
): Renderer {
  const renderer = async (page: {pathname: string}) => {
    const render = await loaded(page);
    report(page.pathname, render);
    return render;
  };
  return Object.assign(renderer, {[LOADED]: loaded, [REPORT]: report});
}

/** The renderer `loadAppRenderer` gave, under any reporting renderer. */
export function loadedRenderer(renderer: Renderer): Renderer {
  return (renderer as Partial<ReportingRenderer>)[LOADED] ?? renderer;
}

/** Reports a page rendered without `renderer`, if `renderer` is a reporting one. */
export function reportRender(renderer: Renderer, pathname: string, render: AppRender): void {
  (renderer as Partial<ReportingRenderer>)[REPORT]?.(pathname, render);
}
