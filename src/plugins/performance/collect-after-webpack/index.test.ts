import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import webpack, {type Configuration, type WebpackPluginInstance} from 'webpack';
// The framework's own compile, which its build runs both compilers with (a reach CONTRIBUTING.md lists).
import {compile as frameworkCompile} from '@docusaurus/core/lib/webpack/utils';
import {clientAndServerConfigs, inTempDir, runAndClose} from '../runAndClose';
import {CollectWhenCompilersClose, fullGarbageCollection} from './index';

/** Runs and closes a client and a server compiler together, as the framework's build does. */
async function buildTwo(
  dir: string,
  cache: Configuration['cache'],
  collector: CollectWhenCompilersClose,
) {
  writeFileSync(path.join(dir, 'entry.js'), 'export default 1;\n');
  const config = (name: string): Configuration => ({
    name,
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, 'out', name)},
    cache: cache && {type: 'filesystem', cacheDirectory: path.join(dir, 'cache'), name},
    infrastructureLogging: {level: 'none'},
    plugins: [collector.forCompiler()],
  });
  const compiler = webpack([config('client'), config('server')]);
  await runAndClose(compiler);
  // The collection waits for the event loop's next turn; this turn comes after it.
  await new Promise((resolve) => setImmediate(resolve));
}

const withDir = (run: (dir: string) => Promise<void>) => inTempDir('collect-after-webpack-', run);

test(
  'the collection runs once, after both compilers have closed and written their persistent cache',
  withDir(async (dir) => {
    const calls: string[][] = [];
    const cacheDir = path.join(dir, 'cache');
    const collector = new CollectWhenCompilersClose(() =>
      calls.push(existsSync(cacheDir) ? readdirSync(cacheDir).sort() : []),
    );
    await buildTwo(dir, {type: 'filesystem'}, collector);
    assert.deepEqual(calls, [['client', 'server']]);
    for (const name of ['client', 'server']) {
      assert.ok(
        readdirSync(path.join(cacheDir, name)).includes('index.pack'),
        `${name}'s cache is written`,
      );
    }
  }),
);

test(
  'with no persistent cache (BUILD_CACHE=false) the collection still runs once',
  withDir(async (dir) => {
    let calls = 0;
    await buildTwo(dir, false, new CollectWhenCompilersClose(() => (calls += 1)));
    assert.equal(calls, 1);
  }),
);

test(
  'the collection frees both compilations: it runs once the framework’s compile has let go of them',
  withDir(async (dir) => {
    writeFileSync(path.join(dir, 'entry.js'), 'export default 1;\n');
    const compilations: WeakRef<object>[] = [];
    let freed: boolean[] = [];
    let collected!: () => void;
    const done = new Promise<void>((resolve) => (collected = resolve));
    const collector = new CollectWhenCompilersClose(() => {
      fullGarbageCollection()();
      freed = compilations.map((compilation) => compilation.deref() === undefined);
      collected();
    });
    const remember: WebpackPluginInstance = {
      apply: (compiler) =>
        compiler.hooks.thisCompilation.tap('test', (compilation) =>
          compilations.push(new WeakRef(compilation)),
        ),
    };
    const configs = clientAndServerConfigs(dir, (name) => ({
      cache: {type: 'filesystem', cacheDirectory: path.join(dir, 'cache'), name},
      plugins: [collector.forCompiler(), remember],
    }));
    // The framework's own compile, which holds the stats until both compilers have closed.
    await frameworkCompile(configs);
    await done;
    assert.equal(compilations.length, 2);
    assert.deepEqual(freed, [true, true]);
  }),
);

test('Node hands out V8’s full garbage collection, which frees what nothing references', async () => {
  const collect = fullGarbageCollection();
  assert.equal(typeof collect, 'function');
  let garbage: object | null = {payload: new Array(1000).fill('x')};
  const ref = new WeakRef(garbage);
  garbage = null;
  // A WeakRef keeps its target for the rest of the task that made it.
  await new Promise((resolve) => setImmediate(resolve));
  collect();
  assert.equal(ref.deref(), undefined);
});
