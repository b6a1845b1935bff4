import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import webpack, {type WebpackPluginInstance} from 'webpack';
import {CHUNK_ASSETS, LeaveChunkAssetsOutOfDiskCache} from './index';

/** A production build of a two-chunk app with a filesystem cache in `dir`; returns how many modules it built. */
async function build(
  dir: string,
  outDir: string,
  plugins: WebpackPluginInstance[],
): Promise<number> {
  let built = 0;
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, outDir)},
    cache: {type: 'filesystem', cacheDirectory: path.join(dir, 'cache')},
    infrastructureLogging: {level: 'none'},
    plugins: [
      ...plugins,
      {
        apply(c) {
          c.hooks.thisCompilation.tap('count', (compilation) =>
            compilation.hooks.buildModule.tap('count', () => {
              built += 1;
            }),
          );
        },
      },
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  // The disk cache is written when the compiler closes, as at the end of the framework's webpack phase.
  await new Promise<void>((resolve, reject) =>
    compiler.close((error) => (error ? reject(error) : resolve())),
  );
  return built;
}

/** Everything the disk cache wrote, as text: the entries' keys are plain UTF-8 in it. */
function diskCache(dir: string): string {
  const cacheDir = path.join(dir, 'cache', 'default-production');
  return readdirSync(cacheDir)
    .map((file) => readFileSync(path.join(cacheDir, file)).toString('latin1'))
    .join('\n');
}

function emitted(dir: string, outDir: string): Record<string, string> {
  const out = path.join(dir, outDir);
  return Object.fromEntries(
    readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]),
  );
}

function withApp(run: (dir: string) => Promise<void>) {
  return async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cache-without-chunk-assets-'));
    try {
      writeFileSync(
        path.join(dir, 'entry.js'),
        "import {greet} from './greet.js';\nconsole.log(greet('reader'));\nimport('./later.js').then((later) => console.log(later.default));\n",
      );
      writeFileSync(
        path.join(dir, 'greet.js'),
        'export const greet = (name) => `Hello, ${name}`;\n',
      );
      writeFileSync(path.join(dir, 'later.js'), "export default 'loaded on demand';\n");
      await run(dir);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  };
}

test(
  "the disk cache keeps the modules' code but no rendered chunk file, and a warm build emits the same files",
  withApp(async (dir) => {
    const lever = () => [new LeaveChunkAssetsOutOfDiskCache()];
    assert.ok((await build(dir, 'cold', lever())) > 0);
    const cache = diskCache(dir);
    assert.ok(cache.includes('Compilation/modules|'), 'the modules are in the disk cache');
    assert.ok(
      cache.includes('Compilation/codeGeneration|'),
      "the modules' generated code is in it",
    );
    assert.ok(!cache.includes(CHUNK_ASSETS), 'no rendered chunk file is in it');

    assert.equal(
      await build(dir, 'warm', lever()),
      0,
      'the warm build takes every module from the cache',
    );
    const cold = emitted(dir, 'cold');
    assert.equal(Object.keys(cold).length, 2, 'the entry and the lazy chunk');
    assert.deepEqual(emitted(dir, 'warm'), cold);
  }),
);

test(
  "without the lever, webpack's disk cache stores the rendered chunk files (what the lever removes)",
  withApp(async (dir) => {
    await build(dir, 'cold', []);
    assert.ok(diskCache(dir).includes(CHUNK_ASSETS));
  }),
);
