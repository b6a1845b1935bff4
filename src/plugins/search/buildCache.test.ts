import {test} from 'node:test';
import assert from 'node:assert/strict';
import {copyFile, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {SearchBuildCache, indexerVersion} from './buildCache';
import {collectRecords} from './collect';
import {gzipSync} from 'node:zlib';
import {buildShards, serializeShard} from './shards';
import {instanceRecords, testRecords} from './testRecords';
import type {SearchRecord} from './types';
import {FIXTURE_PAGES as PAGES, FIXTURES} from './__fixtures__/pages';

const ROUTES = Object.keys(PAGES);
const SHARD_OPTIONS = {maxGzipBytes: 150 * 1024};
const SETTINGS = {siteTitle: 'My Site'};

/** A build folder holding the fixture pages, and a cache folder beside it. */
async function site() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'search-cache-'));
  const outDir = path.join(root, 'build');
  for (const [route, fixture] of Object.entries(PAGES)) {
    await mkdir(path.join(outDir, route), {recursive: true});
    await copyFile(path.join(FIXTURES, fixture), path.join(outDir, route, 'index.html'));
  }
  return {root, outDir, cacheDir: path.join(root, 'cache')};
}

/** The shards of `records` through the cache, and the ids of those it asked to build. */
async function shardsThrough(
  cache: SearchBuildCache,
  records: SearchRecord[],
  options = SHARD_OPTIONS,
) {
  const asked: string[] = [];
  const built = await cache.shardsOf(records, options, async (changed) => {
    const shards = buildShards(changed, options);
    asked.push(...shards.shards.map(({id}) => id));
    return shards;
  });
  await cache.save();
  return {cache, built, asked};
}

/** The postBuild's indexing, as src/plugins/search/index.ts runs it. */
async function index(outDir: string, cacheDir: string, version = 'v1', settings = SETTINGS) {
  const cache = await SearchBuildCache.open(cacheDir, version, settings);
  const builtSite = {outDir, baseUrl: '/', trailingSlash: true, title: settings.siteTitle};
  const records = await collectRecords(builtSite, ROUTES, cache);
  return shardsThrough(cache, records);
}

test('a rebuild of the same pages reads every record and the shards from the cache, and writes the same index', async () => {
  const {root, outDir, cacheDir} = await site();
  try {
    const first = await index(outDir, cacheDir);
    assert.equal(first.cache.misses, ROUTES.length);
    assert.deepEqual(first.asked, ['docs-3.4.0', 'rest']);
    assert.equal(first.cache.shardsReused, 0);
    assert.equal(first.cache.shardsBuilt, 2);
    const second = await index(outDir, cacheDir);
    assert.equal(second.cache.hits, ROUTES.length);
    assert.equal(second.cache.misses, 0);
    assert.deepEqual(second.asked, []);
    assert.equal(second.cache.shardsReused, 2);
    assert.equal(second.cache.shardsBuilt, 0);
    assert.deepEqual(second.built, first.built);
  } finally {
    await rm(root, {recursive: true, force: true});
  }
});

test('an edited page is indexed again, only its shard is built again, and the index is what a build without a cache writes', async () => {
  const {root, outDir, cacheDir} = await site();
  try {
    await index(outDir, cacheDir);
    const file = path.join(outDir, '/docs/3.4.0/sidebar/items/', 'index.html');
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('</h1>', ' edited</h1>'));
    const cached = await index(outDir, cacheDir);
    assert.equal(cached.cache.misses, 1);
    assert.equal(cached.cache.hits, ROUTES.length - 1);
    assert.deepEqual(cached.asked, ['docs-3.4.0'], "the edited page's shard, and only it");
    assert.equal(cached.cache.shardsReused, 1);
    assert.equal(cached.cache.shardsBuilt, 1);
    const fresh = await index(outDir, path.join(root, 'empty-cache'));
    assert.equal(fresh.cache.hits, 0);
    assert.deepEqual(cached.built, fresh.built);
    assert.match(JSON.stringify(cached.built.shards), /edited/);
  } finally {
    await rm(root, {recursive: true, force: true});
  }
});

