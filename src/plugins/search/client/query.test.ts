import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MAX_QUERY_TERMS, parseQuery} from './query';

test('splits on spaces and punctuation, lowercases and folds plurals', () => {
  assert.deepEqual(parseQuery('Docs Plugins, @docusaurus/plugin-content-docs').terms, [
    'doc',
    'plugin',
    'docusaurus',
    'content',
  ]);
});

test('drops stop words, except the last word, which may be the start of a longer one', () => {
  assert.deepEqual(parseQuery('how to add the').terms, ['add', 'the']);
  assert.deepEqual(parseQuery('the').terms, ['the']);
});

test('long queries are cut', () => {
  assert.equal(
    parseQuery(Array.from({length: 40}, (_, i) => `word${i}`).join(' ')).terms.length,
    MAX_QUERY_TERMS,
  );
  assert.deepEqual(parseQuery('x'.repeat(1000)).terms, []);
  assert.deepEqual(parseQuery('').terms, []);
});

test('version numbers are looked up whole as well as by their parts', () => {
  assert.deepEqual(parseQuery('changelog 3.5.2').terms, ['changelog', '3', '5', '2', '3.5.2']);
  assert.deepEqual(parseQuery('v3.5 sidebar').terms, ['v3', '5', 'sidebar']);
});
