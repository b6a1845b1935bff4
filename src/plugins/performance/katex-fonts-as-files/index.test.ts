import {test} from 'node:test';
import assert from 'node:assert/strict';
import {getFileLoaderUtils} from '@docusaurus/utils';
import type {Configuration, RuleSetRule} from 'webpack';
import {emitFontsAsFiles} from './index';

/** The url-loader options of each loader of a rule. */
const loaderOptions = (rule: RuleSetRule) =>
  (rule.use as Array<{options: Record<string, unknown>}>).map((loader) => loader.options);

test("the framework's font rule emits every font as a file; other rules keep their limit", () => {
  const {rules} = getFileLoaderUtils();
  const config: Configuration = {module: {rules: [rules.fonts(), rules.images()]}};
  const [fontsBefore, imagesBefore] = config.module!.rules as RuleSetRule[];
  assert.ok(loaderOptions(fontsBefore!).every((options) => typeof options.limit === 'number'));
  emitFontsAsFiles(config);
  const [fonts, images] = config.module!.rules as RuleSetRule[];
  assert.ok((fonts!.test as RegExp).test('KaTeX_Main-Regular.woff2'));
  assert.ok(loaderOptions(fonts!).every((options) => options.limit === false));
  assert.deepEqual(loaderOptions(images!), loaderOptions(imagesBefore!));
  assert.ok(loaderOptions(images!).every((options) => typeof options.limit === 'number'));
});
