import {test} from 'node:test';
import assert from 'node:assert/strict';
import {optionAnchor} from './_utils';

test('anchors are lower-case slugs of the option name', () => {
  assert.equal(optionAnchor('routeBasePath'), 'routebasepath');
  assert.equal(optionAnchor('  feedOptions.xslt '), 'feedoptions-xslt');
  assert.equal(optionAnchor('--out-dir'), 'out-dir');
  assert.equal(optionAnchor('path', 'blog'), 'blog-path');
});
