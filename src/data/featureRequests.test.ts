/**
 * Checks the feature-requests data with the rules of
 * `featureRequests.validate.ts`, against `changelog/CHANGELOG.md`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {featureRequests, pullRequestUrl} from './featureRequests';
import {changelogProblems, requestProblems} from './featureRequests.validate';
import {requestFixture as request} from './featureRequestFixture';

const changelog = readFileSync(path.join(__dirname, '../../changelog/CHANGELOG.md'), 'utf8');

test('every request is consistent: unique URL-safe slug, releases oldest first, docs links', () => {
  assert.deepEqual(requestProblems(featureRequests), []);
  assert.ok(
    featureRequests.length >= 30,
    `the board should hold about 30 requests (has ${featureRequests.length})`,
  );
});

test('every release on the board is in the changelog: its version, its date and its pull request', () => {
  assert.deepEqual(changelogProblems(featureRequests, changelog), []);
});

test('the board holds no vote count or date of its own', () => {
  const source = readFileSync(path.join(__dirname, 'featureRequests.ts'), 'utf8');
  assert.doesNotMatch(source, /\bvotes?\b\s*:/);
  // Every date in the data is a release date, which the test above checks against the changelog.
  const dates = [...source.matchAll(/\d{4}-\d{2}-\d{2}/g)].map((match) => match[0]);
  const releaseDates = new Set(featureRequests.flatMap((r) => r.releases.map((x) => x.date)));
  assert.deepEqual(
    dates.filter((date) => !releaseDates.has(date)),
    [],
  );
});

const release = (version: string, date: string, pullRequest: number) => ({
  version,
  date,
  pullRequest,
  note: 'Use it.',
});

test('the request checks catch what they should', () => {
  assert.deepEqual(
    requestProblems([request('good', {related: [{label: 'x', to: '/docs/x/'}]})]),
    [],
  );
  assert.deepEqual(
    requestProblems([
      request('twice'),
      request('twice'),
      request('Not_URL_safe'),
      request('shipped', {status: 'complete'}),
      request('backwards', {
        releases: [release('3.5.0', '2024-08-09', 2), release('3.4.0', '2024-05-31', 1)],
      }),
      request('elsewhere', {related: [{label: 'Blog', to: '/blog/'}]}),
    ]),
    [
      'twice: slug used twice',
      'Not_URL_safe: use lower-case words joined by -',
      'shipped: a complete request names the release that shipped it',
      'backwards: list releases oldest first',
      'elsewhere: related links point into /docs/ (/blog/)',
    ],
  );
});

test('the changelog checks catch a missing version, another date and an unlisted pull request', () => {
  const source = [
    '## 3.5.0 (2024-08-09)',
    `- [#10](${pullRequestUrl(10)}) A change.`,
    '## 3.4.0 (2024-05-31)',
    `- [#20](${pullRequestUrl(20)}) Another change.`,
  ].join('\n');
  const check = (...releases: ReturnType<typeof release>[]) =>
    changelogProblems([request('r', {status: 'complete', releases})], source);
  assert.deepEqual(check(release('3.5.0', '2024-08-09', 10)), []);
  assert.deepEqual(check(release('9.9.9', '2024-08-09', 10)), [
    'r: 9.9.9 has no section in the changelog',
  ]);
  assert.deepEqual(check(release('3.5.0', '2024-08-10', 10)), [
    'r: 3.5.0 came out on 2024-08-09, not 2024-08-10',
  ]);
  // #20 is listed, but under 3.4.0.
  assert.deepEqual(check(release('3.5.0', '2024-08-09', 20)), [
    'r: pull request #20 is not listed under 3.5.0',
  ]);
});
