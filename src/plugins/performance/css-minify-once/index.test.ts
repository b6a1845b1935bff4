import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, {type Configuration, type WebpackPluginInstance} from 'webpack';
import {emitsStylesheet, inTempDir, runAndClose} from '../runAndClose';
import cssMinifyOncePlugin, {CSSNANO_PRESET, CSS_MINIMIZER_NOT_FOUND, minifyCssOnce} from './index';

// The framework's own minimizer list, as its production client config builds it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {getMinimizer} = require('@docusaurus/core/lib/webpack/minification');

/**
 * Two rules that set the same colour with a rule between them: clean-css's
 * restructuring moves them together, cssnano (which merges neighbours only)
 * leaves them apart.
 */
const STYLESHEET = `
.note { color: #ff0000; margin: 0px 0px 0px 0px }
.tip { padding: 1rem }
.warning { color: #ff0000 }
/* a comment */
`;

/** Emits STYLESHEET as the framework's CSS extraction would. */
const stylesheet = emitsStylesheet(STYLESHEET);

/** A production build of an empty entry and the stylesheet, minified by `minimizer`; returns the stylesheet. */
async function minifiedStylesheet(dir: string, out: string, minimizer: WebpackPluginInstance) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {main: 'data:text/javascript,'},
    output: {path: path.join(dir, out)},
    optimization: {minimizer: [minimizer]},
    plugins: [stylesheet],
    cache: false,
  });
  await runAndClose(compiler);
  return readFileSync(path.join(dir, out, 'styles.css'), 'utf8');
}

/** The framework's CSS minimizer, from its own list. */
function frameworkCssMinimizer(): WebpackPluginInstance {
  const minimizer = (getMinimizer() as WebpackPluginInstance[]).find(
    (candidate) => candidate instanceof CssMinimizerPlugin,
  );
  assert.ok(minimizer, "the framework's list has a CSS minimizer");
  return minimizer;
}

test(
  "the stylesheet is minified by cssnano with the framework's preset alone, and clean-css's pass is gone",
  inTempDir('css-minify-once-', async (dir) => {
    const config: Configuration = {optimization: {minimizer: getMinimizer()}};
    assert.equal(minifyCssOnce(config), true);
    const minimizers = config.optimization!.minimizer!;
    assert.equal(minimizers.length, 2, 'one minimizer for scripts, one for the stylesheet');
    assert.ok(minimizers[0] instanceof TerserPlugin, 'the script minimizer is left where it was');
    const css = minimizers[1] as WebpackPluginInstance;
    assert.ok(css instanceof CssMinimizerPlugin);

    const once = await minifiedStylesheet(dir, 'once', css);
    const cssnano = await CssMinimizerPlugin.cssnanoMinify({'styles.css': STYLESHEET}, undefined, {
      preset: CSSNANO_PRESET,
    });
    assert.equal(once, cssnano.code);
    assert.equal(once, '.note{color:red;margin:0}.tip{padding:1rem}.warning{color:red}');

    // The framework's two passes: clean-css moved the two red rules together.
    const twice = await minifiedStylesheet(dir, 'twice', frameworkCssMinimizer());
    assert.notEqual(twice, once);
    assert.match(twice, /\.note,\.warning\{color:red\}|\.warning,\.note\{color:red\}/);
  }),
);

test('the stylesheet is minified in the build process, with no worker thread', () => {
  const config: Configuration = {optimization: {minimizer: getMinimizer()}};
  minifyCssOnce(config);
  // terser-webpack-plugin and css-minimizer-webpack-plugin keep their options
  // on the instance (`parallel` true starts a worker thread per asset, up to
  // one fewer than the cores).
  const css = config.optimization!.minimizer![1] as unknown as {options: {parallel: unknown}};
  assert.equal(css.options.parallel, false);
});

/** Runs the plugin's configureWebpack hook the way the framework does. */
function configure(config: Configuration, isServer: boolean) {
  return cssMinifyOncePlugin().configureWebpack!(config, isServer, {} as never, undefined);
}

/** How many minifiers the config's CSS minimizer runs, one after another. */
function cssMinifiers(config: Configuration): number {
  const css = config.optimization!.minimizer!.find(
    (minimizer) => minimizer instanceof CssMinimizerPlugin,
  ) as unknown as {options: {minimizer: {implementation: unknown}}};
  const {implementation} = css.options.minimizer;
  return Array.isArray(implementation) ? implementation.length : 1;
}

test('only the minified client build changes', () => {
  const client: Configuration = {optimization: {minimize: true, minimizer: getMinimizer()}};
  assert.equal(cssMinifiers(client), 2, "the framework's: cssnano, then clean-css");
  configure(client, false);
  assert.equal(cssMinifiers(client), 1);

  const server: Configuration = {optimization: {minimize: true, minimizer: getMinimizer()}};
  configure(server, true);
  assert.equal(cssMinifiers(server), 2);
  const unminified: Configuration = {optimization: {minimize: false}};
  configure(unminified, false);
  assert.deepEqual(unminified, {optimization: {minimize: false}});
});

test('a production client build whose CSS minimizer is not found stops with a clear error', () => {
  // What an upgrade could bring: the framework minifies CSS with something
  // else (or another copy of css-minimizer-webpack-plugin).
  const config: Configuration = {optimization: {minimize: true, minimizer: [() => {}]}};
  assert.throws(() => configure(config, false), {message: CSS_MINIMIZER_NOT_FOUND});
  assert.match(CSS_MINIMIZER_NOT_FOUND, /css-minimizer-webpack-plugin instance/);
  assert.match(CSS_MINIMIZER_NOT_FOUND, /src\/plugins\/performance\/css-minify-once\/index\.ts/);
});
