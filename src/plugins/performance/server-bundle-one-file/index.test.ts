import {test} from 'node:test';
import assert from 'node:assert/strict';
import webpack from 'webpack';
import serverBundleOneFilePlugin from './index';

test('the server compile is limited to one chunk; the browser compile is left alone', () => {
  const plugin = serverBundleOneFilePlugin();
  const configure = (isServer: boolean) =>
    plugin.configureWebpack!({}, isServer, {} as never, undefined) as webpack.Configuration;
  assert.deepEqual(configure(false), {});
  const plugins = configure(true).plugins ?? [];
  assert.equal(plugins.length, 1);
  const [limit] = plugins;
  assert.ok(limit instanceof webpack.optimize.LimitChunkCountPlugin);
  assert.deepEqual((limit as unknown as {options: unknown}).options, {maxChunks: 1});
});
