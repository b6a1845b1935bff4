import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import helmetPublishesAfterMountLoader, {publishAfterMount} from './helmetPublishesAfterMount.mjs';

const load = createRequire(__filename);
const library = (file: string) =>
  readFileSync(path.join(path.dirname(load.resolve('react-helmet-async')), file), 'utf8');

for (const file of ['index.module.js', 'index.js']) {
  test(`the installed react-helmet-async (${file}) publishes from componentDidMount in the browser`, () => {
    const source = library(file);
    const rewritten = publishAfterMount(source);
    assert.notEqual(rewritten, source);
    assert.match(
      rewritten,
      /\.componentDidMount=function\(\)\{var helmet=this;\w+\.canUseDOM&&!publishQueued&&\(publishQueued=!0,queueMicrotask\(function\(\)\{publishQueued=!1,helmet\.emitChange\(\)\}\)\)\}/,
    );
    // Registration stays in render, and the server still publishes there.
    assert.match(rewritten, /helmetInstances\.add\(this\),\w+\.canUseDOM\|\|this\.emitChange\(\)/);
  });
}

test('the loaded CommonJS build still runs and exports the Helmet components', () => {
  const output = helmetPublishesAfterMountLoader(library('index.js'));
  const module = {exports: {} as Record<string, unknown>};
  new Function('exports', 'require', 'module', output)(module.exports, load, module);
  assert.equal(typeof module.exports.Helmet, 'function');
  assert.equal(typeof module.exports.HelmetProvider, 'function');
});

test('a version it does not recognise fails the build with a message', () => {
  assert.throws(() => publishAfterMount('export const Helmet = 1;'), /react-helmet-async changed/);
});
