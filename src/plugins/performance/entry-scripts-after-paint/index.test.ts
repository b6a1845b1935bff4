import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {runInNewContext} from 'node:vm';
import stockSsrTemplate from '@docusaurus/core/lib/templates/ssr.html.template';
import {compileSSRTemplate} from '@docusaurus/core/lib/templates/templates';
import {
  ENTRY_SCRIPTS_ID,
  ENTRY_SCRIPT_LOADER,
  LOADER_SOURCE,
  ROUTE_SCRIPTS_ID,
  entryScriptsOf,
  minifyLoader,
  routeScriptsOf,
  ssrTemplate,
  withEntryScriptLoader,
} from './index';

const LIST = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];
const ROUTE_LIST = ['/assets/js/9647.dc7b4a45.js', '/assets/js/35742.ba228742.js'];

/** Runs the loader against a minimal browser; returns the scripts it appended, in order. */
function runLoader(options: {
  visibilityState: 'visible' | 'hidden';
  paintTiming: boolean;
  /** Text of the server-rendered app; a page with content by default. */
  appText?: string;
  /** Whether the page lists route chunks (a page without the list: older HTML, a 404). */
  routeList?: boolean;
}) {
  const appended: Array<{src: string; async: boolean}> = [];
  const observers: Array<{callback: () => void; type?: string; disconnected: boolean}> = [];
  const document = {
    visibilityState: options.visibilityState,
    getElementById: (id: string) =>
      id === ENTRY_SCRIPTS_ID
        ? {textContent: JSON.stringify(LIST)}
        : id === ROUTE_SCRIPTS_ID && options.routeList !== false
          ? {textContent: JSON.stringify(ROUTE_LIST)}
          : id === '__docusaurus'
            ? {textContent: options.appText ?? 'Installation'}
            : null,
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (element: {src: string; async: boolean}) => appended.push(element)},
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'resource'] : ['resource'];
    record: {callback: () => void; type?: string; disconnected: boolean};
    constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
      this.record = {callback: () => callback({}, this), disconnected: false};
      observers.push(this.record);
    }
    observe({type}: {type: string}) {
      this.record.type = type;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const listeners: Record<string, Array<() => void>> = {};
  const frames: Array<() => void> = [];
  const timers: Array<{callback: () => void; delay: number}> = [];
  const window = {
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) =>
      (listeners[type] ??= []).push(listener),
  };
  runInNewContext(ENTRY_SCRIPT_LOADER, {
    document,
    JSON,
    window,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => timers.push({callback, delay}),
  });
  /** The load event fires; returns the delays of the timers it set, then runs them. */
  const loadEvent = () => {
    (listeners.load ?? []).forEach((listener) => listener());
    const pending = timers.splice(0);
    pending.forEach((timer) => timer.callback());
    return pending.map((timer) => timer.delay);
  };
  /** The browser reports a paint entry. */
  const paint = () =>
    observers
      .filter((observer) => observer.type === 'paint' && !observer.disconnected)
      .forEach((observer) => observer.callback());
  return {appended, paint, loadEvent, observers};
}

test('the loader appends the entry scripts in order, then the route chunks, once the first paint is reported', () => {
  const {appended, paint, loadEvent, observers} = runLoader({
    visibilityState: 'visible',
    paintTiming: true,
  });
  assert.deepEqual(appended, [], 'nothing loads before the first paint');
  paint();
  assert.deepEqual(appended, [
    ...LIST.map((src) => ({src, async: false})),
    ...ROUTE_LIST.map((src) => ({src, async: true})),
  ]);
  assert.ok(observers.every((observer) => observer.disconnected));
  paint();
  loadEvent();
  assert.equal(
    appended.length,
    LIST.length + ROUTE_LIST.length,
    'a second paint or the load event loads nothing more',
  );
});

test('a page without a route list loads its entry scripts alone', () => {
  const {appended, paint} = runLoader({
    visibilityState: 'visible',
    paintTiming: true,
    routeList: false,
  });
  paint();
  assert.deepEqual(
    appended.map((script) => script.src),
    LIST,
  );
});

test("the template splits a page's scripts into the entry and its route chunks", async () => {
  const render = await compileSSRTemplate(ssrTemplate);
  const html = render({
    appHtml: '<p>Installation</p>',
    baseUrl: '/',
    htmlAttributes: '',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    // As the framework passes them: the entry's files first, then the route's chunks.
    scripts: [...LIST, ...ROUTE_LIST].map((file) => file.slice(1)),
    stylesheets: [],
    noIndex: false,
    version: '3.5.2',
  });
  assert.deepEqual(entryScriptsOf(html), LIST);
  assert.deepEqual(routeScriptsOf(html), ROUTE_LIST);
});

