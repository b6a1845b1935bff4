import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ChangelogSyntaxError, parseChangelog} from './parseChangelog';

const fixture = readFileSync(path.join(__dirname, '__fixtures__/CHANGELOG.md'), 'utf8');

test('splits the fixture into one release per heading, in source order', () => {
  const {releases} = parseChangelog(fixture);
  assert.deepEqual(
    releases.map(({version, date, line}) => ({version, date, line})),
    [
      {version: '2.1.0', date: '2022-09-01', line: 5},
      {version: '2.0.1', date: '2022-08-01', line: 19},
      {version: '2.0.0', date: '2022-08-01', line: 23},
    ],
  );
});

test('reads committers with and without a display name, and drops the list from the body', () => {
  const [latest] = parseChangelog(fixture).releases;
  assert.deepEqual(latest?.committers, [{handle: 'alice', name: 'Alice Example'}, {handle: 'bob'}]);
  assert.doesNotMatch(latest!.body, /Committers/);
  assert.match(latest!.body, /^#### :rocket: New Feature/);
});

test('keeps a release without sections as its paragraph', () => {
  const repeated = parseChangelog(fixture).releases[1]!;
  assert.equal(repeated.body, 'A repeated publish of 2.0.0; nothing changed.');
  assert.deepEqual(repeated.committers, []);
});

test('skips an empty section with a warning that names the line', () => {
  const {releases, warnings} = parseChangelog(fixture, 'fixture.md');
  assert.doesNotMatch(releases[0]!.body, /Bug Fix/);
  assert.deepEqual(warnings, ['fixture.md:12: empty section ":bug: Bug Fix" in 2.1.0 was skipped.']);
});

function assertSyntaxError(source: string, line: number, message: RegExp): void {
  assert.throws(
    () => parseChangelog(source, 'CHANGELOG.md'),
    (error: unknown) => {
      assert.ok(error instanceof ChangelogSyntaxError);
      assert.equal(error.line, line);
      assert.match(error.message, new RegExp(`^CHANGELOG\\.md:${line}: `));
      assert.match(error.message, message);
      return true;
    },
  );
}

test('a malformed heading fails with its line and the expected form', () => {
  assertSyntaxError('# Log\n\n## 3.5.2 - 2024-08-13\n', 3, /malformed release heading .*## <version> \(<yyyy-mm-dd>\)/);
});

test('a heading whose version is not semver fails', () => {
  assertSyntaxError('## v3.5 (2024-08-13)\n', 1, /"v3\.5" is not a semantic version/);
});

test('a duplicate version fails and names both lines', () => {
  assertSyntaxError('## 3.5.2 (2024-08-13)\n\ntext\n\n## 3.5.2 (2024-08-14)\n', 5, /listed twice \(first at line 1\)/);
});

test('an impossible date fails', () => {
  assertSyntaxError('## 3.5.2 (2024-02-30)\n', 1, /"2024-02-30" is not a real calendar date/);
});

test('prerelease versions are accepted', () => {
  const {releases} = parseChangelog('## 2.0.0-alpha.19 (2019-06-07)\n\nFirst alpha.\n');
  assert.equal(releases[0]?.version, '2.0.0-alpha.19');
});

test('the site changelog parses, newest first, with committer counts that match their headings', () => {
  const source = readFileSync(path.join(__dirname, '../../../changelog/CHANGELOG.md'), 'utf8');
  const {releases, warnings} = parseChangelog(source);
  assert.deepEqual(warnings, []);
  assert.ok(releases.length >= 13, `expected at least the 13 releases of 3.x, got ${releases.length}`);
  assert.equal(releases[0]?.version, '3.5.2');
  const dates = releases.map((r) => r.date);
  assert.deepEqual(dates, [...dates].sort().reverse(), 'releases must be listed newest first');
  for (const match of source.matchAll(/^## (\S+) .*$(?:(?!^## )[\s\S])*?^#### Committers: (\d+)$/gm)) {
    const release = releases.find((r) => r.version === match[1]);
    assert.equal(release?.committers.length, Number(match[2]), `committers of ${match[1]}`);
  }
});
