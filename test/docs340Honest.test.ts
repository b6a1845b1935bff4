/**
 * The 3.4.0 docs are a frozen snapshot, edited by hand only where they were
 * wrong for 3.4. A fix ported from the current docs, which describe 3.5, can
 * bring a 3.5 feature along; these tests keep the snapshot honest: no option
 * or feature that arrived in 3.5 may show up in it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from './contentFiles';

type LaterFeature = {
  /** How contributors would name it, for messages. */
  readonly name: string;
  /** What gives it away in the text. */
  readonly pattern: RegExp;
  /** When it arrived, from changelog/CHANGELOG.md. */
  readonly reason: string;
};

/** Options and features that Docusaurus 3.4 does not have. */
const NOT_IN_340: readonly LaterFeature[] = [
  {
    name: '`onUntruncatedBlogPosts`',
    pattern: /onUntruncatedBlogPosts/,
    reason: 'blog option added in 3.5.0 (#10375)',
  },
  {
    name: '`onInlineAuthors`',
    pattern: /onInlineAuthors/,
    reason: 'blog option added in 3.5.0 (#10224)',
  },
  {
    name: '`feedOptions.xslt`',
    pattern: /xslt/i,
    reason: 'styled RSS and Atom feeds arrived in 3.5.0 (#9252)',
  },
  {
    name: 'recma plugins',
    pattern: /recma/i,
    reason: 'the `recmaPlugins` option of the content plugins arrived in 3.5.0 (#10241)',
  },
  {
    name: '`groupByYear`',
    pattern: /groupByYear|SidebarItemsByYear/,
    reason: '`themeConfig.blog.sidebar.groupByYear` arrived in 3.5.0 (#10252)',
  },
  {
    name: 'author `socials`',
    pattern: /\bsocials\b/,
    reason: 'social links for blog authors arrived in 3.5.0 (#10222)',
  },
  {
    name: '`authorsBasePath`',
    pattern: /authorsBasePath/,
    reason: 'author pages arrived in 3.5.0 (#10216)',
  },
  {
    name: 'the authors pages under /blog/authors',
    pattern: /\/blog\/authors\b|blogAuthors(List|Posts)Component|@theme\/Blog\//,
    reason: 'author pages arrived in 3.5.0 (#10216)',
  },
  {
    name: 'author pages',
    pattern: /\bauthors? pages?\b|^\s*page: true$/im,
    reason: 'author pages arrived in 3.5.0 (#10216)',
  },
  {
    name: 'plugins returning `null`',
    pattern: /\breturn(s|ing)? `null`/i,
    reason: 'plugins may return null to turn themselves off since 3.5.0 (#10286)',
  },
  {
    name: '`useDoc` from `@docusaurus/plugin-content-docs/client`',
    pattern: /\{useDoc\} from '@docusaurus\/plugin-content-docs\/client'/,
    reason: 'the docs hooks moved to the docs plugin client module in 3.5.0 (#10316)',
  },
  {
    name: 'the "Read more" label',
    pattern: /"Read more"/,
    reason: 'the label read "Read More" until 3.5.2 changed its capitalization (#10394)',
  },
  {
    name: 'Infima 0.2.0-alpha.44',
    pattern: /0\.2\.0-alpha\.44/,
    reason: 'Infima was upgraded to 0.2.0-alpha.44 in 3.5.0 (#10343)',
  },
  {
    name: 'version 3.5.2',
    pattern: /3\.5\.2/,
    reason: 'a release that came after 3.4.0',
  },
  {
    name: 'version 3.5',
    pattern: /(?<![\d.])3\.5(?!\d)/,
    reason: 'a release that came after 3.4.0',
  },
];

/** Every Markdown file of a docs folder, partials included, with its path from the root. */
function markdownFiles(folder: string): {file: string; text: string}[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  return walk(path.join(ROOT, folder))
    .sort()
    .map((full) => ({file: path.relative(ROOT, full), text: readFileSync(full, 'utf8')}));
}

test('versioned_docs/version-3.4.0 mentions no option or feature that arrived in 3.5', () => {
  const problems = markdownFiles('versioned_docs/version-3.4.0').flatMap(({file, text}) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        NOT_IN_340.filter(({pattern}) => pattern.test(line)).map(
          ({name, reason}) => `${file}:${index + 1} mentions ${name}: ${reason}.`,
        ),
      ),
  );
  assert.deepEqual(
    problems,
    [],
    `The 3.4.0 docs describe features 3.4 does not have:\n  ${problems.join('\n  ')}\n` +
      'Word these lines as they were true for 3.4.0 (CONTRIBUTING.md, "Docs versions"), ' +
      'or leave the 3.4.0 copy of the fix out.',
  );
});

test('docs/ and versioned_docs/version-3.5.2 still mention every feature on the 3.4.0 list', () => {
  const missing = ['docs', 'versioned_docs/version-3.5.2'].flatMap((folder) => {
    const files = markdownFiles(folder);
    return NOT_IN_340.filter(
      ({pattern}) => !files.some(({text}) => text.split('\n').some((line) => pattern.test(line))),
    ).map(({name}) => `${folder} no longer mentions ${name}`);
  });
  assert.deepEqual(
    missing,
    [],
    `${missing.join('\n')}\nA check that matches nothing in the newer docs guards nothing. ` +
      'Update its pattern, or remove it from NOT_IN_340 in test/docs340Honest.test.ts.',
  );
});
