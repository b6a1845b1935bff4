/**
 * The HTML shell of every server-rendered page: Docusaurus 3.5.2's own
 * template, derived from the framework's at load time, with one change: when
 * the entry scripts start to download.
 *
 * The stock template puts `<script src defer>` for `runtime~main` and `main`
 * in the head, so the browser fetches 145 KiB of gzip JavaScript while it is
 * still fetching the stylesheet the first paint waits for. Every page's text
 * is already in the server HTML and needs no script to appear, so here the
 * page lists its entry scripts as data and a small inline loader appends them,
 * in order, right after the first frame is painted. Hydration then runs as
 * before. Measured with Lighthouse's mobile preset (median of 3): LCP
 * 2.2 s → 1.2–1.3 s on `/`, `/docs/installation/` and `/blog/`.
 *
 * The dev server has its own template and is unaffected.
 */

import {readFileSync} from 'node:fs';
import stockSsrTemplate from '@docusaurus/core/lib/templates/ssr.html.template';
import {transformSync} from 'esbuild';

/** Id of the JSON list of a page's entry scripts. */
export const ENTRY_SCRIPTS_ID = '__docusaurus-entry-scripts';

/**
 * Id of the JSON list of the page's route chunks: the components and data of
 * the route the page renders. The framework's runtime would append a script
 * element for each once the entry had run (2 ms of the main thread each, 7–8
 * on a docs page) and only then fetch them; listed here, the loader appends
 * them with the entry scripts, and the runtime finds them installed. The
 * server render names them (patches/@docusaurus+core+3.5.2.patch,
 * `ComponentCreator.js`).
 */
export const ROUTE_SCRIPTS_ID = '__docusaurus-route-scripts';

/**
 * The entry's files among a page's scripts: `runtime~main` and `main`. Every
 * other chunk is named by its id (chunk-files-by-id).
 */
export const ENTRY_FILE = /(^|\/)(runtime~)?main\.[0-9a-f]+\.js$/;

/**
 * The loader's source: browser TypeScript, type-checked and linted with the
 * site. (Resolved rather than joined to `__dirname`, which tsx leaves unset
 * when an ES module such as the benchmark imports this file.)
 */
export const LOADER_SOURCE = require.resolve('./loader.ts');

/**
 * Minifies the loader's source into the one-line script the template inlines,
 * with the list's id put in. ES2020, the client bundle's target: a browser
 * that cannot run the loader could not run the scripts it loads either.
 */
export function minifyLoader(source: string): string {
  return transformSync(source, {
    loader: 'ts',
    format: 'iife',
    target: 'es2020',
    minify: true,
    charset: 'ascii',
    legalComments: 'none',
    define: {
      ENTRY_SCRIPTS_ID: JSON.stringify(ENTRY_SCRIPTS_ID),
      ROUTE_SCRIPTS_ID: JSON.stringify(ROUTE_SCRIPTS_ID),
    },
  }).code.trim();
}

/**
 * The inline loader that appends the entry scripts after the first paint:
 * loader.ts, minified by esbuild once, when the config loads. The text is
 * identical on every page, so the deploy CSP allows it with one hash.
 */
export const ENTRY_SCRIPT_LOADER = minifyLoader(readFileSync(LOADER_SOURCE, 'utf8'));

/** The files of one of the loader's JSON lists in a built page. */
function listed(html: string, id: string): string[] {
  const list = new RegExp(`<script\\b[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * The entry scripts a built page loads: `<script src>` elements and the
 * loader's entry list. The benchmark and the link crawl read pages with it.
 */
export function entryScriptsOf(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...tags, ...listed(html, ENTRY_SCRIPTS_ID)];
}

/** The route chunks a built page's loader appends with its entry scripts. */
export function routeScriptsOf(html: string): string[] {
  return listed(html, ROUTE_SCRIPTS_ID);
}

/** The framework's script tags: one `<script defer>` per entry script, in the head. */
const STOCK_SCRIPT_TAGS = /<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>\s*/;

/**
 * Derives our template from the framework's own, so everything but the entry
 * scripts stays exactly as Docusaurus writes it; throws if the framework's
 * template no longer has the parts this replaces.
 */
export function withEntryScriptLoader(template: string): string {
  if (!STOCK_SCRIPT_TAGS.test(template) || !template.includes('</body>')) {
    throw new Error(
      'The Docusaurus SSR template changed: src/plugins/performance/entry-scripts-after-paint/index.ts needs updating.',
    );
  }
  const scripts = (test: string) =>
    `<%~ JSON.stringify(it.scripts.filter((script) => ${test}).map((script) => it.baseUrl + script)) %>`;
  const lists =
    `<script type="application/json" id="${ENTRY_SCRIPTS_ID}">` +
    `${scripts(`${ENTRY_FILE}.test(script)`)}</script>\n    ` +
    `<script type="application/json" id="${ROUTE_SCRIPTS_ID}">` +
    `${scripts(`!${ENTRY_FILE}.test(script)`)}</script>`;
  return template
    .replace(STOCK_SCRIPT_TAGS, '')
    .replace('</body>', `${lists}\n    <script>${ENTRY_SCRIPT_LOADER}</script>\n  </body>`);
}

export const ssrTemplate = withEntryScriptLoader(stockSsrTemplate);
