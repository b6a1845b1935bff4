import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isExternalResult, processResultUrl} from './resultUrl';
import {searchPageUrl} from './searchPageUrl';
import {combineFacetFilters, contextualFacetFilters} from './facetFilters';

const settings = {
  externalUrlRegex: '^https?://(archive\\.example\\.com)/',
  replaceSearchResultPathname: {from: '/docs/next/', to: '/docs/'},
};

test('hits on other sites matching externalUrlRegex keep their full URL', () => {
  const url = 'https://archive.example.com/docs/next/intro/#a';
  assert.equal(isExternalResult(url, settings), true);
  assert.equal(processResultUrl(url, settings), url);
  assert.equal(isExternalResult('/docs/intro/', settings), false);
  assert.equal(isExternalResult('/docs/intro/', {}), false);
});

test('other hits become paths on this site, with /docs/next/ rewritten to /docs/', () => {
  assert.equal(processResultUrl('/docs/next/cli/#build', settings), '/docs/cli/#build');
  assert.equal(processResultUrl('https://example.com/docs/next/cli/', settings), '/docs/cli/');
  assert.equal(processResultUrl('/preview/docs/3.4.0/cli/', settings), '/preview/docs/3.4.0/cli/');
  assert.equal(processResultUrl('/docs/next/', {}), '/docs/next/');
});

test('the search page link carries the query, encoded', () => {
  assert.equal(searchPageUrl('/', 'search', 'a b&c'), '/search/?q=a%20b%26c');
  assert.equal(searchPageUrl('/base/', '/search/', ''), '/base/search/');
});

test('contextual filters come first and configured ones are kept', () => {
  const contextual = contextualFacetFilters('en', ['default', 'docs-default-3.4.0']);
  assert.deepEqual(contextual, [
    ['language:en'],
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.4.0'],
  ]);
  assert.deepEqual(
    combineFacetFilters(
      {contextualSearch: true, searchParameters: {facetFilters: ['type:content']}},
      contextual,
    ),
    [...contextual, 'type:content'],
  );
  assert.deepEqual(
    combineFacetFilters(
      {contextualSearch: false, searchParameters: {facetFilters: 'a:b'}},
      contextual,
    ),
    ['a:b'],
  );
  assert.deepEqual(
    combineFacetFilters({contextualSearch: false, searchParameters: {}}, contextual),
    [],
  );
});
