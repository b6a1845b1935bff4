import {test} from 'node:test';
import assert from 'node:assert/strict';
import MiniSearch from 'minisearch';
import {engineOptions, type IndexedSection} from './engine';
import {decodeIndex, encodeIndex} from './indexCodec';

const documents: IndexedSection[] = [
  {
    id: 0,
    lvl0: 'Docs',
    lvl1: 'Configuration',
    headings: '',
    keywords: 'siteConfig',
    content: 'config config file',
  },
  {
    id: 1,
    lvl0: 'Docs',
    lvl1: 'Configuration',
    headings: 'Trailing slash',
    keywords: '',
    content: 'slash at the end',
  },
  {
    id: 2,
    lvl0: 'Blog',
    lvl1: 'Release',
    headings: '',
    keywords: '',
    content: '日本語 emoji 🎉 العربية',
  },
];

function build(): MiniSearch<IndexedSection> {
  const engine = new MiniSearch<IndexedSection>(engineOptions);
  engine.addAll(documents);
  return engine;
}

test('decoding the compact form gives back MiniSearch’s own serialized index', () => {
  const original = build().toJSON();
  const decoded = decodeIndex(JSON.parse(JSON.stringify(encodeIndex(original))));
  // Terms come back sorted; their order means nothing to the engine.
  const sorted = {...original, index: [...original.index].sort(([a], [b]) => (a < b ? -1 : 1))};
  assert.deepEqual(decoded, JSON.parse(JSON.stringify(sorted)));
});

test('an engine loaded from the compact form answers like the original', () => {
  const original = build();
  const loaded = MiniSearch.loadJS(decodeIndex(encodeIndex(original.toJSON())), engineOptions);
  for (const query of ['config', 'slash', 'configuration', '日本語', 'siteconfig']) {
    assert.deepEqual(loaded.search(query), original.search(query), query);
  }
});

test('the compact form is smaller than MiniSearch’s JSON', () => {
  const index = build().toJSON();
  assert.ok(JSON.stringify(encodeIndex(index)).length < JSON.stringify(index).length);
});

test('malformed input is rejected', () => {
  const compact = encodeIndex(build().toJSON());
  assert.throws(() => decodeIndex({...compact, lengths: '1,2'}), /field lengths/);
  assert.throws(
    () => decodeIndex({...compact, postings: compact.postings.split(' ').slice(1).join(' ')}),
    /terms and postings/,
  );
  assert.throws(
    () => decodeIndex({...compact, postings: compact.postings.replace(/^\d:[0-9a-z]+/, '0:zz')}),
    /bad posting/,
  );
});

test('documents must be numbered 0..n-1 to be encoded', () => {
  const engine = new MiniSearch<IndexedSection>(engineOptions);
  engine.add({...documents[0]!, id: 7});
  assert.throws(() => encodeIndex(engine.toJSON()), /document ids/);
});
