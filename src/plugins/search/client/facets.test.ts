import {test} from 'node:test';
import assert from 'node:assert/strict';
import {facetPredicate, parseFacetFilters, requestedTags} from './facets';

const en = {language: 'en', docusaurus_tag: 'default'};
const docs340 = {language: 'en', docusaurus_tag: 'docs-default-3.4.0'};

test('entries are ANDed, nested arrays ORed, and a leading minus excludes', () => {
  const predicate = facetPredicate(
    parseFacetFilters([
      ['language:en'],
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.4.0'],
    ]),
  );
  assert.equal(predicate(en), true);
  assert.equal(predicate(docs340), true);
  assert.equal(predicate({language: 'fr', docusaurus_tag: 'default'}), false);
  assert.equal(predicate({language: 'en', docusaurus_tag: 'docs-default-current'}), false);
  assert.equal(facetPredicate(parseFacetFilters('-docusaurus_tag:default'))(en), false);
  assert.equal(facetPredicate(parseFacetFilters(undefined))(en), true);
  assert.equal(facetPredicate(parseFacetFilters(['version:3']))(en), false);
});

test('a value may contain colons', () => {
  assert.equal(
    facetPredicate(parseFacetFilters(['docusaurus_tag:a:b']))({
      language: 'en',
      docusaurus_tag: 'a:b',
    }),
    true,
  );
});

test('the requested tags say which shards to load; no tag filter means all of them', () => {
  assert.deepEqual(
    requestedTags(
      parseFacetFilters([
        ['language:en'],
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.4.0'],
      ]),
    ),
    new Set(['default', 'docs-default-3.4.0']),
  );
  assert.equal(requestedTags(parseFacetFilters([['language:en']])), null);
  assert.equal(requestedTags(parseFacetFilters(['-docusaurus_tag:default'])), null);
});
