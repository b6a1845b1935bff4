import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gunzipSync, gzipSync} from 'node:zlib';
import {
  buildShards,
  excerpt,
  pagesOf,
  REST_SHARD,
  serializeShard,
  shardIdForTag,
  splitPages,
} from './shards';
import {testRecords} from './testRecords';
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

test('a group over its budget even without excerpts is split, page by page, into as few shards as fit', () => {
  const docs = testRecords.filter((record) => record.docusaurus_tag === 'docs-default-current');
  const withoutExcerpts = gzipSync(serializeShard(docs, 0)).length;
  const budget = Math.ceil(withoutExcerpts * 0.75);
  const {shards, manifest} = buildShards(docs, {maxGzipBytes: budget});
  assert.ok(shards.length > 1);
  assert.deepEqual(
    shards.map(({id, group}) => [id, group]),
    shards.map((_, part) => [`docs-current-${part + 1}`, 'docs-current']),
  );
  for (const shard of shards) {
    assert.equal(shard.overBudget, false);
    assert.ok(shard.gzipBytes <= budget);
    assert.deepEqual(manifest.shards[shard.id], {
      file: shard.fileName,
      tags: ['docs-default-current'],
    });
  }
  // As few as fit: one part fewer would not.
  const fewer = splitPages(pagesOf(docs), shards.length - 1);
  assert.ok(
    fewer.some((part) => gzipSync(serializeShard(part, 0)).length > budget),
    `${shards.length - 1} parts would have fit`,
  );
  // Every section once, in order; each page whole in one shard.
  const files = shards.map((shard) => JSON.parse(shard.json) as ShardFile);
  const urls = files.flatMap((file) =>
    file.sections.map(([page, anchor]) => file.pages[page]![0] + (anchor ? `#${anchor}` : '')),
  );
  assert.deepEqual(
    urls,
    docs.map((record) => record.url),
  );
  const pages = files.flatMap((file) => file.pages.map(([path]) => path));
  assert.equal(new Set(pages).size, pages.length);
});

test('a group that fits is one shard under its own id, and a single page too big stays whole', () => {
  const docs = testRecords.filter((record) => record.docusaurus_tag === 'docs-default-current');
  assert.deepEqual(
    buildShards(docs, {maxGzipBytes: 100_000}).shards.map(({id, group}) => [id, group]),
    [['docs-current', 'docs-current']],
  );
  const onePage = docs.filter((record) => record.url.startsWith('/docs/sidebar/'));
  const [shard, ...others] = buildShards(onePage, {maxGzipBytes: 10}).shards;
  assert.deepEqual(others, []);
  assert.equal(shard!.id, 'docs-current');
  assert.equal(shard!.overBudget, true);
});

test('pages are split into runs of about equal weight, each part at least one page', () => {
  const page = (name: string, size: number) => [
    {...testRecords[0]!, url: `/docs/${name}/`, content: 'x'.repeat(size)},
  ];
  const pages = [page('a', 1000), page('b', 1000), page('c', 1000), page('d', 1000)];
  const names = (parts: ReturnType<typeof splitPages>) =>
    parts.map((part) => part.map((record) => record.url.split('/')[2]).join(''));
  assert.deepEqual(names(splitPages(pages, 2)), ['ab', 'cd']);
  assert.deepEqual(names(splitPages(pages, 4)), ['a', 'b', 'c', 'd']);
  // One heavy page first: the rest still get a part each.
  const heavy = [page('a', 10_000), page('b', 10), page('c', 10)];
  assert.deepEqual(names(splitPages(heavy, 3)), ['a', 'b', 'c']);
  assert.deepEqual(names(splitPages(heavy, 2)), ['a', 'bc']);
});
