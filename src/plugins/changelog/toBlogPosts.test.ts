import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseChangelog} from './parseChangelog';
import {replaceShortcodes, toAuthorsMap, toBlogPosts, toV2IndexPost} from './toBlogPosts';

const {releases} = parseChangelog(readFileSync(path.join(__dirname, '__fixtures__/CHANGELOG.md'), 'utf8'));

test('writes one Markdown post per release, named and slugged by version', () => {
  const posts = toBlogPosts(releases);
  assert.deepEqual(
    posts.map((p) => p.fileName),
    ['2.1.0.md', '2.0.1.md', '2.0.0.md'],
  );
  const [first] = posts;
  assert.match(first!.content, /^---\ntitle: "2\.1\.0"\nslug: "\/2\.1\.0"\n/);
  assert.match(first!.content, /\nauthors: \["alice", "bob"\]\n/);
  assert.match(first!.content, /#### 🚀 New Feature/);
  // The sitemap reads this instead of asking git about a generated file.
  assert.match(first!.content, /\nlast_update: \{date: 2022-09-01\}\n/);
});

test('same-day releases get descending times so the source order survives sorting by date', () => {
  const dates = toBlogPosts(releases).map((p) => /\ndate: (\S+)\n/.exec(p.content)![1]!);
  assert.deepEqual(dates, ['2022-09-01T23:59:00Z', '2022-08-01T23:59:00Z', '2022-08-01T23:58:00Z']);
  const sorted = [...dates].sort((a, b) => Date.parse(b) - Date.parse(a));
  assert.deepEqual(sorted, dates);
});

test('collects every committer once, preferring an entry that has a name', () => {
  assert.deepEqual(toAuthorsMap(releases), {
    alice: {name: 'Alice Example', url: 'https://github.com/alice'},
    bob: {name: 'Bob Builder', url: 'https://github.com/bob'},
  });
});

test('replaces known emoji shortcodes and leaves unknown ones alone', () => {
  assert.equal(replaceShortcodes(':bug: Bug Fix :unknown:'), '🐛 Bug Fix :unknown:');
});

test('the V2 changelog is one unlisted entry linking every 2.x release', () => {
  const post = toV2IndexPost(releases);
  assert.equal(post?.fileName, 'v2.md');
  assert.match(post!.content, /\nunlisted: true\n/);
  assert.match(post!.content, /\nslug: "\/v2"\n/);
  assert.match(post!.content, /- \[2\.1\.0\]\(\/changelog\/2\.1\.0\/\), 2022-09-01\n- \[2\.0\.1\]/);
  assert.equal(toV2IndexPost(releases.filter((r) => !r.version.startsWith('2.'))), null);
});
