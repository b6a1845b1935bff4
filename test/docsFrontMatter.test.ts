import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {docId, readDocsFolder, ROOT, type ContentFile} from './contentFiles';

const DOCS_FOLDERS = [
  'docs',
  ...readdirSync(path.join(ROOT, 'versioned_docs')).map((version) => `versioned_docs/${version}`),
  'community',
];

/** Problems with one file's front matter, phrased for whoever wrote it. */
export function frontMatterProblems({frontMatter, content}: ContentFile): string[] {
  const problems: string[] = [];
  const {title, description, slug, keywords, sidebar_label: sidebarLabel} = frontMatter;
  if (typeof title !== 'string' && !/^# /m.test(content)) {
    problems.push('add a `title:` to the front matter (or start the page with a `# ` heading)');
  }
  if (typeof description !== 'string') {
    problems.push(
      'add a `description:`, one sentence that could stand as the search-result snippet',
    );
  } else if (description.length < 50 || description.length > 160) {
    problems.push(`make the description 50 to 160 characters long (it has ${description.length})`);
  }
  if (slug !== undefined && (typeof slug !== 'string' || !slug.startsWith('/'))) {
    problems.push('start the `slug:` with "/" so the URL does not depend on the folder');
  }
  if (
    keywords !== undefined &&
    !(Array.isArray(keywords) && keywords.every((k) => typeof k === 'string'))
  ) {
    problems.push('write `keywords:` as a list of strings, e.g. [sidebar, navigation]');
  }
  if (sidebarLabel !== undefined && typeof sidebarLabel !== 'string') {
    problems.push('`sidebar_label:` must be a string');
  }
  return problems;
}

for (const folder of DOCS_FOLDERS) {
  const files = readDocsFolder(folder);

  test(`${folder}: every page has complete front matter`, () => {
    const report = files.flatMap((file) =>
      frontMatterProblems(file).map((problem) => `${file.file}: ${problem}`),
    );
    assert.deepEqual(report, [], `Front matter to fix:\n  ${report.join('\n  ')}`);
  });

  test(`${folder}: doc ids and slugs are unique`, () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const file of files) {
      for (const key of [
        `id ${docId(file)}`,
        ...(typeof file.frontMatter.slug === 'string' ? [`slug ${file.frontMatter.slug}`] : []),
      ]) {
        const first = seen.get(key);
        if (first) duplicates.push(`${file.file} reuses the ${key} of ${first}`);
        else seen.set(key, file.file);
      }
    }
    assert.deepEqual(
      duplicates,
      [],
      `Give each page its own id and slug:\n  ${duplicates.join('\n  ')}`,
    );
  });
}

test('the checks catch what they should', () => {
  const file = (frontMatter: Record<string, unknown>, content = 'Body'): ContentFile => ({
    file: 'docs/x.mdx',
    defaultId: 'x',
    frontMatter,
    content,
  });
  assert.deepEqual(
    frontMatterProblems(
      file({
        title: 'T',
        description: 'A description that is long enough to be a useful search snippet.',
      }),
    ),
    [],
  );
  assert.equal(
    frontMatterProblems(
      file({description: 'A description that is long enough to be a useful search snippet.'}),
    ).length,
    1,
  );
  assert.match(
    frontMatterProblems(file({title: 'T', description: 'Too short'}))[0]!,
    /50 to 160 characters/,
  );
  assert.match(
    frontMatterProblems(file({title: 'T', description: 'x'.repeat(60), slug: 'no-slash'}))[0]!,
    /start the `slug:`/,
  );
});
