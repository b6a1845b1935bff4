/**
 * Sentences of the site that state what the framework does, checked against
 * what the installed framework does (3.5.2; 3.4.0 behaves the same here).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getTagsFile} from '@docusaurus/utils-validation';
import {ROOT} from './contentFiles';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

test('the docs give the default tag label the framework computes', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tags-'));
  try {
    writeFileSync(path.join(dir, 'tags.yml'), 'docusaurusV3:\n');
    const tags = await getTagsFile({
      tags: 'tags.yml',
      contentPaths: {contentPath: dir, contentPathLocalized: dir},
    });
    assert.equal(tags?.docusaurusV3?.label, 'Docusaurusv3');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  for (const version of ['docs', 'versioned_docs/version-3.5.2', 'versioned_docs/version-3.4.0']) {
    const page = read(`${version}/api/plugins/plugin-content-docs.mdx`);
    assert.match(page, /\| `label` \| [^|]*`docusaurusV3` becomes `Docusaurusv3` \|/, version);
  }
});

test('the 3.5 post and the changelog say a duplicate author stops the build, as it does', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {reportDuplicateAuthors} = require('@docusaurus/plugin-content-blog/lib/authorsProblems');
  const jane = {key: 'jane', name: 'Jane Doe'};
  assert.throws(
    () => reportDuplicateAuthors({authors: [jane, jane], blogSourceRelative: 'blog/post.mdx'}),
    /Duplicate blog post authors were found in blog post/,
  );
  const post = read('blog/releases/3.5/index.mdx');
  const changelog = read('changelog/CHANGELOG.md');
  assert.match(post, /same author from the authors file twice [^.]*the build stops/);
  assert.match(changelog, /#10224\][^\n]*Stops the build when a blog post lists the same author/);
  for (const text of [post, changelog]) {
    assert.doesNotMatch(text, /warns? when a (blog )?post lists the same author twice/i);
  }
});

test('the changelog opens by naming the oldest release it records', () => {
  const changelog = read('changelog/CHANGELOG.md');
  const versions = [...changelog.matchAll(/^## (\S+) \(/gm)].map((match) => match[1]);
  const oldest = versions[versions.length - 1]!;
  assert.equal(oldest, '2.0.0-alpha.19');
  const opening = changelog.split('\n## ')[0]!;
  assert.ok(opening.includes(`from ${oldest}`), opening);
  assert.doesNotMatch(opening, /3\.x/);
});
