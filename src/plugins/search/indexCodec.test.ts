import {test} from 'node:test';
import assert from 'node:assert/strict';
import MiniSearch from 'minisearch';
import {engineOptions, type IndexedSection} from './engine';
import {encodeIndex, readFieldLengths, readPostings} from './indexCodec';
import {CompactMiniSearch} from './compactEngine';

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

/** MiniSearch's serialized form, terms sorted (their order means nothing to the engine). */
function normalized(engine: MiniSearch<IndexedSection>) {
  const json = engine.toJSON();
  return JSON.parse(
    JSON.stringify({...json, index: [...json.index].sort(([a], [b]) => (a < b ? -1 : 1))}),
  );
}

test('an engine loaded from the compact form holds exactly the original index', () => {
  const original = build();
  const compact = JSON.parse(JSON.stringify(encodeIndex(original.toJSON())));
  const loaded = CompactMiniSearch.fromCompact(compact, engineOptions);
  assert.deepEqual(normalized(loaded), normalized(original));
});

test('and answers like the original', () => {
  const original = build();
  const loaded = CompactMiniSearch.fromCompact(encodeIndex(original.toJSON()), engineOptions);
  // Matched terms come in index order, which may differ; scores and documents may not.
  const answer = (engine: MiniSearch<IndexedSection>, query: string) =>
    engine
      .search(query, {prefix: true, fuzzy: 0.2})
      .map((result) => ({...result, terms: [...result.terms].sort()}));
  for (const query of ['config', 'slash', 'configuration', '日本語', 'siteconfig', 'conf']) {
    assert.deepEqual(answer(loaded, query), answer(original, query), query);
  }
});

test('the compact form is smaller than MiniSearch’s JSON', () => {
  const index = build().toJSON();
  assert.ok(JSON.stringify(encodeIndex(index)).length < JSON.stringify(index).length);
});

test('field lengths and postings read back in MiniSearch’s shapes', () => {
  const compact = encodeIndex(build().toJSON());
  assert.equal(readFieldLengths(compact).length, 3);
  const seen = new Map<string, Map<number, Map<number, number>>>();
  readPostings(compact, (term, postings) => seen.set(term, postings));
  assert.deepEqual(seen.get('config'), new Map([[4, new Map([[0, 2]])]]));
});

test('malformed input is rejected', () => {
  const compact = encodeIndex(build().toJSON());
  const fail = (change: Partial<typeof compact>, message: RegExp) =>
    assert.throws(
      () => CompactMiniSearch.fromCompact({...compact, ...change}, engineOptions),
      message,
    );
  fail({lengths: '1,2'}, /field lengths/);
  fail({postings: compact.postings.split(' ').slice(1).join(' ')}, /terms and postings|bad/);
  fail({postings: `${compact.postings} 0:1`}, /terms and postings/);
  fail({postings: compact.postings.replace(/^\d:[0-9a-z]+/, '0:zz')}, /bad posting/);
  fail({postings: compact.postings.replace(/^\d:/, '9:')}, /bad field entry/);
  fail({fieldIds: {content: 0}}, /fields/);
});

test('documents must be numbered 0..n-1 to be encoded', () => {
  const engine = new MiniSearch<IndexedSection>(engineOptions);
  engine.add({...documents[0]!, id: 7});
  assert.throws(() => encodeIndex(engine.toJSON()), /document ids/);
});
