import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import webpack, {type WebpackPluginInstance} from 'webpack';
import {differingFiles, fileStamps} from '../../../../scripts/perf/bench/build.mjs';
import {runAndClose} from '../runAndClose';
import {CHUNK_ASSETS, LeaveOutOfDiskCache, PROGRESS_COUNTS} from './index';

/** A production build of a two-chunk app with a filesystem cache in `dir`; returns how many modules it built. */
async function build(
  dir: string,
  outDir: string,
  plugins: WebpackPluginInstance[],
  rules: webpack.RuleSetRule[] = [],
  devtool: webpack.Configuration['devtool'] = false,
): Promise<number> {
  let built = 0;
  const compiler = webpack({
    mode: 'production',
    devtool,
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, outDir)},
    cache: {type: 'filesystem', cacheDirectory: path.join(dir, 'cache')},
    infrastructureLogging: {level: 'none'},
    module: {rules},
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
  await runAndClose(compiler);
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
    const dir = mkdtempSync(path.join(tmpdir(), 'disk-cache-exclusions-'));
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
    const lever = () => [new LeaveOutOfDiskCache()];
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

/**
 * A loader that builds a module of its own, as mini-css-extract-plugin's does
 * for every stylesheet: while it waits, webpack's progress plugin counts the
 * modules added as skipped, so a cold build stores other counts than a warm
 * build finds.
 */
const IMPORTING_LOADER = `module.exports = function (source) {
  const done = this.async();
  this.importModule(require('path').join(this.context, 'greet.js')).then(() => done(null, source), done);
};
`;

/** A cold build, then a warm one, with a progress plugin and the importing loader; true if the warm one wrote the disk cache. */
async function warmBuildWritesCache(dir: string, lever: () => WebpackPluginInstance[]) {
  writeFileSync(path.join(dir, 'importing-loader.js'), IMPORTING_LOADER);
  const rules = [{test: /entry\.js$/, use: path.join(dir, 'importing-loader.js')}];
  const plugins = () => [...lever(), new webpack.ProgressPlugin(() => {})];
  await build(dir, 'cold', plugins(), rules);
  const cacheDir = path.join(dir, 'cache');
  const before = fileStamps(cacheDir);
  // File times are compared: let a rewrite land on a later millisecond.
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(await build(dir, 'warm', plugins(), rules), 0, 'nothing changed, nothing built');
  return differingFiles(before, fileStamps(cacheDir)).length > 0;
}

test(
  "a warm build after a cold one, with nothing changed, writes nothing to the disk cache: the progress counts aren't in it",
  withApp(async (dir) => {
    assert.equal(await warmBuildWritesCache(dir, () => [new LeaveOutOfDiskCache()]), false);
    assert.ok(
      !diskCache(dir).includes(PROGRESS_COUNTS),
      'no progress counts are in the disk cache',
    );
  }),
);

test(
  'without the lever, the same warm build rewrites the disk cache to store the counts it found (what the lever removes)',
  withApp(async (dir) => {
    assert.equal(await warmBuildWritesCache(dir, () => []), true);
    assert.ok(diskCache(dir).includes(PROGRESS_COUNTS));
  }),
);

/**
 * A plugin that records, for the lazy chunk's module, the JavaScript its code
 * generation gave and the source that code wraps (`CachedSource.original()`).
 */
function recordGeneratedCode(record: {code?: string; wraps?: string}): WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('record', (compilation) =>
        compilation.hooks.afterCodeGeneration.tap('record', () => {
          const results = compilation.codeGenerationResults;
          assert.ok(results, 'code generation has run');
          for (const module of compilation.modules) {
            if (!module.identifier().endsWith('later.js')) continue;
            for (const runtime of compilation.chunkGraph.getModuleRuntimes(module)) {
              const source = results.getSource(module, runtime, 'javascript');
              assert.ok(source instanceof webpack.sources.CachedSource);
              record.code = String(source.source());
              record.wraps = source.original().constructor.name;
            }
          }
        }),
      );
    },
  };
}

test(
  "the disk cache stores each module's generated code without the source it was generated from",
  withApp(async (dir) => {
    const cold: {code?: string; wraps?: string} = {};
    await build(dir, 'cold', [new LeaveOutOfDiskCache(), recordGeneratedCode(cold)]);
    // In the build that made it, the code wraps the sources it was generated
    // from: webpack joined the module into one scope, from its code and the
    // replacements made in it.
    assert.equal(cold.wraps, 'ConcatSource');
    const warm: {code?: string; wraps?: string} = {};
    assert.equal(
      await build(dir, 'warm', [new LeaveOutOfDiskCache(), recordGeneratedCode(warm)]),
      0,
    );
    // Read back from the disk cache: the same code, and only that code.
    assert.equal(warm.code, cold.code);
    assert.match(warm.code ?? '', /loaded on demand/);
    assert.equal(warm.wraps, 'RawSource');
  }),
);

test(
  'without the lever, the disk cache stores the generated code with the sources it was generated from (what the lever removes)',
  withApp(async (dir) => {
    await build(dir, 'cold', []);
    const warm: {code?: string; wraps?: string} = {};
    await build(dir, 'warm', [recordGeneratedCode(warm)]);
    assert.equal(warm.wraps, 'ConcatSource');
  }),
);

test(
  'with source maps, the disk cache keeps the sources generated code wraps: a map is made from them',
  withApp(async (dir) => {
    await build(dir, 'cold', [new LeaveOutOfDiskCache()], [], 'source-map');
    const warm: {code?: string; wraps?: string} = {};
    await build(
      dir,
      'warm',
      [new LeaveOutOfDiskCache(), recordGeneratedCode(warm)],
      [],
      'source-map',
    );
    assert.equal(warm.wraps, 'ConcatSource');
  }),
);
