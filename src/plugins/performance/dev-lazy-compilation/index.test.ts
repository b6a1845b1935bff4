import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import webpack, {type Compiler, type Configuration, type Stats} from 'webpack';
import devLazyCompilationPlugin, {
  ENDPOINT,
  createLazyCompilation,
  lazyCompilationConfig,
} from './index';
import {withoutWeakIds} from './withoutWeakIds.mjs';
import withoutWeakIdsLoader from './withoutWeakIds.mjs';

type Lazy = ReturnType<typeof createLazyCompilation>;

/** Serves the endpoint's middleware on a free port, as the dev server mounts it. */
async function serve(lazy: Lazy): Promise<{url: string; server: Server}> {
  const server = createServer(lazy.middleware);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return {url: `http://127.0.0.1:${address.port}${ENDPOINT}`, server};
}

const post = (url: string, body: string) => fetch(url, {method: 'POST', body});

/** Long enough for the endpoint to have started any compile it was asked for. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

/** All the JavaScript a compile wrote, joined. */
const written = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');

test('the first compile leaves out every import() until a browser asks for it, then compiles only that one', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-lazy-compilation-'));
  const out = path.join(dir, 'dist');
  writeFileSync(
    path.join(dir, 'entry.js'),
    "export const pages = {a: () => import('./a.js'), b: () => import('./b.js')};\n",
  );
  writeFileSync(path.join(dir, 'a.js'), "export default 'The text of page A';\n");
  writeFileSync(path.join(dir, 'b.js'), "export default 'The text of page B';\n");
  const lazy = createLazyCompilation();
  const compiler: Compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.js',
    output: {path: out},
    experiments: {lazyCompilation: {imports: true, entries: false, backend: lazy.backend}},
    infrastructureLogging: {level: 'none'},
  } satisfies Configuration);
  const compiles: Stats[] = [];
  let compiled: () => void = () => {};
  const nextCompile = () => new Promise<void>((resolve) => (compiled = resolve));
  const first = nextCompile();
  const watching = compiler.watch({}, (error, stats) => {
    assert.ifError(error);
    assert.ok(stats && !stats.hasErrors(), stats?.toString());
    compiles.push(stats);
    compiled();
  });
  const {url, server} = await serve(lazy);
  try {
    await first;
    const before = written(out);
    assert.doesNotMatch(before, /The text of page A/);
    assert.doesNotMatch(before, /The text of page B/);
    // Each proxy carries its module's key, which client.mjs posts.
    const keys = [...before.matchAll(/var data = "([^"]+)"/g)].map((match) => match[1] as string);
    assert.equal(keys.length, 2, 'one proxy per import()');
    const keyOfA = keys.find((key) => key.endsWith('a.js'));
    assert.ok(keyOfA);

    const second = nextCompile();
    const response = await post(url, JSON.stringify([keyOfA]));
    assert.equal(response.status, 200);
    assert.equal(await response.text(), '1 of 1 modules newly compiling.');
    await second;
    const after = written(out);
    assert.match(after, /The text of page A/);
    assert.doesNotMatch(after, /The text of page B/);

    // Asking again starts no compile.
    const again = await post(url, JSON.stringify([keyOfA]));
    assert.equal(await again.text(), '0 of 1 modules newly compiling.');
    assert.equal(compiles.length, 2);
  } finally {
    server.close();
    await new Promise((resolve) => watching?.close(resolve));
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the endpoint answers a bad request with a clear message and compiles nothing', async () => {
  const lazy = createLazyCompilation();
  let invalidated = 0;
  lazy.backend({watching: {invalidate: () => (invalidated += 1)}} as unknown as Compiler, () => {});
  const {url, server} = await serve(lazy);
  try {
    const get = await fetch(url);
    assert.equal(get.status, 405);
    assert.equal(await get.text(), `POST a JSON array of module keys to ${ENDPOINT}.`);
    for (const body of ['not json', '{}', '[]', '[1]', '<script>alert(1)</script>']) {
      const response = await post(url, body);
      assert.equal(response.status, 400, body);
      assert.equal(await response.text(), 'Expected a JSON array of module keys.');
      assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
    }
    const huge = await post(url, JSON.stringify(['x'.repeat(2 << 20)]));
    assert.equal(huge.status, 413);
    assert.equal(await huge.text(), 'Too many module keys in one request.');
    assert.equal(invalidated, 0);
    assert.equal(lazy.active.size, 0);
    const good = await post(url, JSON.stringify(['a', 'b', 'a']));
    assert.equal(await good.text(), '2 of 2 modules newly compiling.');
    await settled();
    assert.equal(invalidated, 1);
  } finally {
    server.close();
  }
});

test('requests that arrive together start one compile, and a later one another', async () => {
  const lazy = createLazyCompilation();
  let invalidated = 0;
  lazy.backend({watching: {invalidate: () => (invalidated += 1)}} as unknown as Compiler, () => {});
  const {url, server} = await serve(lazy);
  try {
    // As the home page does: one key per request, all in the same millisecond.
    const answers = await Promise.all(
      ['page', 'config', 'plugin data'].map((key) => post(url, JSON.stringify([key]))),
    );
    assert.deepEqual(
      await Promise.all(answers.map((answer) => answer.text())),
      Array(3).fill('1 of 1 modules newly compiling.'),
    );
    await settled();
    assert.equal(invalidated, 1, 'one compile for the three requests');
    assert.equal(lazy.active.size, 3);
    await post(url, JSON.stringify(['next page']));
    await settled();
    assert.equal(invalidated, 2);
    // A key already compiled starts nothing.
    await post(url, JSON.stringify(['page']));
    await settled();
    assert.equal(invalidated, 2);
  } finally {
    server.close();
  }
});

