import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import searchPlugin, {validateOptions, type SearchPluginOptions} from './index';
import {searchSettings} from '../../../config/search';

/** What the framework does with a plugin's options before it calls the plugin. */
const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions, options: options as SearchPluginOptions});

test('the framework finds the validator on the plugin function, as config/search.ts passes it', () => {
  // For a plugin given as a function, Docusaurus 3.5.2 calls `plugin.validateOptions`.
  assert.equal(searchPlugin.validateOptions, validateOptions);
});

test("the site's options pass as they are, with the defaults and the plugin id added", () => {
  assert.deepEqual(validate(searchSettings), {
    ...searchSettings,
    maxShardGzipBytes: 150 * 1024,
    id: 'default',
  });
});

test('defaults fill in every option but the issue tracker', () => {
  assert.deepEqual(validate({issueTrackerUrl: 'https://example.com/issues'}), {
    contextualSearch: true,
    searchPagePath: 'search',
    searchParameters: {},
    issueTrackerUrl: 'https://example.com/issues',
    maxShardGzipBytes: 150 * 1024,
    id: 'default',
  });
});

test('a bad option stops with a message naming it', () => {
  const bad: Array<[options: Record<string, unknown>, message: RegExp]> = [
    [{contextualSearch: 'yes'}, /"contextualSearch" must be a boolean/],
    [{searchPagePath: ''}, /"searchPagePath" is not allowed to be empty/],
    [
      {externalUrlRegex: '^https://(v1'},
      /"externalUrlRegex" failed custom validation.*Invalid regular expression/,
    ],
    [
      {replaceSearchResultPathname: {from: '/docs/next/'}},
      /"replaceSearchResultPathname.to" is required/,
    ],
    [{searchParameters: {hitsPerPage: 5}}, /"searchParameters.hitsPerPage" is not allowed/],
    [{searchParameters: {facetFilters: ['language']}}, /"searchParameters.facetFilters/],
    [{issueTrackerUrl: undefined}, /"issueTrackerUrl" is required/],
    [{issueTrackerUrl: 'issues'}, /"issueTrackerUrl" must be a valid uri/],
    [{maxShardGzipBytes: 0}, /"maxShardGzipBytes" must be a positive number/],
    [{maxShardgzipBytes: 1000}, /"maxShardgzipBytes" is not allowed/],
  ];
  for (const [change, message] of bad) {
    assert.throws(() => validate({...searchSettings, ...change}), message, JSON.stringify(change));
  }
});