test('a split rest group is kept whole: a rebuild reuses every shard of it, an edit builds them all again', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'search-cache-'));
  const cacheDir = path.join(root, 'cache');
  // The api docs fit alone but not beside the blog and community pages: they get a shard of their own.
  const api = instanceRecords('docs-api-current', 12);
  const options = {maxGzipBytes: gzipSync(serializeShard(api, 0)).length + 20};
  const records = [...testRecords, ...api];
  const shardsOf = async (cacheDir: string, records: SearchRecord[]) =>
    shardsThrough(await SearchBuildCache.open(cacheDir, 'v1', SETTINGS), records, options);
  try {
    const first = await shardsOf(cacheDir, records);
    assert.deepEqual(first.asked, ['docs-3.4.0', 'docs-current', 'rest', 'rest-docs-api-current']);
    assert.equal(first.cache.shardsBuilt, 4);
    const second = await shardsOf(cacheDir, records);
    assert.deepEqual(second.asked, []);
    assert.equal(second.cache.shardsReused, 4);
    assert.deepEqual(second.built, first.built);
    const edited = records.map((record) =>
      record.url === '/docs-api-current/plugin3/' ? {...record, content: 'Edited.'} : record,
    );
    const third = await shardsOf(cacheDir, edited);
    assert.deepEqual(third.asked, ['rest', 'rest-docs-api-current'], 'the rest group, whole');
    assert.equal(third.cache.shardsReused, 2);
    const fresh = await shardsOf(path.join(root, 'empty-cache'), edited);
    assert.deepEqual(third.built, fresh.built);
    assert.match(third.built.shards.at(-1)!.json, / edited /, 'the edited words are indexed');
  } finally {
    await rm(root, {recursive: true, force: true});
  }
});

test('a page that changed only in the scripts and links it loads is read from the cache', async () => {
  const {root, outDir, cacheDir} = await site();
  try {
    await index(outDir, cacheDir);
    const file = path.join(outDir, '/showcase/', 'index.html');
    const html = await readFile(file, 'utf8');
    await writeFile(
      file,
      html.replace(
        '</head>',
        '<link rel="preload" href="/assets/js/runtime~main.0123abcd.js" as="script"><script src="/assets/js/main.0123abcd.js"></script></head>',
      ),
    );
    const rebuilt = await index(outDir, cacheDir);
    assert.equal(rebuilt.cache.hits, ROUTES.length);
    assert.equal(rebuilt.cache.shardsReused, 2);
  } finally {
    await rm(root, {recursive: true, force: true});
  }
});

test('other indexing code or settings read nothing from the cache', async () => {
  const {root, outDir, cacheDir} = await site();
  try {
    await index(outDir, cacheDir, 'v1');
    const otherCode = await index(outDir, cacheDir, 'v2');
    assert.equal(otherCode.cache.hits, 0);
    assert.equal(otherCode.cache.shardsReused, 0);
    const otherTitle = await index(outDir, cacheDir, 'v2', {siteTitle: 'Another Site'});
    assert.equal(otherTitle.cache.hits, 0);
    assert.equal(otherTitle.cache.shardsReused, 0);
  } finally {
    await rm(root, {recursive: true, force: true});
  }
});

test('the code version changes with the indexer source', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'search-version-'));
  try {
    await writeFile(path.join(dir, 'indexer.ts'), 'export const a = 1;');
    await writeFile(path.join(dir, 'indexer.test.ts'), 'tests do not count');
    const before = indexerVersion(dir);
    await writeFile(path.join(dir, 'indexer.test.ts'), 'still do not count');
    assert.equal(indexerVersion(dir), before);
    await writeFile(path.join(dir, 'indexer.ts'), 'export const a = 2;');
    assert.notEqual(indexerVersion(dir), before);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('a corrupt cache starts empty, and one that cannot be written does not fail the build', async () => {
  const {root, outDir, cacheDir} = await site();
  try {
    await mkdir(cacheDir);
    await writeFile(path.join(cacheDir, 'records.json'), '{not json');
    const corrupt = await index(outDir, cacheDir);
    assert.equal(corrupt.cache.hits, 0);
    // A file where the cache folder should be: saving warns and goes on.
    const blocked = path.join(root, 'blocked');
    await writeFile(blocked, '');
    const unwritable = await index(outDir, blocked);
    assert.deepEqual(unwritable.built, corrupt.built);
  } finally {
    await rm(root, {recursive: true, force: true});
  }
});
