import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, {type Configuration} from 'webpack';
import {runAndClose} from '../runAndClose';
import esbuildMinifyPlugin, {ENTRY_FILES, MINIMIZER_NOT_FOUND, minifyWithEsbuild} from './index';

// The framework's own minimizer list, as its production client config builds it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {getMinimizer} = require('@docusaurus/core/lib/webpack/minification');

type Inspectable = {
  options: {include?: RegExp; exclude?: RegExp; minimizer: {implementation: {name: string}}};
};

test('the entry files stay with terser and every other chunk goes to esbuild', () => {
  const config: Configuration = {optimization: {minimizer: getMinimizer()}};
  assert.equal(minifyWithEsbuild(config), true);
  const minimizers = config.optimization?.minimizer ?? [];
  const js = minimizers.filter((minimizer) => minimizer instanceof TerserPlugin);
  assert.equal(js.length, 2);
  const [terser, esbuild] = js as unknown as Inspectable[];
  assert.equal(terser?.options.minimizer.implementation.name, 'terserMinify');
  assert.equal(terser?.options.include, ENTRY_FILES);
  assert.equal(esbuild?.options.minimizer.implementation.name, 'esbuildMinify');
  assert.equal(esbuild?.options.exclude, ENTRY_FILES);
  // The CSS minimizer is untouched.
  assert.equal(minimizers.length, 3);
});

test('ENTRY_FILES names the runtime and main bundles only', () => {
  assert.match('assets/js/main.62cf718b.js', ENTRY_FILES);
  assert.match('assets/js/runtime~main.9b863b34.js', ENTRY_FILES);
  assert.doesNotMatch('assets/js/61322.6739d335.js', ENTRY_FILES);
  assert.doesNotMatch('assets/js/domain.62cf718b.js', ENTRY_FILES);
});

test('a config without minimizers is left alone', () => {
  const config: Configuration = {optimization: {minimize: false}};
  assert.equal(minifyWithEsbuild(config), false);
  assert.deepEqual(config, {optimization: {minimize: false}});
});

/** Runs the plugin's configureWebpack hook the way the framework does. */
function configure(config: Configuration, isServer: boolean) {
  const plugin = esbuildMinifyPlugin();
  return plugin.configureWebpack!(config, isServer, {} as never, undefined);
}

test('a production client build whose minimizer is not found stops with a clear error', () => {
  // What an upgrade could bring: the framework minifies with something else
  // (or another copy of terser-webpack-plugin), so the split finds nothing.
  const config: Configuration = {optimization: {minimize: true, minimizer: [() => {}]}};
  assert.throws(() => configure(config, false), {message: MINIMIZER_NOT_FOUND});
  assert.match(MINIMIZER_NOT_FOUND, /terser-webpack-plugin instance in optimization\.minimizer/);
  assert.match(MINIMIZER_NOT_FOUND, /src\/plugins\/performance\/esbuild-minify\/index\.ts/);
});

test('the framework minimizer is split in a production client build', () => {
  const config: Configuration = {optimization: {minimize: true, minimizer: getMinimizer()}};
  assert.deepEqual(configure(config, false), {});
  assert.equal(config.optimization?.minimizer?.length, 3);
});

test('builds that do not minify are left alone: the server bundle, the dev server, --no-minify', () => {
  for (const [config, isServer] of [
    [{optimization: {minimize: false}}, true],
    [{optimization: {minimize: false}}, false],
    [{optimization: {minimize: true, minimizer: []}}, true],
  ] as const) {
    const copy = structuredClone(config) as Configuration;
    assert.doesNotThrow(() => configure(copy, isServer));
    assert.deepEqual(copy, config);
  }
});

/** The part of terser-webpack-plugin's instance state that names its minify function. */
type MinifyFunction = ((...args: never[]) => Promise<unknown>) & {
  supportsWorker?: () => boolean;
  supportsWorkerThreads?: () => boolean;
};

test('the lazy chunks are minified in the build process, all at once, and the entry by terser', async () => {
  const LAZY = 6;
  const dir = mkdtempSync(path.join(tmpdir(), 'esbuild-minify-'));
  try {
    const imports = Array.from({length: LAZY}, (_, index) => `import('./part${index}.js');`);
    writeFileSync(path.join(dir, 'main.js'), `${imports.join('\n')}\n`);
    for (let index = 0; index < LAZY; index += 1) {
      writeFileSync(
        path.join(dir, `part${index}.js`),
        `export default function describePart(label) {\n  const text = 'part ${index}: ' + label;\n  return text.toUpperCase();\n}\n`,
      );
    }
    const config: Configuration = {optimization: {minimizer: getMinimizer()}};
    minifyWithEsbuild(config);
    // Count the chunks esbuild minifies at once, in this process. Run in a
    // worker instead, the function would be sent there as text, without the
    // counters it closes over, and the build would fail.
    const esbuild = (config.optimization?.minimizer ?? [])[1] as unknown as Inspectable & {
      options: {minimizer: {implementation: MinifyFunction}};
    };
    const minify = esbuild.options.minimizer.implementation;
    let inFlight = 0;
    let mostAtOnce = 0;
    let calls = 0;
    const counted: MinifyFunction = Object.assign(
      async (...args: never[]) => {
        calls += 1;
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        try {
          return await minify(...args);
        } finally {
          inFlight -= 1;
        }
      },
      {supportsWorker: minify.supportsWorker, supportsWorkerThreads: minify.supportsWorkerThreads},
    );
    esbuild.options.minimizer.implementation = counted;

    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: {main: './main.js'},
      output: {
        path: path.join(dir, 'out'),
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[id].[contenthash:8].js',
      },
      optimization: {...config.optimization, minimize: true},
      infrastructureLogging: {level: 'none'},
    });
    await runAndClose(compiler);

    assert.equal(calls, LAZY, 'esbuild minified each lazy chunk, in this process');
    assert.equal(mostAtOnce, LAZY, 'all at once, for esbuild to spread over the cores');
    const files = readdirSync(path.join(dir, 'out'));
    const lazy = files.filter((file) => !ENTRY_FILES.test(file));
    assert.equal(lazy.length, LAZY);
    for (const file of lazy) {
      const code = readFileSync(path.join(dir, 'out', file), 'utf8');
      assert.doesNotMatch(code, /describePart|\n {2}/, `${file} is minified`);
    }
    assert.ok(
      files.some((file) => ENTRY_FILES.test(file)),
      'the entry is written',
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
