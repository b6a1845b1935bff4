import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {keepFrontMatterAuthorsOnly} from './index';

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

/** Only the fields the wrapper reads or writes; the rest of a doc's metadata is irrelevant here. */
function doc(id: string, lastUpdatedBy: string, frontMatter: Doc['frontMatter']): Doc {
  return {id, lastUpdatedAt: 1723507200000, lastUpdatedBy, frontMatter} as Doc;
}

function content(...docs: Doc[]): LoadedContent {
  return {loadedVersions: [{docs}]} as unknown as LoadedContent;
}

test('drops the Git author of a doc whose front matter names none, and keeps its date', () => {
  const [gitOnly] = keepFrontMatterAuthorsOnly(content(doc('a', 'Seed maintainers', {})))
    .loadedVersions[0]!.docs;
  assert.equal(gitOnly!.lastUpdatedBy, undefined);
  assert.equal(gitOnly!.lastUpdatedAt, 1723507200000);
});

test('drops the Git author when front matter sets only the date', () => {
  const [dated] = keepFrontMatterAuthorsOnly(
    content(doc('a', 'Seed maintainers', {last_update: {date: '2024-08-13'}})),
  ).loadedVersions[0]!.docs;
  assert.equal(dated!.lastUpdatedBy, undefined);
});

test('keeps the author the front matter names', () => {
  const [named] = keepFrontMatterAuthorsOnly(
    content(doc('a', 'Jane Doe', {last_update: {author: 'Jane Doe', date: '2024-08-13'}})),
  ).loadedVersions[0]!.docs;
  assert.equal(named!.lastUpdatedBy, 'Jane Doe');
});

test('applies to every version of the instance', () => {
  const loaded = {
    loadedVersions: [
      {docs: [doc('a', 'Seed maintainers', {})]},
      {docs: [doc('b', 'Seed maintainers', {})]},
    ],
  } as unknown as LoadedContent;
  const authors = keepFrontMatterAuthorsOnly(loaded).loadedVersions.flatMap((version) =>
    version.docs.map((d) => d.lastUpdatedBy),
  );
  assert.deepEqual(authors, [undefined, undefined]);
});
