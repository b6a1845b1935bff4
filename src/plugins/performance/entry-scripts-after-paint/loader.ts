/**
 * The inline entry loader: the last script of every server-rendered page. It
 * appends the page's entry scripts (the JSON list the template writes before
 * it) once the browser reports the first paint; index.ts says why.
 *
 * This is its source. index.ts minifies it with esbuild when the config loads,
 * and the template inlines the result: one text, the same on every page, so
 * the deploy CSP allows it with one hash. It runs as a classic script, so it
 * imports nothing; `ENTRY_SCRIPTS_ID` and `ROUTE_SCRIPTS_ID` are replaced by their values while it is
 * minified.
 */

declare const ENTRY_SCRIPTS_ID: string;
declare const ROUTE_SCRIPTS_ID: string;

let started = false;

/** The files of one of the template's JSON lists; a page may lack the route list. */
function listed(id: string): string[] {
  const list = document.getElementById(id);
  return list ? (JSON.parse(list.textContent!) as string[]) : [];
}

/**
 * Appends the listed scripts, once. `async = false` makes the entry scripts
 * run in insertion order, as `defer` did. The route's chunks run whenever
 * they arrive: a chunk only registers its modules, before or after the
 * runtime has started.
 */
function load(): void {
  if (started) return;
  started = true;
  for (const [id, ordered] of [
    [ENTRY_SCRIPTS_ID, true],
    [ROUTE_SCRIPTS_ID, false],
  ] as const) {
    for (const src of listed(id)) {
      const script = document.createElement('script');
      script.src = src;
      script.async = !ordered;
      document.head.appendChild(script);
    }
  }
}

const entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
const root = document.getElementById('__docusaurus');
if (
  // A page opened in a background tab paints nothing until shown, a browser
  // without paint timing never reports a paint, and a page whose server HTML
  // is empty (a browser-only page such as the debug registry) has nothing to
  // paint: those load the scripts at once.
  document.visibilityState === 'hidden' ||
  !entryTypes.includes('paint') ||
  !root ||
  !root.textContent?.trim()
) {
  load();
} else {
  // Should a paint never be reported anyway, the scripts load 3 s after the
  // `load` event, so a page always hydrates.
  window.addEventListener('load', () => {
    setTimeout(load, 3000);
  });
  // A `paint` entry is queued when the frame is presented, which
  // `requestAnimationFrame` alone would precede.
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    load();
  }).observe({type: 'paint', buffered: true});
}

// A module to the type checker, so its names stay out of the global scope;
// esbuild drops the export when it wraps the script in a function.
export {};
