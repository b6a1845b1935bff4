/**
 * The board filters in the URL, through the framework's query-string hooks
 * (see test/support/queryStringHooks.ts): the URLs a reader gets, and the
 * filters a shared URL opens with.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {hookAtUrl} from '../../../test/support/queryStringHooks';
import type * as Hooks from './_hooks';
import {DEFAULT_FILTERS} from './_utils';

/** The board at `url`: its history, and a render of the filters hook on it. */
const boardAt = hookAtUrl<typeof Hooks, ReturnType<typeof Hooks.useBoardFilters>>(
  path.join(__dirname, '_hooks.ts'),
  (hooks) => hooks.useBoardFilters,
);

const filtersAt = async (url: string) => (await boardAt(url)).render()[0];

test('board filters round-trip through the query string; odd values fall back', async () => {
  const filters = {status: 'planned', category: 'i18n', sort: 'title', query: 'x y'} as const;
  const board = await boardAt('/feature-requests/');
  board.render()[1](filters);
  assert.equal(
    board.history.url,
    '/feature-requests/?status=planned&category=i18n&sort=title&q=x+y',
  );
  assert.deepEqual(board.render()[0], filters);
  board.render()[1](DEFAULT_FILTERS);
  assert.equal(board.history.url, '/feature-requests/');
  assert.deepEqual(
    await filtersAt('/feature-requests/?status=<script>&sort=worst&category='),
    DEFAULT_FILTERS,
  );
  // Links from before the board stopped showing votes still open the board in its default order.
  assert.deepEqual(await filtersAt('/feature-requests/?sort=votes'), DEFAULT_FILTERS);
});

test('a filter change replaces the history entry, so the back button skips it', async () => {
  const board = await boardAt('/feature-requests/');
  board.render()[1]({...DEFAULT_FILTERS, query: 's'});
  board.render()[1]({...DEFAULT_FILTERS, query: 'se', status: 'complete'});
  assert.equal(board.history.url, '/feature-requests/?q=se&status=complete');
  assert.equal(board.history.action, 'REPLACE');
  assert.equal(board.history.length, 1);
});
