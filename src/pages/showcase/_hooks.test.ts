/**
 * The showcase filters in the URL, through the framework's query-string hooks
 * (see test/support/queryStringHooks.ts): the URLs a reader gets, and the
 * filters a shared URL opens with.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {TagType} from '@site/src/data/showcaseTags';
import {hookAtUrl} from '../../../test/support/queryStringHooks';
import type * as Hooks from './_hooks';
import {NO_FILTERS} from './_utils';

/** The showcase at `url`: its history, and a render of the filters hook on it. */
const showcaseAt = hookAtUrl<typeof Hooks, ReturnType<typeof Hooks.useShowcaseFilters>>(
  path.join(__dirname, '_hooks.ts'),
  (hooks) => hooks.useShowcaseFilters,
);

test('filters round-trip through the query string and keep other parameters', async () => {
  const filters = {tags: ['i18n', 'rtl'] as TagType[], operator: 'AND' as const, name: 'docs'};
  const showcase = await showcaseAt('/showcase/?utm=x');
  showcase.render()[1](filters);
  assert.equal(showcase.history.url, '/showcase/?utm=x&tags=i18n&tags=rtl&operator=AND&name=docs');
  assert.deepEqual(showcase.render()[0], filters);
  showcase.render()[1](NO_FILTERS);
  assert.equal(showcase.history.url, '/showcase/?utm=x');

  const plain = await showcaseAt('/showcase/');
  plain.render()[1](NO_FILTERS);
  assert.equal(plain.history.url, '/showcase/');
});

test('a filter change replaces the history entry, so the back button skips it', async () => {
  const showcase = await showcaseAt('/showcase/');
  showcase.render()[1]({...NO_FILTERS, name: 'j'});
  showcase.render()[1]({...NO_FILTERS, name: 'je'});
  assert.equal(showcase.history.url, '/showcase/?name=je');
  assert.equal(showcase.history.action, 'REPLACE');
  assert.equal(showcase.history.length, 1);
});

test('odd query strings give sane filters', async () => {
  const odd = await showcaseAt('/showcase/?tags=nope&tags=i18n&tags=i18n&operator=XOR&name=<b>');
  assert.deepEqual(odd.render()[0], {
    tags: ['i18n'],
    operator: 'OR',
    name: '<b>',
  });
  assert.deepEqual((await showcaseAt('/showcase/')).render()[0], NO_FILTERS);
});
