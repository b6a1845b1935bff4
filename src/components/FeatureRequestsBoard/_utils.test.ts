import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {featureRequests, pullRequestUrl, type FeatureRequest} from '@site/src/data/featureRequests';
import {
  applyBoardFilters,
  DEFAULT_FILTERS,
  formatReleaseDate,
  readBoardFilters,
  splitInlineCode,
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
  releases: [],
  related: [],
  ...overrides,
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

test('board filters round-trip through the query string; odd values fall back', () => {
  const filters = {status: 'planned', category: 'i18n', sort: 'title', query: 'x y'} as const;
  assert.deepEqual(readBoardFilters(writeBoardFilters(filters)), filters);
  assert.equal(writeBoardFilters(DEFAULT_FILTERS), '');
  assert.deepEqual(readBoardFilters('?status=<script>&sort=worst&category='), DEFAULT_FILTERS);
  // Links from before the board stopped showing votes still open the board in its default order.
  assert.deepEqual(readBoardFilters('?sort=votes'), DEFAULT_FILTERS);
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

test('every request is consistent: unique URL-safe slug, releases oldest first, docs links', () => {
  const problems: string[] = [];
  const slugs = new Set<string>();
  for (const r of featureRequests) {
    if (slugs.has(r.slug)) problems.push(`${r.slug}: slug used twice`);
    slugs.add(r.slug);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(r.slug))
      problems.push(`${r.slug}: use lower-case words joined by -`);
    if (r.status === 'complete' && r.releases.length === 0)
      problems.push(`${r.slug}: a complete request names the release that shipped it`);
    const dates = r.releases.map((release) => release.date);
    if ([...dates].sort().join() !== dates.join())
      problems.push(`${r.slug}: list releases oldest first`);
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

/** `## 3.5.0 (2024-08-09)` sections of the changelog, by version. */
function changelogSections(): Map<string, {date: string; body: string}> {
  const source = readFileSync(path.join(__dirname, '../../../changelog/CHANGELOG.md'), 'utf8');
  const sections = new Map<string, {date: string; body: string}>();
  const headings = [...source.matchAll(/^## (\S+) \((\d{4}-\d{2}-\d{2})\)$/gm)];
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.index ?? source.length;
    sections.set(heading[1]!, {date: heading[2]!, body: source.slice(heading.index, end)});
  });
  return sections;
}

test('every release on the board is in the changelog: its version, its date and its pull request', () => {
  const sections = changelogSections();
  const problems: string[] = [];
  for (const r of featureRequests) {
    for (const release of r.releases) {
      const section = sections.get(release.version);
      if (!section) {
        problems.push(`${r.slug}: ${release.version} has no section in the changelog`);
        continue;
      }
      if (section.date !== release.date)
        problems.push(
          `${r.slug}: ${release.version} came out on ${section.date}, not ${release.date}`,
        );
      if (!section.body.includes(`(${pullRequestUrl(release.pullRequest)})`))
        problems.push(
          `${r.slug}: pull request #${release.pullRequest} is not listed under ${release.version}`,
        );
    }
  }
  assert.deepEqual(problems, []);
});

test('the board holds no vote count or date of its own', () => {
  const source = readFileSync(path.join(__dirname, '../../data/featureRequests.ts'), 'utf8');
  assert.doesNotMatch(source, /\bvotes?\b\s*:/);
  // Every date in the data is a release date, which the test above checks against the changelog.
  const dates = [...source.matchAll(/\d{4}-\d{2}-\d{2}/g)].map((match) => match[0]);
  const releaseDates = new Set(featureRequests.flatMap((r) => r.releases.map((x) => x.date)));
  assert.deepEqual(
    dates.filter((date) => !releaseDates.has(date)),
    [],
  );
});
