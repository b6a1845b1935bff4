import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Ssg} from './frameworkSsg';

/**
 * For the tests of the levers on the static render (ssg-two-threads,
 * ssg-cache): a server bundle of the framework's shape whose renders say
 * which thread made them, the build's template parameters, and readers of
 * what a render leaves: its files and each page's head as plugins read it.
 */

export const core = createRequire(require.resolve('@docusaurus/core/package.json'));
const {compileSSRTemplate} = core('./lib/templates/templates.js') as {
  compileSSRTemplate(source: string): Promise<unknown>;
};
/** The sitemap's test for a page it leaves out, from the plugin the classic preset brings. */
export const {isNoIndexMetaRoute} = createRequire(require.resolve('@docusaurus/preset-classic'))(
  '@docusaurus/plugin-sitemap/lib/head.js',
) as {isNoIndexMetaRoute(args: {head: Record<string, unknown>; route: string}): boolean};

export const TEMPLATE = `<!DOCTYPE html><html <%~ it.htmlAttributes %>><head><%~ it.metaAttributes.join('') %><%~ it.headTags %>
<% it.scripts.forEach((script) => { %><script src="<%= it.baseUrl %><%= script %>"></script><% }); %></head>
<body <%~ it.bodyAttributes %>><%~ it.appHtml %></body></html>`;

export const PAGES = Array.from({length: 80}, (_, index) => `/docs/page-${index}/`);

/**
 * A server bundle as the framework evaluates it: its default export renders a
 * page to HTML and hands back what the framework collects, with a head in
 * react-helmet-async's shape (every other page has a robots `noindex` tag, as
 * the sitemap reads it). Page n records the chunks `layout` and `chunk-<n % 4>`,
 * as the framework records a route's registry chunks. Each render takes about 10 ms and appends
 * `<thread id> <pathname>` to `renders.log`, so a test knows which thread
 * rendered what. `onLoad` is code run when the bundle loads, and `onRender` at
 * the start of each render, with `isMainThread`, `threadId` and `pathname` in scope.
 */
export function serverBundle(dir: string, {onLoad = '', onRender = ''} = {}): string {
  const file = path.join(dir, 'server.bundle.js');
  writeFileSync(
    file,
    `const {appendFileSync} = require('node:fs');
const {isMainThread, threadId} = require('node:worker_threads');
${onLoad}
const element = (type, key, props) => ({$$typeof: Symbol.for('react.element'), type, key, ref: null, props});
const tags = (html, components) => ({toString: () => html, toComponent: () => components});
exports.default = async ({pathname}) => {
  ${onRender}
  const until = Date.now() + 10;
  while (Date.now() < until);
  appendFileSync(${JSON.stringify(path.join(dir, 'renders.log'))}, threadId + ' ' + pathname + '\\n');
  const index = Number(pathname.match(/\\d+/)[0]);
  const robots = index % 2 === 0 ? [element('meta', 'robots', {name: 'robots', content: 'noindex'})] : [];
  const helmet = {
    htmlAttributes: tags('lang="en"', {lang: 'en'}),
    bodyAttributes: tags('', {}),
    title: tags('<title>Page ' + index + '</title>', [element('title', '0', {children: 'Page ' + index})]),
    meta: tags(robots.length ? '<meta name="robots" content="noindex">' : '', robots),
    link: tags('<link rel="canonical" href="' + pathname + '">', [element('link', '0', {rel: 'canonical', href: pathname})]),
    script: tags('', []),
  };
  return {
    html: '<main><h1 id="top">Page ' + index + '</h1><a href="/docs/page-' + (index + 1) + '/">next</a></main>',
    collectedData: {helmet, anchors: ['top'], links: ['/docs/page-' + (index + 1) + '/'], modules: ['layout', 'chunk-' + (index % 4)]},
  };
};
`,
  );
  return file;
}

/** A client manifest, in react-loadable-ssr-addon's shape, whose entry point is one script. */
export function manifest(script: string) {
  return {entrypoints: ['main'], origins: {main: ['main']}, assets: {main: {js: [{file: script}]}}};
}

/** The build's template parameters for `outDir`, some replaced by `overrides`. */
export async function renderParams(outDir: string, overrides: Record<string, unknown> = {}) {
  return {
    trailingSlash: undefined,
    outDir,
    baseUrl: '/',
    manifest: manifest('main.js'),
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    noIndex: false,
    DOCUSAURUS_VERSION: '3.5.2',
    ssrTemplate: await compileSSRTemplate(TEMPLATE),
    ...overrides,
  };
}

/**
 * Renders `pathnames` as the framework's build does, with `ssg`, into
 * `outDir`; `overrides` replace some of the template's parameters.
 */
export async function render(
  ssg: Ssg,
  serverBundlePath: string,
  outDir: string,
  pathnames = PAGES,
  overrides: Record<string, unknown> = {},
) {
  const renderer = await ssg.loadAppRenderer({serverBundlePath});
  return ssg.generateStaticFiles({
    pathnames,
    renderer,
    params: (await renderParams(outDir, overrides)) as never,
  });
}

export function files(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file, 'utf8')];
      }),
  );
}

/** `thread id → pathnames` from `renders.log`. */
export function renders(dir: string): Map<string, string[]> {
  const byThread = new Map<string, string[]>();
  for (const line of readFileSync(path.join(dir, 'renders.log'), 'utf8').trim().split('\n')) {
    const [thread, pathname] = line.split(' ') as [string, string];
    byThread.set(thread, [...(byThread.get(thread) ?? []), pathname]);
  }
  return byThread;
}

type Head = Record<string, {toString(): string; toComponent(): unknown}>;

/** A kind of tags as plugins read it: its HTML, and its elements' type, key and props. */
function tagsAsRead(tags: {toString(): string; toComponent(): unknown}) {
  const components = tags.toComponent();
  const elements = Array.isArray(components)
    ? components.map(({type, key, props}) => ({type, key, props}))
    : components;
  return {html: tags.toString(), components: JSON.parse(JSON.stringify(elements))};
}

/** Each page's head as the plugins read it. */
export function heads(collectedData: Record<string, {helmet: unknown}>) {
  return Object.fromEntries(
    Object.entries(collectedData).map(([pathname, {helmet}]) => [
      pathname,
      Object.fromEntries(
        Object.entries(helmet as Head).map(([kind, tags]) => [kind, tagsAsRead(tags)]),
      ),
    ]),
  );
}

/** The rest of each page's data, as plain values: the bundle's own arrays come from its context. */
export function withoutHeads(collectedData: Record<string, {helmet: unknown}>) {
  return JSON.parse(
    JSON.stringify(
      Object.entries(collectedData).map(([pathname, {helmet: _, ...rest}]) => [pathname, rest]),
    ),
  );
}

/** Runs `body` with console.warn collected, as `@docusaurus/logger` prints warnings. */
export async function collectWarnings(body: () => Promise<void>): Promise<string[]> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  try {
    await body();
  } finally {
    console.warn = warn;
  }
  return warnings;
}
