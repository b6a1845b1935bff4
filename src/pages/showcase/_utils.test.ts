import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ShowcaseSite} from '@site/src/data/showcase';
import type {TagType} from '@site/src/data/showcaseTags';
import {
  emptyResultHint,
  filterSites,
  hasActiveFilters,
  NO_FILTERS,
  sortSites,
  toggleTag,
} from './_utils';

const site = (title: string, tags: TagType[]): ShowcaseSite => ({
  title,
  description: `${title} site`,
  website: `https://${title.toLowerCase()}.example.com/`,
  source: null,
  tags,
  color: '#123456',
});

const sites = [
  site('zeta', ['product']),
  site('Beta', ['favorite', 'opensource']),
  site('alpha', ['opensource', 'i18n']),
  site('Omega', ['favorite', 'i18n', 'opensource']),
];

test('sorts favourites first, then by title ignoring case', () => {
  assert.deepEqual(
    sortSites(sites).map((s) => s.title),
    ['Beta', 'Omega', 'alpha', 'zeta'],
  );
});

test('OR keeps sites with any selected tag, AND only those with all', () => {
  const titles = (list: ShowcaseSite[]) => list.map((s) => s.title).sort();
  assert.deepEqual(titles(filterSites(sites, {...NO_FILTERS, tags: ['i18n', 'favorite']})), [
    'Beta',
    'Omega',
    'alpha',
  ]);
  assert.deepEqual(
    titles(filterSites(sites, {...NO_FILTERS, tags: ['i18n', 'favorite'], operator: 'AND'})),
    ['Omega'],
  );
});

test('the name search is a case-insensitive substring of the title', () => {
  assert.deepEqual(
    filterSites(sites, {...NO_FILTERS, name: '  ALP '}).map((s) => s.title),
    ['alpha'],
  );
  assert.deepEqual(filterSites(sites, {...NO_FILTERS, name: 'nothing'}), []);
  assert.equal(filterSites(sites, NO_FILTERS).length, 4);
});

test('toggling adds or removes a tag; active filters are detected', () => {
  assert.deepEqual(toggleTag(['i18n'], 'rtl'), ['i18n', 'rtl']);
  assert.deepEqual(toggleTag(['i18n', 'rtl'], 'i18n'), ['rtl']);
  assert.equal(hasActiveFilters(NO_FILTERS), false);
  assert.equal(hasActiveFilters({...NO_FILTERS, name: ' x '}), true);
  assert.equal(hasActiveFilters({...NO_FILTERS, operator: 'AND'}), false);
});

test('an empty result names what narrowed it, and only suggests changing filters in use', () => {
  const nameOnly = emptyResultHint({tags: [], operator: 'OR', name: ' zzz '});
  assert.equal(nameOnly, 'No site’s name contains “zzz”. Check the spelling, or clear the search.');
  assert.doesNotMatch(nameOnly, /tag|OR\b/);
  assert.equal(
    emptyResultHint({tags: ['i18n', 'rtl'], operator: 'AND', name: ''}),
    'No site has all of the selected tags. Remove a tag, or switch to OR to see sites with any of them.',
  );
  assert.equal(
    emptyResultHint({tags: ['rtl'], operator: 'AND', name: ''}),
    'No site has the selected tag.',
  );
  assert.equal(
    emptyResultHint({tags: ['rtl', 'i18n'], operator: 'OR', name: 'jest'}),
    'No site with the selected tags has “jest” in its name. Clear the search, or remove a tag.',
  );
  assert.equal(
    emptyResultHint({tags: ['rtl', 'i18n'], operator: 'AND', name: 'jest'}),
    'No site with all of the selected tags has “jest” in its name. Clear the search, remove a tag, or switch to OR.',
  );
});