test('should no paint be reported, the scripts load 3 s after the load event', () => {
  const {appended, loadEvent} = runLoader({visibilityState: 'visible', paintTiming: true});
  assert.equal(appended.length, 0, 'nothing loads before the load event');
  assert.deepEqual(loadEvent(), [3000]);
  assert.deepEqual(
    appended.map((script) => script.src),
    [...LIST, ...ROUTE_LIST],
  );
});

test('a background tab, a browser without paint timing and an empty page load the scripts at once', () => {
  for (const options of [
    {visibilityState: 'hidden', paintTiming: true},
    {visibilityState: 'visible', paintTiming: false},
    {visibilityState: 'visible', paintTiming: true, appText: '  '},
  ] as const) {
    const {appended, observers} = runLoader(options);
    assert.equal(observers.length, 0);
    assert.deepEqual(
      appended.map((script) => script.src),
      [...LIST, ...ROUTE_LIST],
    );
  }
});

test('the template lists the entry scripts as data and has no script tag that fetches early', () => {
  assert.doesNotMatch(ssrTemplate, /<script[^>]*\ssrc=/);
  assert.match(
    ssrTemplate,
    new RegExp(`<script type="application/json" id="${ENTRY_SCRIPTS_ID}">`),
  );
  assert.match(
    ssrTemplate,
    new RegExp(`<script type="application/json" id="${ROUTE_SCRIPTS_ID}">`),
  );
  assert.ok(ssrTemplate.includes(`<script>${ENTRY_SCRIPT_LOADER}</script>`));
  // Everything else of the stock 3.5.2 template is kept.
  for (const part of [
    'it.headTags',
    'it.stylesheets',
    'it.preBodyTags',
    'it.appHtml',
    'it.postBodyTags',
    'it.htmlAttributes',
    'it.bodyAttributes',
    'it.metaAttributes',
  ]) {
    assert.ok(ssrTemplate.includes(part), part);
  }
});

test('entryScriptsOf reads script tags and the loader list of a built page', () => {
  const html =
    '<head><script src="/sw-helper.js"></script></head><body><main>' +
    '<pre>&lt;script src="/not-a-tag.js"&gt;</pre></main>' +
    `<script type="application/json" id="${ENTRY_SCRIPTS_ID}">${JSON.stringify(LIST)}</script>` +
    `<script>${ENTRY_SCRIPT_LOADER}</script></body>`;
  assert.deepEqual(entryScriptsOf(html), ['/sw-helper.js', ...LIST]);
  assert.deepEqual(entryScriptsOf('<p>no scripts</p>'), []);
});

test("the template is the framework's own minus its script tags, and fails loudly if that changes", () => {
  const withoutScripts = stockSsrTemplate
    .replace(/<% it\.scripts[\s\S]*?<% \}\); %>\s*/, '')
    .replace(/\s*<script[\s\S]*$/, '');
  assert.ok(ssrTemplate.startsWith(withoutScripts.split('</body>')[0] ?? ''));
  assert.throws(() => withEntryScriptLoader('<html><body></body></html>'), /template changed/);
});

test('the loader is loader.ts minified: one line with the list id put in, the same in every process', () => {
  const source = readFileSync(LOADER_SOURCE, 'utf8');
  assert.equal(ENTRY_SCRIPT_LOADER, minifyLoader(source));
  assert.doesNotMatch(ENTRY_SCRIPT_LOADER, /\n/);
  assert.ok(ENTRY_SCRIPT_LOADER.includes(JSON.stringify(ENTRY_SCRIPTS_ID)));
  assert.ok(ENTRY_SCRIPT_LOADER.includes(JSON.stringify(ROUTE_SCRIPTS_ID)));
  assert.doesNotMatch(ENTRY_SCRIPT_LOADER, /ENTRY_SCRIPTS_ID|ROUTE_SCRIPTS_ID|<\/script/i);
  assert.ok(ENTRY_SCRIPT_LOADER.length < source.length / 2, 'comments and spaces are gone');
  // The deploy CSP allows the loader by the hash of its text, computed from the built pages: a
  // second load of the config (another build, another worker) must write the same text.
  const again = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `process.stdout.write(require(${JSON.stringify(require.resolve('./index'))}).ENTRY_SCRIPT_LOADER)`,
    ],
    {encoding: 'utf8', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  assert.equal(again, ENTRY_SCRIPT_LOADER);
});
