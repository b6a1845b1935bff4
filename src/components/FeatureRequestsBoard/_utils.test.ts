import {test} from 'node:test';
import assert from 'node:assert/strict';
import {featureRequests} from '@site/src/data/featureRequests';
import {viewForPath} from './_utils';

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

test('every request slug is unique and URL-safe', () => {
  const slugs = featureRequests.map((r) => r.slug);
  assert.equal(new Set(slugs).size, slugs.length);
  for (const slug of slugs) {
    assert.match(slug, /^[a-z0-9]+(?:-[a-z0-9]+)*$/, slug);
  }
});