test("each proxy's client is client.mjs, told the endpoint, and an active module says so", () => {
  const lazy = createLazyCompilation();
  let api: Parameters<Parameters<Lazy['backend']>[1]>[1];
  lazy.backend({} as Compiler, (error, backendApi) => {
    assert.equal(error, null);
    api = backendApi;
  });
  const module = {identifier: () => '/site/docs/intro.mdx'} as never;
  assert.deepEqual(api!.module(module), {
    client: `${path.join(__dirname, 'client.mjs')}?${encodeURIComponent(ENDPOINT)}`,
    data: '/site/docs/intro.mdx',
    active: false,
  });
  lazy.active.add('/site/docs/intro.mdx');
  assert.equal(api!.module(module).active, true);
});

test('the client posts the keys of one turn together and reports a dev server that does not answer', async () => {
  const calls: {url: string; keys: string[]}[] = [];
  let answer: () => Promise<Response> = async () => new Response('ok');
  const realFetch = globalThis.fetch;
  Object.assign(globalThis, {
    __resourceQuery: `?${encodeURIComponent(ENDPOINT)}`,
    fetch: async (url: string, init: RequestInit) => {
      calls.push({url, keys: JSON.parse(String(init.body))});
      return answer();
    },
  });
  try {
    const {keepAlive} = await import('./client.mjs');
    const errors: Error[] = [];
    const onError = (error: Error) => {
      errors.push(error);
    };
    keepAlive({data: 'a', active: false, onError});
    keepAlive({data: 'b', active: false, onError});
    keepAlive({data: 'c', active: true, onError});
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(calls, [{url: ENDPOINT, keys: ['a', 'b']}]);
    assert.equal(errors.length, 0);

    answer = async () => new Response('Expected a JSON array of module keys.', {status: 400});
    keepAlive({data: 'd', active: false, onError});
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    keepAlive({data: 'e', active: false, onError});
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(errors.length, 2);
    assert.match(errors[0]!.message, /compile d \(Error: 400 Expected a JSON array/);
    assert.match(errors[1]!.message, /compile e \(TypeError: Failed to fetch\)/);
    assert.match(errors[1]!.message, /Is `docusaurus start` still running\?/);
  } finally {
    Object.assign(globalThis, {fetch: realFetch});
  }
});

const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registry = [
  'export default {',
  entry('00e99be3', '@site/docs/installation.mdx'),
  entry('01a85c17', '@theme/BlogTagsListPage'),
  '};',
].join('\n');

test('every weak module id of the registry becomes undefined', () => {
  const {source, count} = withoutWeakIds(registry);
  assert.equal(count, 2);
  assert.ok(
    source.includes(
      '"00e99be3": [() => import(/* webpackChunkName: "00e99be3" */ "@site/docs/installation.mdx"), "@site/docs/installation.mdx", undefined],',
    ),
    source,
  );
  assert.doesNotMatch(source, /resolveWeak/);
});

test('a registry with no weak id left to remove is reported, since every page would compile at start', () => {
  const warnings: Error[] = [];
  const context = {emitWarning: (warning: Error) => warnings.push(warning)};
  const source = 'export default {"a": [() => import("x"), "x"]};';
  assert.equal(withoutWeakIdsLoader.call(context, source), source);
  assert.match(warnings[0]?.message ?? '', /no weak module id in the route registry/);
  withoutWeakIdsLoader.call(context, registry);
  assert.equal(warnings.length, 1);
});

test('only the dev server client config compiles on request', () => {
  const context = {generatedFilesDir: '/site/.docusaurus'} as never;
  const plugin = devLazyCompilationPlugin(context);
  const configure = (mode: Configuration['mode'], isServer: boolean) =>
    plugin.configureWebpack!({mode}, isServer, {} as never, undefined) as Configuration & {
      devServer?: unknown;
    };
  assert.deepEqual(configure('production', false), {});
  assert.deepEqual(configure('production', true), {});
  assert.deepEqual(configure('development', true), {});
  const dev = configure('development', false);
  const lazy = dev.experiments?.lazyCompilation;
  assert.ok(lazy && typeof lazy === 'object');
  assert.equal(lazy.imports, true);
  assert.equal(lazy.entries, false);
  assert.equal(typeof lazy.backend, 'function');
  // Every importer of the registry, the debug registry page too, gets the one copy.
  const [rule] = dev.module?.rules ?? [];
  assert.ok(rule && typeof rule === 'object');
  assert.equal(rule.test, '/site/.docusaurus/registry.js');
  assert.equal(rule.issuer, undefined);
});

test("Docusaurus' own middlewares and the endpoint are both in the merged dev server config, once", () => {
  // Docusaurus merges configureWebpack's devServer with its own by
  // webpack-merge (a reach listed in CONTRIBUTING.md).
  const merge = createRequire(require.resolve('@docusaurus/core/package.json'))('webpack-merge')
    .default as (...configs: object[]) => {setupMiddlewares: (list: unknown[]) => unknown[]};
  const framework = {
    setupMiddlewares: (list: unknown[]) => {
      list.unshift('evalSourceMapMiddleware');
      return list;
    },
  };
  const merged = merge(framework, lazyCompilationConfig('/site/.docusaurus/registry.js').devServer);
  const list = merged.setupMiddlewares(['static']);
  assert.deepEqual(
    list.map((entry) => (typeof entry === 'string' ? entry : (entry as {name: string}).name)),
    ['lazy-compilation', 'evalSourceMapMiddleware', 'static'],
  );
});
