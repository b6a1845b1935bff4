import {test} from 'node:test';
import assert from 'node:assert/strict';
import postcssInlineConfigPlugin from './index';

test('postcss-loader is told not to search for a config file, and keeps the plugins it was given', () => {
  const autoprefixer = () => ({postcssPlugin: 'autoprefixer'});
  const options = {ident: 'postcss', plugins: [autoprefixer]};
  const configured = postcssInlineConfigPlugin().configurePostCss!(options);
  assert.deepEqual(configured, {ident: 'postcss', plugins: [autoprefixer], config: false});
});
