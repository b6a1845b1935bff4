import {test} from 'node:test';
import assert from 'node:assert/strict';
import {skipHtmlMinificationByDefault} from './index';

test('skipHtmlMinificationByDefault sets the flag only when it is not set', () => {
  const unset: NodeJS.ProcessEnv = {};
  skipHtmlMinificationByDefault(unset);
  assert.deepEqual(unset, {SKIP_HTML_MINIFICATION: 'true'});
  const minify: NodeJS.ProcessEnv = {SKIP_HTML_MINIFICATION: 'false'};
  skipHtmlMinificationByDefault(minify);
  assert.deepEqual(minify, {SKIP_HTML_MINIFICATION: 'false'});
});
