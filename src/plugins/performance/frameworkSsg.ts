import {createRequire} from 'node:module';

/**
 * Core's `lib/ssg.js`, the static render of Docusaurus 3.5.2, as the levers
 * that wrap it see it (ssg-two-threads, ssg-cache). `build.js` calls its two
 * functions through the module object (`(0, ssg_1.generateStaticFiles)(…)`),
 * so a function replaced on it is the one the build calls.
 */

export const CORE_PACKAGE = require.resolve('@docusaurus/core/package.json');

export type Renderer = (args: {pathname: string}) => Promise<unknown>;
/** What the render collects for a page; `helmet` is react-helmet-async's head (see pageHead.mjs). */
export type PageData = {helmet: unknown; anchors: string[]; links: string[]; modules: string[]};
export type Params = {ssrTemplate: unknown} & Record<string, unknown>;
export type Pages = {pathnames: string[]; renderer: Renderer; params: Params};
/** The two functions of core's `lib/ssg.js` that the build calls. */
export type Ssg = {
  loadAppRenderer(args: {serverBundlePath: string}): Promise<Renderer>;
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
