import {test} from 'node:test';
import assert from 'node:assert/strict';
import type webpack from 'webpack';
import serverBundleOneFilePlugin from './index';

test('the server compile reads every import() eagerly, so it makes no chunks; the browser compile is left alone', () => {
  const plugin = serverBundleOneFilePlugin();
  const configure = (isServer: boolean) =>
    plugin.configureWebpack!({}, isServer, {} as never, undefined) as webpack.Configuration;
  assert.deepEqual(configure(false), {});
  assert.deepEqual(configure(true), {
    module: {parser: {javascript: {dynamicImportMode: 'eager'}}},
  });
});
