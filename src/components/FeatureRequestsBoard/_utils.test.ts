import {test} from 'node:test';
import assert from 'node:assert/strict';
import {featureRequests} from '@site/src/data/featureRequests';
import {
  applyBoardFilters,
  DEFAULT_FILTERS,
  formatReleaseDate,
  splitInlineCode,
  viewForPath,
} from './_utils';
import {requestFixture as request} from '@site/src/data/featureRequestFixture';

const board = '/feature-requests/';

test('the board path shows the board', () => {
  assert.deepEqual(viewForPath('/feature-requests/', board), {kind: 'board'});
  assert.deepEqual(viewForPath('/feature-requests', board), {kind: 'board'});
});

test('a known slug shows that request', () => {
  const known = featureRequests[0]!;
  const view = viewForPath(`/feature-requests/p/${known.slug}/`, board);
  assert.equal(view.kind, 'request');
  assert.equal(view.kind === 'request' && view.request.slug, known.slug);
});

test('an unknown slug or sub-path is not found, naming what was asked for', () => {
  assert.deepEqual(viewForPath('/feature-requests/p/nope/', board), {
    kind: 'not-found',
    slug: 'p/nope',
  });
  assert.deepEqual(viewForPath('/feature-requests/some/deep/path/', board), {
    kind: 'not-found',
    slug: 'some/deep/path',
  });
});

const sample = [
  request('delta', {status: 'complete', category: 'blog'}),
  request('Beta', {status: 'under-review'}),
  request('alpha', {status: 'under-review'}),
  request('gamma', {description: 'Faster search results', category: 'search'}),
  request('epsilon', {status: 'in-progress'}),
];

test('filters by status, category and text; sorts by status then title, or by title', () => {
  const slugs = (filters: Partial<typeof DEFAULT_FILTERS>) =>
    applyBoardFilters(sample, {...DEFAULT_FILTERS, ...filters}).map((r) => r.slug);
  // In progress, planned, under review, complete; titles A to Z within a status, whatever their case.
  assert.deepEqual(slugs({}), ['epsilon', 'gamma', 'alpha', 'Beta', 'delta']);
  assert.deepEqual(slugs({status: 'complete'}), ['delta']);
  assert.deepEqual(slugs({category: 'blog'}), ['delta']);
  assert.deepEqual(slugs({query: 'SEARCH'}), ['gamma']);
  assert.deepEqual(slugs({sort: 'title'}), ['alpha', 'Beta', 'delta', 'epsilon', 'gamma']);
});

test('release dates read the same everywhere, and notes keep their code spans', () => {
  assert.equal(formatReleaseDate('2024-08-09'), 'Aug 9, 2024');
  assert.equal(formatReleaseDate('2022-07-08'), 'Jul 8, 2022');
  assert.deepEqual(splitInlineCode('Set `page: true` in `authors.yml`.'), [
    {text: 'Set ', code: false},
    {text: 'page: true', code: true},
    {text: ' in ', code: false},
    {text: 'authors.yml', code: true},
    {text: '.', code: false},
  ]);
});
