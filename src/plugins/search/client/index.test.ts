import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createLocalSearchClient, RetryError} from './index';
import type {ShardOptions} from '../shards';
import {testFiles} from './testShards';

const CURRENT = [
  ['language:en'],
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];
const V340 = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.4.0']];

/** A fake network over the files a build writes, recording what was asked for. */
function fakeSite(
  override: (file: string) => Response | 'fail' | null = () => null,
  shardOptions?: ShardOptions,
) {
  const files = testFiles(undefined, shardOptions);
  const requested: string[] = [];
  const fetcher = async (url: string): Promise<Response> => {
    const file = url.replace('/base/search/', '');
    requested.push(file.replace(/\.[0-9a-f]{10}\.json$/, ''));
    const custom = override(file);
    if (custom === 'fail') {
      throw new TypeError('Failed to fetch');
    }
    if (custom) {
      return custom;
    }
    const body = files.get(file);
    return body === undefined ? new Response('Not found', {status: 404}) : new Response(body);
  };
  return {fetcher, requested};
}

test('loads only the shards the facet filters need, once each', async () => {
  const site = fakeSite();
  const client = createLocalSearchClient('/base/', site.fetcher);
  assert.deepEqual(site.requested, []);
  await client.search({requests: [{query: 'sidebar', facetFilters: CURRENT}]});
  assert.deepEqual(site.requested.sort(), ['docs-current', 'manifest.json', 'rest']);
  await client.search({requests: [{query: 'config', facetFilters: CURRENT}]});
  assert.equal(site.requested.length, 3);
  await client.search({requests: [{query: 'sidebar', facetFilters: V340}]});
  assert.deepEqual(site.requested.slice(3), ['docs-3.4.0']);
});

test('without a tag filter every shard is loaded', async () => {
  const site = fakeSite();
  await createLocalSearchClient('/base/', site.fetcher).search([{query: 'sidebar'}]);
  assert.deepEqual(site.requested.sort(), ['docs-3.4.0', 'docs-current', 'manifest.json', 'rest']);
});

test('a split rest group is searched whole, each of its shards loaded when the filters need its tags', async () => {
  // Under 300 bytes, the rest group (335 bytes gzip without excerpts) is split: the community
  // page, its heaviest tag, gets a shard of its own, and the blog post stays in rest.
  const split = fakeSite(undefined, {maxGzipBytes: 300});
  const whole = fakeSite();
  const splitClient = createLocalSearchClient('/base/', split.fetcher);
  const wholeClient = createLocalSearchClient('/base/', whole.fetcher);
  const urls = async (client: typeof splitClient, facetFilters?: typeof CURRENT) => {
    const {results} = await client.search({requests: [{query: 'sidebar', facetFilters}]});
    return results[0]!.hits.map(({url}) => url).sort();
  };

  const current = await urls(splitClient, CURRENT);
  assert.deepEqual(current, await urls(wholeClient, CURRENT));
  assert.ok(current.includes('/blog/2024/05/01/sidebar-news/'));
  assert.deepEqual(split.requested.sort(), ['docs-current', 'manifest.json', 'rest']);

  const everything = await urls(splitClient);
  assert.deepEqual(everything, await urls(wholeClient));
  assert.ok(everything.includes('/community/support/'));
  assert.ok(split.requested.includes('rest-docs-community-current'));
});

test('answers DocSearch’s multi-query request, in the v5 and the v4 forms', async () => {
  const client = createLocalSearchClient('/base/', fakeSite().fetcher);
  const v5 = await client.search({
    requests: [
      {indexName: 'a', query: 'sidebar', facetFilters: V340},
      {indexName: 'b', query: 'trailing', facetFilters: CURRENT},
    ],
  });
  assert.deepEqual(
    v5.results.map(({index, nbHits}) => [index, nbHits]),
    [
      ['a', 2],
      ['b', 2],
    ],
  );
  const v4 = await client.search([
    {indexName: 'c', params: {query: 'sidebar', facetFilters: V340}},
  ]);
  assert.equal(v4.results[0]!.nbHits, 2);
});

test('a failed download rejects with a RetryError, and the next query tries again', async () => {
  let fail = true;
  const site = fakeSite((file) => (fail && file.startsWith('docs-current') ? 'fail' : null));
  const client = createLocalSearchClient('/base/', site.fetcher);
  await assert.rejects(
    client.search({requests: [{query: 'x', facetFilters: CURRENT}]}),
    (error: Error) => {
      assert.ok(error instanceof RetryError);
      assert.equal(error.name, 'RetryError');
      return true;
    },
  );
  fail = false;
  const {results} = await client.search({requests: [{query: 'sidebar', facetFilters: CURRENT}]});
  assert.ok(results[0]!.nbHits > 0);
});

test('a missing, corrupt or malformed shard or manifest is a RetryError too', async () => {
  const cases: ((file: string) => Response | null)[] = [
    (file) => (file.startsWith('rest') ? new Response('gone', {status: 404}) : null),
    (file) => (file.startsWith('rest') ? new Response('{"v":1,"pages":[') : null),
    (file) =>
      file.startsWith('rest')
        ? new Response('{"v":1,"pages":[],"sections":[[5,"",1,[],""]]}')
        : null,
    (file) => (file.startsWith('rest') ? new Response('{"v":2}') : null),
    (file) =>
      file === 'manifest.json'
        ? new Response('{"v":1,"shards":{"x":{"file":"../../etc","tags":[]}}}')
        : null,
    (file) => (file === 'manifest.json' ? new Response('<!doctype html>') : null),
  ];
  for (const override of cases) {
    const client = createLocalSearchClient('/base/', fakeSite(override).fetcher);
    await assert.rejects(client.search({requests: [{query: 'sidebar', facetFilters: CURRENT}]}), {
      name: 'RetryError',
    });
  }
});

test('warmUp downloads what a first query would need', async () => {
  const site = fakeSite();
  const client = createLocalSearchClient('/base/', site.fetcher);
  await client.warmUp({facetFilters: V340});
  assert.deepEqual(site.requested.sort(), ['docs-3.4.0', 'manifest.json', 'rest']);
  await client.search({requests: [{query: 'sidebar', facetFilters: V340}]});
  assert.equal(site.requested.length, 3);
});

test('agents can be added, as DocSearch does', () => {
  const client = createLocalSearchClient('/base/', fakeSite().fetcher);
  client.addAlgoliaAgent('docsearch', '3.9.0');
  client.addAlgoliaAgent('docsearch', '3.9.0');
  assert.equal(client.transporter.algoliaAgent.value, 'Docusaurus local search; docsearch (3.9.0)');
});
