import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {inTempDir} from '../runAndClose';
import ssgTwoThreadsPlugin, {frameworkSsg, renderOnTwoThreads, type Ssg} from './index';

const core = createRequire(require.resolve('@docusaurus/core/package.json'));
const {compileSSRTemplate} = core('./lib/templates/templates.js') as {
  compileSSRTemplate(source: string): Promise<unknown>;
};
/** The sitemap's test for a page it leaves out, from the plugin the classic preset brings. */
const {isNoIndexMetaRoute} = createRequire(require.resolve('@docusaurus/preset-classic'))(
  '@docusaurus/plugin-sitemap/lib/head.js',
) as {isNoIndexMetaRoute(args: {head: Record<string, unknown>; route: string}): boolean};

const TEMPLATE = `<!DOCTYPE html><html <%~ it.htmlAttributes %>><head><%~ it.metaAttributes.join('') %>
<% it.scripts.forEach((script) => { %><script src="<%= it.baseUrl %><%= script %>"></script><% }); %></head>
<body <%~ it.bodyAttributes %>><%~ it.appHtml %></body></html>`;

const PAGES = Array.from({length: 80}, (_, index) => `/docs/page-${index}/`);

/**
 * A server bundle as the framework evaluates it: its default export renders a
 * page to HTML and hands back what the framework collects, with a head in
 * react-helmet-async's shape (every other page has a robots `noindex` tag, as
 * the sitemap reads it). Each render takes about 10 ms and appends
 * `<thread id> <pathname>` to `renders.log`, so a test knows which thread
 * rendered what. `onLoad` is code run when the bundle loads, and `onRender` at
 * the start of each render, with `isMainThread`, `threadId` and `pathname` in scope.
 */
