import {test} from 'node:test';
import assert from 'node:assert/strict';
import {webpack} from './index';

test('code goes through esbuild-loader: ES2020 for browsers, CommonJS for the Node.js of the build', () => {
  const client = webpack.jsLoader(false);
  const server = webpack.jsLoader(true);
  assert.equal(client.loader, require.resolve('esbuild-loader'));
  assert.equal(server.loader, client.loader);
  assert.deepEqual(client.options, {
    loader: 'tsx',
    jsx: 'automatic',
    format: undefined,
    target: 'es2020',
  });
  assert.deepEqual(server.options, {
    loader: 'tsx',
    jsx: 'automatic',
    format: 'cjs',
    target: 'node18',
  });
});
