import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {SearchManifest} from '../types';
import {isOfflineModeWorker, SEARCH_CACHE, shardFilesFor} from './offline';

const workerUrl = (params: unknown) =>
  `https://example.com/sw.js?params=${encodeURIComponent(JSON.stringify(params))}`;

test('a worker runs in offline mode only when its params say so', () => {
  assert.equal(isOfflineModeWorker(workerUrl({offlineMode: true, debug: false})), true);
  assert.equal(isOfflineModeWorker(workerUrl({offlineMode: false, debug: false})), false);
  assert.equal(isOfflineModeWorker('https://example.com/sw.js'), false);
  assert.equal(isOfflineModeWorker('https://example.com/sw.js?params=%7Bnot-json'), false);
});

const manifest: SearchManifest = {
  v: 1,
  shards: {
    'docs-current': {file: 'docs-current.0123456789.json', tags: ['docs-default-current']},
    'docs-3.4.0': {file: 'docs-3.4.0.abcdef0123.json', tags: ['docs-default-3.4.0']},
    rest: {file: 'rest.fedcba9876.json', tags: ['default', 'blog', 'changelog']},
  },
};

test('the shards kept for offline use are those a search of the version being read opens', () => {
  const current = [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ];
  assert.deepEqual(shardFilesFor(manifest, current), [
    'docs-current.0123456789.json',
    'rest.fedcba9876.json',
  ]);
  assert.deepEqual(
    shardFilesFor(manifest, ['language:en', ['docusaurus_tag:docs-default-3.4.0']]),
    ['docs-3.4.0.abcdef0123.json'],
  );
  // No tag filter: every shard may hold hits.
  assert.equal(shardFilesFor(manifest, ['language:en']).length, 3);
});

test('the service worker reads the same cache, and its shard pattern matches the shard names', () => {
  const worker = readFileSync(path.join(__dirname, '../../../sw.js'), 'utf8');
  assert.match(worker, new RegExp(`const SEARCH_CACHE = '${SEARCH_CACHE}';`));
  const pattern = worker.match(/const SHARD_FILE = \/(.+)\/;/)?.[1];
  assert.ok(pattern, 'src/sw.js declares SHARD_FILE');
  const shardFile = new RegExp(pattern);
  for (const {file} of Object.values(manifest.shards)) {
    assert.match(file, shardFile);
  }
  assert.doesNotMatch('manifest.json', shardFile);
});
