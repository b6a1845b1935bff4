import {test} from 'node:test';
import assert from 'node:assert/strict';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, {type Configuration, type RuleSetRule} from 'webpack';
import {SERVICE_WORKER_COMPILE_NOT_FOUND, ServiceWorkerThroughEsbuild} from './index';

/** plugin-pwa's service-worker compile, in the shape its postBuild gives it (src/plugins/pwa/index.test.ts runs the real one). */
function pwaShapedConfig(debug: boolean): Configuration {
  return {
    entry: '/site/sw.js',
    target: 'webworker',
    mode: debug ? 'development' : 'production',
    optimization: {
      minimize: !debug,
      minimizer: debug ? [] : [new TerserPlugin({test: /\.m?js$/})],
    },
    module: {
      rules: [
        {
          test: /\.m?js$/,
          exclude: /node_modules/,
          use: {loader: 'babel-loader', options: {presets: ['@babel/preset-env']}},
        },
      ],
    },
    plugins: [new ServiceWorkerThroughEsbuild()],
  };
}

test("a debug compile, which doesn't minify, has its file go through esbuild-loader and needs no minimizer", () => {
  const compiler = webpack(pwaShapedConfig(true));
  const [rule] = compiler.options.module.rules as RuleSetRule[];
  assert.equal((rule?.use as {loader: string}).loader, require.resolve('esbuild-loader'));
  assert.deepEqual(rule?.exclude, /node_modules/, "plugin-pwa's test and exclude are kept");
  assert.deepEqual(compiler.options.optimization.minimizer, []);
});

test('a compile plugin-pwa no longer shapes this way stops the build with a message that names the lever', () => {
  const withoutBabel = pwaShapedConfig(false);
  withoutBabel.module = {rules: []};
  assert.throws(() => webpack(withoutBabel), {message: SERVICE_WORKER_COMPILE_NOT_FOUND});
  const withoutTerser = pwaShapedConfig(false);
  withoutTerser.optimization = {minimize: true, minimizer: [() => {}]};
  assert.throws(() => webpack(withoutTerser), {message: SERVICE_WORKER_COMPILE_NOT_FOUND});
  assert.match(SERVICE_WORKER_COMPILE_NOT_FOUND, /service-worker-esbuild\/index\.ts/);
});
