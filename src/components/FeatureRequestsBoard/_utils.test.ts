import {test} from 'node:test';
import assert from 'node:assert/strict';
import {featureRequests, type FeatureRequest} from '@site/src/data/featureRequests';
import {
  applyBoardFilters,
  DEFAULT_FILTERS,
  readBoardFilters,
  viewForPath,
  writeBoardFilters,
} from './_utils';

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

const request = (slug: string, overrides: Partial<FeatureRequest>): FeatureRequest => ({
  slug,
  title: slug,
  description: `About ${slug}`,
  status: 'planned',
  category: 'docs',
  votes: 1,
  history: [{date: '2024-01-01', status: 'planned', note: 'Accepted.'}],
  related: [],
  ...overrides,
});

const sample = [
  request('alpha', {
    votes: 5,
    category: 'blog',
    history: [{date: '2024-03-01', status: 'planned', note: ''}],
  }),
  request('beta', {
    votes: 50,
    status: 'complete',
    history: [{date: '2023-01-01', status: 'complete', note: ''}],
  }),
  request('gamma', {votes: 20, description: 'Faster search results', category: 'search'}),
];

test('filters by status, category and text, and sorts', () => {
  const slugs = (filters: Partial<typeof DEFAULT_FILTERS>) =>
    applyBoardFilters(sample, {...DEFAULT_FILTERS, ...filters}).map((r) => r.slug);
  assert.deepEqual(slugs({}), ['beta', 'gamma', 'alpha']);
  assert.deepEqual(slugs({status: 'complete'}), ['beta']);
  assert.deepEqual(slugs({category: 'blog'}), ['alpha']);
  assert.deepEqual(slugs({query: 'SEARCH'}), ['gamma']);
  assert.deepEqual(slugs({sort: 'recent'}), ['alpha', 'gamma', 'beta']);
  assert.deepEqual(slugs({sort: 'title'}), ['alpha', 'beta', 'gamma']);
});

test('board filters round-trip through the query string; odd values fall back', () => {
  const filters = {status: 'planned', category: 'i18n', sort: 'recent', query: 'x y'} as const;
  assert.deepEqual(readBoardFilters(writeBoardFilters(filters)), filters);
  assert.equal(writeBoardFilters(DEFAULT_FILTERS), '');
  assert.deepEqual(readBoardFilters('?status=<script>&sort=worst&category='), DEFAULT_FILTERS);
});

test('every request is consistent: unique URL-safe slug, history ending at its status, real dates', () => {
  const problems: string[] = [];
  const slugs = new Set<string>();
  for (const r of featureRequests) {
    if (slugs.has(r.slug)) problems.push(`${r.slug}: slug used twice`);
    slugs.add(r.slug);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(r.slug))
      problems.push(`${r.slug}: use lower-case words joined by -`);
    if (r.history.at(-1)?.status !== r.status)
      problems.push(`${r.slug}: the last history entry must be "${r.status}"`);
    const dates = r.history.map((h) => h.date);
    if (dates.some((d) => Number.isNaN(Date.parse(d))))
      problems.push(`${r.slug}: history dates must be yyyy-mm-dd`);
    if ([...dates].sort().join() !== dates.join())
      problems.push(`${r.slug}: list history oldest first`);
    if (!Number.isInteger(r.votes) || r.votes < 0)
      problems.push(`${r.slug}: votes must be a whole number`);
    for (const link of r.related) {
      if (!link.to.startsWith('/docs/'))
        problems.push(`${r.slug}: related links point into /docs/ (${link.to})`);
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(
    featureRequests.length >= 30,
    `the board should hold about 30 requests (has ${featureRequests.length})`,
  );
});