function serverBundle(dir: string, {onLoad = '', onRender = ''} = {}): string {
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
    collectedData: {helmet, anchors: ['top'], links: ['/docs/page-' + (index + 1) + '/'], modules: []},
  };
};
`,
  );
  return file;
}

async function params(outDir: string) {
  return {
    trailingSlash: undefined,
    outDir,
    baseUrl: '/',
    manifest: {entrypoints: ['main'], origins: {main: ['main']}, assets: {main: {js: ['main.js']}}},
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    noIndex: false,
    DOCUSAURUS_VERSION: '3.5.2',
    ssrTemplate: await compileSSRTemplate(TEMPLATE),
  };
}

/** Renders `pathnames` as the framework's build does, with `ssg`, into `outDir`. */
async function render(ssg: Ssg, serverBundlePath: string, outDir: string, pathnames = PAGES) {
  const renderer = await ssg.loadAppRenderer({serverBundlePath});
  return ssg.generateStaticFiles({
    pathnames,
    renderer,
    params: (await params(outDir)) as never,
  });
}

function twoThreads(): Ssg {
  const ssg = {...frameworkSsg()};
  renderOnTwoThreads(ssg, TEMPLATE);
  return ssg;
}

function files(dir: string): Record<string, string> {
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
function renders(dir: string): Map<string, string[]> {
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
function heads(collectedData: Record<string, {helmet: unknown}>) {
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
function withoutHeads(collectedData: Record<string, {helmet: unknown}>) {
  return JSON.parse(
    JSON.stringify(
      Object.entries(collectedData).map(([pathname, {helmet: _, ...rest}]) => [pathname, rest]),
    ),
  );
}

test(
  'the pages are rendered on both threads and come out as the framework renders them on one',
  inTempDir('ssg-two-threads-', async (dir) => {
    const bundle = serverBundle(dir);
    const alone = await render(frameworkSsg(), bundle, path.join(dir, 'one'));
    writeFileSync(path.join(dir, 'renders.log'), '');
    const both = await render(twoThreads(), bundle, path.join(dir, 'two'));

    const byThread = renders(dir);
    assert.equal(byThread.size, 2, 'pages rendered on the main thread and on the second');
    for (const [thread, pathnames] of byThread) {
      assert.ok(pathnames.length >= 8, `thread ${thread} rendered ${pathnames.length} pages`);
    }
    assert.deepEqual([...byThread.values()].flat().sort(), [...PAGES].sort(), 'each page once');

    assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));
    assert.equal(Object.keys(files(path.join(dir, 'two'))).length, PAGES.length);
    assert.deepEqual(Object.keys(both.collectedData), PAGES, "the framework's order of pages");
    assert.deepEqual(withoutHeads(both.collectedData), withoutHeads(alone.collectedData));
    assert.deepEqual(heads(both.collectedData), heads(alone.collectedData));

    // The sitemap leaves out the pages whose robots tag says noindex, from either thread.
    const head = (data: typeof both) =>
      Object.fromEntries(Object.entries(data.collectedData).map(([p, d]) => [p, d.helmet]));
    const [, secondThreadPages] = [...byThread.values()];
    const leftOut = PAGES.filter((route) => isNoIndexMetaRoute({head: head(both), route}));
    assert.deepEqual(
      leftOut,
      PAGES.filter((route) => isNoIndexMetaRoute({head: head(alone), route})),
    );
    assert.equal(leftOut.length, PAGES.length / 2);
    assert.ok(secondThreadPages!.some((route) => leftOut.includes(route)));
  }),
);

test(
  'a page that fails is reported as the framework reports it, from either thread',
  inTempDir('ssg-two-threads-', async (dir) => {
    const bundle = serverBundle(dir, {
      onRender: `if (pathname.endsWith('-7/') || pathname.endsWith('-70/')) throw new Error('no page here');`,
    });
    const failure = async (ssg: Ssg, out: string) => {
      try {
        await render(ssg, bundle, path.join(dir, out));
      } catch (error) {
        return error as Error & {cause: AggregateError};
      }
      throw new Error('the render did not fail');
    };
    const alone = await failure(frameworkSsg(), 'one');
    const both = await failure(twoThreads(), 'two');
    assert.match(
      both.message,
      /failed for 2 paths:\n- "?\/docs\/page-7\/"?\n- "?\/docs\/page-70\/"?$/,
    );
    assert.equal(both.message, alone.message);
    assert.deepEqual(
      both.cause.errors.map((error: Error) => [error.message, (error.cause as Error).message]),
      alone.cause.errors.map((error: Error) => [error.message, (error.cause as Error).message]),
    );
    assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));
  }),
);

test(
  'pages the second thread failed to render are rendered again on the main thread',
  inTempDir('ssg-two-threads-', async (dir) => {
    const bundle = serverBundle(dir, {
      onRender: `if (!isMainThread) throw new Error('this thread renders nothing');`,
    });
    const alone = await render(frameworkSsg(), bundle, path.join(dir, 'one'));
    writeFileSync(path.join(dir, 'renders.log'), '');
    const both = await render(twoThreads(), bundle, path.join(dir, 'two'));
    assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));
    assert.deepEqual(heads(both.collectedData), heads(alone.collectedData));
    assert.deepEqual([...renders(dir).values()].flat().sort(), [...PAGES].sort());
  }),
);

test(
  'a second thread that cannot load the bundle says so, and the main thread renders every page',
  inTempDir('ssg-two-threads-', async (dir) => {
    const bundle = serverBundle(dir, {
      onLoad: `if (!isMainThread) throw new Error('no bundle for this thread');`,
    });
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const alone = await render(frameworkSsg(), bundle, path.join(dir, 'one'));
      writeFileSync(path.join(dir, 'renders.log'), '');
      const both = await render(twoThreads(), bundle, path.join(dir, 'two'));
      assert.deepEqual(files(path.join(dir, 'two')), files(path.join(dir, 'one')));
      assert.deepEqual(heads(both.collectedData), heads(alone.collectedData));
    } finally {
      console.warn = warn;
    }
    assert.deepEqual([...renders(dir).keys()], ['0'], 'only the main thread rendered');
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /ssg-two-threads: the second render thread stopped/);
    assert.match(warnings[0]!, /no bundle for this thread/);
  }),
);

test("the plugin wraps core's lib/ssg.js once, where the framework's build calls it", () => {
  const build = readFileSync(core.resolve('./lib/commands/build.js'), 'utf8');
  assert.match(build, /\(0, ssg_1\.loadAppRenderer\)\(/);
  assert.match(build, /\(0, ssg_1\.generateStaticFiles\)\(/);

  const ssg = frameworkSsg();
  const {loadAppRenderer, generateStaticFiles} = ssg;
  const context = {siteConfig: {ssrTemplate: TEMPLATE}} as never;
  assert.equal(ssgTwoThreadsPlugin(context).name, 'ssg-two-threads');
  const wrapped = ssg.generateStaticFiles;
  assert.notEqual(wrapped, generateStaticFiles);
  assert.notEqual(ssg.loadAppRenderer, loadAppRenderer);
  ssgTwoThreadsPlugin(context);
  assert.equal(ssg.generateStaticFiles, wrapped, 'wrapped once');
});
