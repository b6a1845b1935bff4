import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gunzipSync, gzipSync} from 'node:zlib';
import {buildShards, excerpt, REST_SHARD, serializeShard, shardIdForTag} from './shards';
import {instanceRecords, testRecords} from './testRecords';
import type {ShardFile} from './types';

test('each version of the main docs gets its own shard; everything else shares one', () => {
  assert.equal(shardIdForTag('docs-default-current'), 'docs-current');
  assert.equal(shardIdForTag('docs-default-3.4.0'), 'docs-3.4.0');
  assert.equal(shardIdForTag('docs-community-current'), REST_SHARD);
  assert.equal(shardIdForTag('default'), REST_SHARD);
});

test('the manifest maps shard ids to hashed file names and the tags they hold', () => {
  const {shards, manifest} = buildShards(testRecords, {maxGzipBytes: 150 * 1024});
  assert.deepEqual(
    shards.map(({id, records}) => [id, records]),
    [
      ['docs-3.4.0', 1],
      ['docs-current', 6],
      ['rest', 2],
    ],
  );
  assert.deepEqual(manifest.shards.rest!.tags, ['default', 'docs-community-current']);
  for (const shard of shards) {
    assert.match(
      shard.fileName,
      new RegExp(`^${shard.id.replace(/\./g, '\\.')}\\.[0-9a-f]{10}\\.json$`),
    );
    assert.equal(manifest.shards[shard.id]!.file, shard.fileName);
    assert.equal(shard.gzipBytes, gzipSync(shard.json).length);
    assert.equal(gunzipSync(gzipSync(shard.json)).toString(), shard.json);
  }
});

test('the same records give the same files', () => {
  const first = buildShards(testRecords, {maxGzipBytes: 150 * 1024});
  const second = buildShards(
    testRecords.map((record) => ({...record})),
    {maxGzipBytes: 150 * 1024},
  );
  assert.deepEqual(second, first);
  const changed = buildShards(
    testRecords.map((record, index) => (index === 0 ? {...record, content: 'Changed.'} : record)),
    {maxGzipBytes: 150 * 1024},
  );
  assert.notEqual(
    changed.manifest.shards['docs-current']!.file,
    first.manifest.shards['docs-current']!.file,
  );
  assert.equal(changed.manifest.shards.rest!.file, first.manifest.shards.rest!.file);
});

test('pages are stored once; sections keep their anchor, level, headings and text', () => {
  const docs = testRecords.filter((record) => record.docusaurus_tag === 'docs-default-current');
  const file = JSON.parse(serializeShard(docs, 1000)) as ShardFile;
  assert.deepEqual(file.pages[0], [
    '/docs/configuration/',
    'Docs',
    'Configuration',
    'en',
    'docs-default-current',
    1,
  ]);
  assert.equal(file.pages.length, 4);
  assert.deepEqual(file.sections[1], [
    0,
    'trailing-slash',
    2,
    ['URLs and trailing slashes'],
    'Set trailingSlash to decide whether generated URLs end with a slash.',
  ]);
  assert.equal(file.index.n, docs.length);
});

test('excerpts are cut at a word boundary and marked', () => {
  assert.equal(excerpt('short text', 40), 'short text');
  assert.equal(excerpt('one two three four five', 13), 'one two three…');
  assert.equal(excerpt('one two three', 0), '');
});

test('excerpts shrink until the shard fits its budget', () => {
  const docs = testRecords.filter((record) => record.docusaurus_tag === 'docs-default-current');
  const roomy = buildShards(docs, {maxGzipBytes: 100_000}).shards[0]!;
  assert.equal(roomy.excerptLength, 320);
  const fullSize = gzipSync(serializeShard(docs, 320)).length;
  const tight = buildShards(docs, {maxGzipBytes: fullSize - 40}).shards[0]!;
  assert.ok(tight.excerptLength < 320 && tight.gzipBytes <= fullSize - 40);
  assert.equal(tight.overBudget, false);
  const impossible = buildShards(docs, {maxGzipBytes: 10}).shards[0]!;
  assert.equal(impossible.excerptLength, 0);
  assert.equal(impossible.overBudget, true);
});

test('a rest group over budget even without excerpts gives its heaviest tags shards of their own, until it fits', () => {
  const small = testRecords.filter((record) => shardIdForTag(record.docusaurus_tag) === REST_SHARD);
  const api = instanceRecords('docs-api-current', 12);
  const records = [...small, ...api];
  // The api docs fit alone, without excerpts; with the blog and community pages they don't.
  const budget = gzipSync(serializeShard(api, 0)).length + 20;
  assert.ok(gzipSync(serializeShard(records, 0)).length > budget);
  const {shards, manifest} = buildShards(records, {maxGzipBytes: budget});
  assert.deepEqual(
    shards.map(({id, group, tags}) => [id, group, tags]),
    [
      ['rest', 'rest', ['default', 'docs-community-current']],
      ['rest-docs-api-current', 'rest', ['docs-api-current']],
    ],
  );
  for (const shard of shards) {
    assert.equal(shard.overBudget, false);
    assert.deepEqual(manifest.shards[shard.id], {file: shard.fileName, tags: shard.tags});
  }
  assert.equal(shards[0]!.excerptLength, 320, 'the blog and community get their excerpts back');
  const urls = (shard: (typeof shards)[number]) => {
    const file = JSON.parse(shard.json) as ShardFile;
    return file.sections.map(
      ([page, anchor]) => file.pages[page]![0] + (anchor ? `#${anchor}` : ''),
    );
  };
  assert.deepEqual(
    urls(shards[0]!),
    small.map((record) => record.url),
  );
  assert.deepEqual(
    urls(shards[1]!),
    api.map((record) => record.url),
  );
});

test('a tag too big for any budget keeps one shard, over budget, and the others still leave it', () => {
  const small = testRecords.filter((record) => shardIdForTag(record.docusaurus_tag) === REST_SHARD);
  const records = [...instanceRecords('docs-api-current', 12), ...small];
  const {shards} = buildShards(records, {maxGzipBytes: 10});
  // Heaviest first: the api docs, then the community page; the blog post is what is left.
  assert.deepEqual(
    shards.map(({id, tags, overBudget}) => [id, tags, overBudget]),
    [
      ['rest', ['default'], true],
      ['rest-docs-api-current', ['docs-api-current'], true],
      ['rest-docs-community-current', ['docs-community-current'], true],
    ],
  );
  const docs = testRecords.filter((record) => record.docusaurus_tag === 'docs-default-current');
  assert.deepEqual(
    buildShards(docs, {maxGzipBytes: 10}).shards.map(({id, overBudget}) => [id, overBudget]),
    [['docs-current', true]],
    'a docs version is never split',
  );
});

test('a group that fits is one shard under its own id', () => {
  const records = [...testRecords, ...instanceRecords('docs-api-current', 12)];
  assert.deepEqual(
    buildShards(records, {maxGzipBytes: 100_000}).shards.map(({id, group}) => [id, group]),
    [
      ['docs-3.4.0', 'docs-3.4.0'],
      ['docs-current', 'docs-current'],
      ['rest', 'rest'],
    ],
  );
});
