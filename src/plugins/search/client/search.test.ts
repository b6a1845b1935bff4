import {test} from 'node:test';
import assert from 'node:assert/strict';
import {searchShards, type SearchRequest} from './search';
import {loadTestShards} from './testShards';

const shards = loadTestShards();
const CURRENT = [
  ['language:en'],
  [
    'docusaurus_tag:default',
    'docusaurus_tag:docs-default-current',
    'docusaurus_tag:docs-community-current',
  ],
];

/** The request DocSearch sends, minus the parts this client ignores. */
function docSearchRequest(
  query: string,
  facetFilters: SearchRequest['facetFilters'] = CURRENT,
): SearchRequest {
  return {
    indexName: 'local',
    query,
    facetFilters,
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
  };
}

const urls = (query: string, facetFilters?: SearchRequest['facetFilters']) =>
  searchShards(shards, docSearchRequest(query, facetFilters)).hits.map((hit) => hit.url);

test('a hit has the DocSearch record fields and Algolia highlight and snippet results', () => {
  const response = searchShards(shards, docSearchRequest('trailing slash'));
  const hit = response.hits[0]!;
  assert.deepEqual(
    {
      objectID: typeof hit.objectID,
      url: hit.url,
      url_without_anchor: hit.url_without_anchor,
      anchor: hit.anchor,
      type: hit.type,
      hierarchy: hit.hierarchy,
      content: hit.content,
      language: hit.language,
      docusaurus_tag: hit.docusaurus_tag,
    },
    {
      objectID: 'string',
      url: '/docs/configuration/#trailing-slash',
      url_without_anchor: '/docs/configuration/',
      anchor: 'trailing-slash',
      type: 'lvl2',
      hierarchy: {
        lvl0: 'Docs',
        lvl1: 'Configuration',
        lvl2: 'URLs and trailing slashes',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: 'Set trailingSlash to decide whether generated URLs end with a slash.',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    },
  );
  assert.deepEqual(hit._highlightResult.hierarchy.lvl2, {
    value: 'URLs and <mark>trailing</mark> <mark>slashes</mark>',
    matchLevel: 'full',
    matchedWords: ['trailing', 'slash'],
    fullyHighlighted: false,
  });
  assert.equal(hit._highlightResult.hierarchy.lvl1!.matchLevel, 'none');
  assert.deepEqual(hit._highlightResult.hierarchy_camel, [hit._highlightResult.hierarchy]);
  // 68 characters fit the 10-word budget's line (80), so the sentence is not cut.
  assert.equal(
    hit._snippetResult.content!.value,
    'Set trailingSlash to decide whether generated URLs end with a <mark>slash</mark>.',
  );
  assert.equal(hit._snippetResult.content!.matchLevel, 'partial');
  assert.ok(hit._snippetResult.hierarchy.lvl1);
  assert.equal(hit._snippetResult.hierarchy.lvl3, undefined);
});

test('the response has the total count and the paging fields', () => {
  const first = searchShards(shards, {query: 'sidebar', hitsPerPage: 2, page: 0});
  assert.equal(first.nbHits, 6);
  assert.equal(first.nbPages, 3);
  assert.equal(first.page, 0);
  assert.equal(first.hitsPerPage, 2);
  assert.equal(first.hits.length, 2);
  assert.equal(first.query, 'sidebar');
  const last = searchShards(shards, {query: 'sidebar', hitsPerPage: 4, page: 1});
  assert.equal(last.hits.length, 2);
  const all = [0, 1, 2].flatMap((page) =>
    searchShards(shards, {query: 'sidebar', hitsPerPage: 2, page}).hits.map((hit) => hit.objectID),
  );
  assert.equal(new Set(all).size, 6);
  assert.deepEqual(searchShards(shards, {query: 'sidebar', hitsPerPage: 2, page: 9}).hits, []);
});

test('v4-style params nested under `params` are read too', () => {
  const response = searchShards(shards, {
    indexName: 'x',
    params: {query: 'sidebar', hitsPerPage: 1},
  });
  assert.equal(response.hits.length, 1);
  assert.equal(response.index, 'x');
});

test('page titles and headings rank above the same words in body text', () => {
  // "sidebar" is the title of /docs/sidebar/ and only body text in /docs/deployment/.
  const ranked = urls('sidebar');
  assert.equal(ranked[0], '/docs/sidebar/');
  assert.ok(ranked.indexOf('/docs/sidebar/') < ranked.indexOf('/docs/deployment/'));
  // A heading beats a page that only mentions the words.
  assert.equal(urls('trailing slash')[0], '/docs/configuration/#trailing-slash');
});

test('defined terms (reference table names, page keywords) rank like headings', () => {
  assert.equal(urls('trailingSlash')[0], '/docs/configuration/#trailing-slash');
  assert.equal(urls('siteConfig')[0], '/docs/configuration/');
});

test('the last word matches as a prefix, and typos are tolerated', () => {
  assert.equal(urls('collaps')[0], '/docs/sidebar/#collapsible-categories');
  assert.equal(urls('configuraton')[0], '/docs/configuration/');
  assert.equal(urls('sidbar')[0], '/docs/sidebar/');
  // Short words get no typo tolerance.
  assert.deepEqual(urls('zz'), []);
});

test('every word must match; a query that matches nothing together falls back to any word', () => {
  assert.deepEqual(urls('collapsible categories'), ['/docs/sidebar/#collapsible-categories']);
  const anyWord = urls('categories zebra');
  assert.deepEqual(anyWord, ['/docs/sidebar/#collapsible-categories']);
});

test('hits of type content are section text matches; headings and titles keep their level', () => {
  const [hit] = searchShards(shards, docSearchRequest('browse')).hits;
  assert.equal(hit!.type, 'content');
  assert.match(hit!._snippetResult.content!.value, /<mark>browse<\/mark>/);
  const [title] = searchShards(shards, docSearchRequest('deployment')).hits;
  assert.equal(title!.type, 'lvl1');
});

test('facet filters keep docs of the version in context and everything else', () => {
  assert.ok(urls('sidebar').every((url) => !url.startsWith('/docs/3.4.0/')));
  const v340 = [
    ['language:en'],
    [
      'docusaurus_tag:default',
      'docusaurus_tag:docs-default-3.4.0',
      'docusaurus_tag:docs-community-current',
    ],
  ];
  const hits = urls('sidebar', v340);
  assert.ok(hits.includes('/docs/3.4.0/sidebar/'));
  assert.ok(hits.includes('/blog/2024/05/01/sidebar-news/'));
  assert.ok(hits.includes('/community/support/'));
  assert.ok(hits.every((url) => !url.startsWith('/docs/') || url.startsWith('/docs/3.4.0/')));
  assert.deepEqual(urls('sidebar', [['language:fr']]), []);
  assert.ok(urls('sidebar', ['-docusaurus_tag:default']).every((url) => !url.startsWith('/blog/')));
  assert.deepEqual(urls('sidebar', 'docusaurus_tag:default'), ['/blog/2024/05/01/sidebar-news/']);
});

test('markup in records is escaped in every field a UI renders as HTML', () => {
  const [hit] = searchShards(shards, docSearchRequest('script alert markdown')).hits;
  assert.equal(hit!.hierarchy.lvl1, 'Markup &lt;script&gt;alert(1)&lt;/script&gt;');
  assert.equal(
    hit!.content,
    'Write &lt;b&gt;bold&lt;/b&gt; text &amp; &quot;quotes&quot; in Markdown.',
  );
  assert.equal(
    hit!._highlightResult.hierarchy.lvl1!.value,
    'Markup &lt;<mark>script</mark>&gt;<mark>alert</mark>(1)&lt;/<mark>script</mark>&gt;',
  );
  assert.doesNotMatch(JSON.stringify(hit), /<(script|b)>/);
});

test('hostile and unusual queries answer without error', () => {
  for (const query of [
    '',
    '   ',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'x'.repeat(1000),
    'sidebar '.repeat(125),
    '文档 搜索',
    'البحث في المستندات',
    '🔍🚀',
    '\u0000\u200b',
    'constructor __proto__ hasOwnProperty',
  ]) {
    const response = searchShards(shards, docSearchRequest(query));
    assert.ok(Array.isArray(response.hits), query);
    assert.equal(response.query, query);
    for (const hit of response.hits) {
      assert.doesNotMatch(JSON.stringify(hit._highlightResult), /<(?!\/?mark>)/);
    }
  }
  assert.equal(searchShards(shards, docSearchRequest('')).nbHits, 0);
  assert.ok(searchShards(shards, docSearchRequest('sidebar '.repeat(125))).nbHits > 0);
});

test('a one-letter query matches titles and headings only, as a prefix', () => {
  const hits = searchShards(shards, docSearchRequest('s')).hits;
  assert.ok(hits.length > 0, 'a single letter still finds something');
  // "/docs/deployment/" mentions sidebars only in its body text.
  assert.ok(hits.every((hit) => hit.type !== 'content'));
  assert.ok(!hits.some((hit) => hit.url.startsWith('/docs/deployment/')));
  assert.ok(urls('s').includes('/docs/sidebar/'));
  // Two letters search body text again.
  assert.ok(urls('si').includes('/docs/deployment/'));
});
