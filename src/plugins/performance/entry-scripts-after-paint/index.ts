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

import stockSsrTemplate from '@docusaurus/core/lib/templates/ssr.html.template';

/** Id of the JSON list of a page's entry scripts. */
export const ENTRY_SCRIPTS_ID = '__docusaurus-entry-scripts';

/**
 * Appends the listed scripts once the browser reports the first paint (a
 * `paint` performance entry is queued when the frame is presented, which
 * `requestAnimationFrame` alone would precede). `async = false` makes
 * inserted scripts run in insertion order, as `defer` did. A page opened in a
 * background tab paints nothing until shown, and a browser without paint
 * timing never reports it, and a page whose server HTML is empty (a
 * browser-only page such as the debug registry) has nothing to paint: those
 * load the scripts at once. Should a paint never be reported anyway, they load
 * 3 s after the `load` event, so a page always hydrates.
 * The text is identical on every page, so the deploy CSP allows it with one hash.
 */
export const ENTRY_SCRIPT_LOADER =
  '(function(){var started=false;function load(){if(started)return;started=true;' +
  `JSON.parse(document.getElementById("${ENTRY_SCRIPTS_ID}").textContent).forEach(function(src){` +
  'var script=document.createElement("script");script.src=src;script.async=false;' +
  'document.head.appendChild(script)})}' +
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
  'var root=document.getElementById("__docusaurus");' +
  'if(document.visibilityState==="hidden"||types.indexOf("paint")<0||!root||!root.textContent.trim()){load();return}' +
  'window.addEventListener("load",function(){setTimeout(load,3000)});' +
  'new PerformanceObserver(function(list,observer){observer.disconnect();load()})' +
  '.observe({type:"paint",buffered:true})})()';

/**
 * The entry scripts a built page loads: `<script src>` elements and the
 * loader's list. The benchmark and the link crawl read pages with it.
 */
export function entryScriptsOf(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  const list = new RegExp(
    `<script\\b[^>]*\\sid="${ENTRY_SCRIPTS_ID}"[^>]*>([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  const listed = list ? (JSON.parse(list) as string[]) : [];
  return [...tags, ...listed];
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
  const list =
    `<script type="application/json" id="${ENTRY_SCRIPTS_ID}">` +
    '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>';
  return template
    .replace(STOCK_SCRIPT_TAGS, '')
    .replace('</body>', `${list}\n    <script>${ENTRY_SCRIPT_LOADER}</script>\n  </body>`);
}

export const ssrTemplate = withEntryScriptLoader(stockSsrTemplate);
