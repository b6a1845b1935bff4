import {test} from 'node:test';
import assert from 'node:assert/strict';
import TerserPlugin from 'terser-webpack-plugin';
import type {Configuration} from 'webpack';
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
