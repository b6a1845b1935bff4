import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ShowcaseSite} from '@site/src/data/showcase';
import {sortSites} from './_utils';

const site = (title: string, favorite = false): ShowcaseSite => ({
  title,
  description: `${title} site`,
  website: `https://${title.toLowerCase()}.example.com/`,
  source: null,
  tags: favorite ? ['favorite'] : ['product'],
});

test('sorts favourites first, then by title ignoring case', () => {
  const sorted = sortSites([site('zeta'), site('Beta', true), site('alpha'), site('Omega', true)]);
  assert.deepEqual(
    sorted.map((s) => s.title),
    ['Beta', 'Omega', 'alpha', 'zeta'],
  );
});
