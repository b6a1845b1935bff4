import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import webpack, {type Compiler, type Configuration, type WebpackPluginInstance} from 'webpack';
import {minifyWithEsbuild} from '../esbuild-minify';
import {emitsStylesheet, inTempDir, runAndClose} from '../runAndClose';
import minimizersTogetherPlugin, {MinimizersTogether} from './index';

// The framework's own minimizer list, as its production client config builds it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {getMinimizer} = require('@docusaurus/core/lib/webpack/minification');

type Minimizer = WebpackPluginInstance & {optimize(...args: unknown[]): Promise<unknown>};

/** The framework's minimizers split as esbuild-minify splits them: terser, esbuild, CSS. */
function siteMinimizers(): Minimizer[] {
  const config: Configuration = {optimization: {minimizer: getMinimizer()}};
  assert.equal(minifyWithEsbuild(config), true);
  return config.optimization!.minimizer as Minimizer[];
}

/**
 * Records when each minimizer starts and ends its work, in `events`. Each also
 * runs again, after the stage, on the files later stages rename (webpack's
 * `processAdditionalAssets`, which this lever leaves alone): the first six
 * events are the stage's.
 */
function watchMinimizers(minimizers: Minimizer[], events: string[]): void {
  const labels = ['terser', 'esbuild', 'css'];
  minimizers.forEach((minimizer, index) => {
    const optimize = minimizer.optimize.bind(minimizer);
    minimizer.optimize = async (...args) => {
      events.push(`start ${labels[index]}`);
      try {
        return await optimize(...args);
      } finally {
        events.push(`end ${labels[index]}`);
      }
    };
  });
}

/** A stylesheet among the assets, as the framework's CSS extraction would emit it. */
const stylesheet = emitsStylesheet(
  '.note  {  color : #ff0000 ;  margin: 0px 0px 0px 0px }\n/* a comment */\n',
);

/** Another plugin's tap at the minimizers' stage, between two of them. */
const tapBetween: WebpackPluginInstance = {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('between', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {name: 'between', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE},
        async () => {},
      );
    });
  },
};

/**
 * Builds an entry (`main.<hash>.js`, which terser keeps) with a lazy chunk
 * (esbuild's) and a stylesheet (the CSS minimizer's), with the site's three
 * minimizers; returns the order they started and ended in, and the files.
 */
async function build(dir: string, out: string, {together = false, between = false} = {}) {
  writeFileSync(
    path.join(dir, 'main.js'),
    `export function greet(name) { const greeting = 'Hello, ' + name; return greeting; }
import('./lazy.js').then(({shout}) => console.log(shout(greet('reader'))));`,
  );
  writeFileSync(
    path.join(dir, 'lazy.js'),
    `export function shout(words) { const loud = words.toUpperCase(); return loud + '!'; }`,
  );
  const minimizers = siteMinimizers();
  const events: string[] = [];
  watchMinimizers(minimizers, events);
  const [terser, ...rest] = minimizers;
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {main: './main.js'},
    output: {
      path: path.join(dir, out),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[id].[contenthash:8].js',
    },
    optimization: {minimizer: between ? [terser!, tapBetween, ...rest] : minimizers},
    plugins: [stylesheet, ...(together ? [new MinimizersTogether()] : [])],
    cache: false,
  });
  await runAndClose(compiler);
  const files = Object.fromEntries(
    readdirSync(path.join(dir, out)).map((file) => [
      file,
      readFileSync(path.join(dir, out, file), 'utf8'),
    ]),
  );
  return {events, files};
}

const oneAfterAnother = [
  'start terser',
  'end terser',
  'start esbuild',
  'end esbuild',
  'start css',
  'end css',
];

test(
  'the three minimizers start together and write what each writes alone',
  inTempDir('minimizers-together-', async (dir) => {
    const alone = await build(dir, 'alone');
    assert.deepEqual(
      alone.events.slice(0, 6),
      oneAfterAnother,
      'webpack runs them one after another',
    );

    const together = await build(dir, 'together', {together: true});
    assert.deepEqual(
      together.events.slice(0, 3),
      ['start terser', 'start esbuild', 'start css'],
      'all three started before any ended',
    );

    assert.deepEqual(together.files, alone.files);
    const names = Object.keys(together.files);
    assert.ok(names.some((name) => /^main\.[0-9a-f]{8}\.js$/.test(name)));
    assert.equal(names.filter((name) => /^\d+\.[0-9a-f]{8}\.js$/.test(name)).length, 1);
    // Each minimizer did its part: the scripts and the stylesheet are minified.
    assert.equal(together.files['styles.css'], '.note{color:red;margin:0}');
    for (const [name, code] of Object.entries(together.files)) {
      if (name.endsWith('.js')) assert.doesNotMatch(code, /const greeting|const loud/, name);
    }
  }),
);

test(
  "with another plugin's tap between them, the minimizers run one after another",
  inTempDir('minimizers-together-', async (dir) => {
    const {events} = await build(dir, 'out', {together: true, between: true});
    assert.deepEqual(events.slice(0, 6), oneAfterAnother);
  }),
);

test('the lever adds its plugin to the minified client build only', () => {
  const configure = (config: Configuration, isServer: boolean) =>
    minimizersTogetherPlugin().configureWebpack!(
      config,
      isServer,
      {} as never,
      {} as never,
    ) as Configuration;
  const [plugin] = configure({optimization: {minimize: true}}, false).plugins ?? [];
  assert.ok(plugin instanceof MinimizersTogether);
  assert.deepEqual(configure({optimization: {minimize: true}}, true), {});
  assert.deepEqual(configure({optimization: {minimize: false}}, false), {});
});
