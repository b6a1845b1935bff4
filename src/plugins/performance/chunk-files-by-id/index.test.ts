import {test} from 'node:test';
import assert from 'node:assert/strict';
import chunkFilesByIdPlugin, {CHUNK_FILENAME} from './index';

test('the browser bundle names lazy chunk files by id; the server bundle is left alone', () => {
  const plugin = chunkFilesByIdPlugin();
  const configure = (isServer: boolean) =>
    plugin.configureWebpack!({}, isServer, {} as never, undefined);
  assert.deepEqual(configure(false), {output: {chunkFilename: CHUNK_FILENAME}});
  assert.deepEqual(configure(true), {});
  assert.match(CHUNK_FILENAME, /^assets\/js\/\[id\]\.\[contenthash:8\]\.js$/);
});
