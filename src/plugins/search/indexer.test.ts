import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {cleanText, indexPage, isExcludedPath} from './indexer';

const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');
const options = {siteTitle: 'My Site'};

/** A minimal built page with the given head tags and body. */
function page(head: string, body = '<main><h1>Title</h1><p>Text.</p></main>'): string {
  return `<!doctype html><html class="plugin-pages"><head><title>Title | My Site</title>${head}</head><body>${body}</body></html>`;
}
const tag = (value: string) => `<meta name="docsearch:docusaurus_tag" content="${value}" />`;

test('a docs page gives one record for the title and one per heading, in order', () => {
  const records = indexPage(fixture('docs-page.html'), '/docs/3.4.0/sidebar/items/', options);
  assert.deepEqual(
    records.map(({type, url}) => [type, url]),
    [
      ['lvl1', '/docs/3.4.0/sidebar/items/'],
      ['lvl2', '/docs/3.4.0/sidebar/items/#doc-items'],
      // No id of its own: the anchor of the nearest heading above it.
      ['lvl3', '/docs/3.4.0/sidebar/items/#doc-items'],
      ['lvl2', '/docs/3.4.0/sidebar/items/#category-items'],
    ],
  );
});

test('the hierarchy starts with the docs category and the page title', () => {
  const [intro, docItems, options3] = indexPage(
    fixture('docs-page.html'),
    '/docs/3.4.0/sidebar/items/',
    options,
  );
  assert.deepEqual(intro!.hierarchy, {
    lvl0: 'Guides',
    lvl1: 'Sidebar items',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(docItems!.hierarchy.lvl2, 'Doc items');
  assert.equal(options3!.hierarchy.lvl2, 'Doc items');
  assert.equal(options3!.hierarchy.lvl3, 'Options without an anchor');
});

test('records carry the language and docusaurus_tag facets from the meta tags', () => {
  const [record] = indexPage(fixture('docs-page.html'), '/docs/3.4.0/sidebar/items/', options);
  assert.equal(record!.language, 'en');
  assert.equal(record!.docusaurus_tag, 'docs-default-3.4.0');
});

test('docs weigh more than posts, and posts more than other pages', () => {
  const rank = (file: string, path: string) => indexPage(fixture(file), path, options)[0]!.pageRank;
  assert.equal(rank('docs-page.html', '/docs/3.4.0/sidebar/items/'), 1);
  assert.equal(rank('blog-post.html', '/blog/2024/05/01/search/'), 0.8);
  assert.equal(rank('changelog-page.html', '/changelog/3.5.2/'), 0.8);
  assert.equal(rank('custom-page.html', '/showcase/'), 0.6);
});

test('text is cleaned of control and zero-width characters', () => {
  assert.equal(cleanText('\u0000\u0000🚀 New\u200b  Feature\n'), '🚀 New Feature');
});

test('content comes from paragraphs, list items and table cells, without code blocks or decoration', () => {
  const records = indexPage(fixture('docs-page.html'), '/docs/3.4.0/sidebar/items/', options);
  assert.equal(
    records[0]!.content,
    'A sidebar lists items. Each one is a doc, a link or a category.',
  );
  assert.equal(
    records[1]!.content,
    'A doc item points at one document by its id. Short form: the id as a string. ' +
      'Nested detail about labels. Long form with a paragraph inside. Install with the package manager you use.',
  );
  const all = records.map((record) => record.content).join(' ');
  for (const absent of [
    'secretCodeToken',
    'sidebars.ts',
    'npm',
    'x^2',
    'hidden text',
    'On this page',
    'Card',
  ]) {
    assert.doesNotMatch(all, new RegExp(absent.replace(/[.^]/g, '\\$&')), absent);
  }
  assert.match(
    records[2]!.content,
    /^Option Type Description label string Text shown in the sidebar\./,
  );
  assert.match(
    records[2]!.content,
    /Labels default to the doc title\. Math such as is left out\.$/,
  );
  assert.equal(
    records[3]!.content,
    'A category groups items <under> one label & can be collapsed.',
  );
});

test('decoration is matched by whole class names and exact attribute values, and a code block ends at its own closing tag', () => {
  const body = [
    '<main><article><div class="markdown"><h1>Title</h1>',
    '<p>Kept <span class="sr-only-hint">hint</span> words.</p>',
    '<p>Shown <span aria-hidden="false">too</span>.</p>',
    '<p>Gone<span hidden="">hidden</span><span class="x sr-only">reader</span><span aria-hidden="true">icon</span>.</p>',
    '<div role="tablist"><p>Tab names</p></div><div role="tabpanel"><p>Panel text.</p></div>',
    '<a class="card padding--lg" href="/a"><p>Card text</p></a><a class="cardish" href="/b"><p>Link text.</p></a>',
    '<ul><li>Before <pre class="language-md"><code>&lt;/pre&gt; still code</code></pre> after.</li></ul>',
    '<PRE>SHOUTED CODE</PRE><p>End.</p>',
    '</div></article></main>',
  ].join('');
  const [record] = indexPage(page(tag('default'), body), '/somewhere/', options);
  assert.equal(
    record!.content,
    'Kept hint words. Shown too. Gone. Panel text. Link text. Before after. End.',
  );
});

test('of two meta tags with the same name, the first one counts', () => {
  const robots = (content: string) => `<meta name="robots" content="${content}">`;
  const path = '/somewhere/';
  assert.equal(
    indexPage(page(tag('default') + robots('index') + robots('noindex')), path, options).length,
    1,
  );
  assert.deepEqual(
    indexPage(page(tag('default') + robots('noindex') + robots('index')), path, options),
    [],
  );
});

test('page keywords and the names a reference table defines become keywords', () => {
  const records = indexPage(fixture('docs-page.html'), '/docs/3.4.0/sidebar/items/', options);
  assert.deepEqual(records[0]!.keywords, ['sidebar items', 'doc link', 'category']);
  assert.deepEqual(records[2]!.keywords, ['label', 'className']);
  assert.deepEqual(records[1]!.keywords, []);
});

test('blog posts and changelog entries are grouped under Blog and Changelog', () => {
  const blog = indexPage(fixture('blog-post.html'), '/blog/2024/05/01/search/', options);
  assert.deepEqual(
    blog.map(({hierarchy, url, content}) => [
      hierarchy.lvl0,
      hierarchy.lvl1,
      hierarchy.lvl2,
      url,
      content,
    ]),
    [
      [
        'Blog',
        'Announcing search',
        null,
        '/blog/2024/05/01/search/',
        'Search now works without a hosted service.',
      ],
      [
        'Blog',
        'Announcing search',
        'How it works',
        '/blog/2024/05/01/search/#how-it-works',
        'The build writes an index.',
      ],
    ],
  );
  const changelog = indexPage(fixture('changelog-page.html'), '/changelog/3.5.2/', options);
  assert.equal(changelog[1]!.hierarchy.lvl0, 'Changelog');
  assert.equal(changelog[1]!.hierarchy.lvl4, '🐛 Bug Fix');
  assert.equal(changelog[1]!.type, 'lvl4');
  assert.equal(changelog[1]!.url, '/changelog/3.5.2/#-bug-fix');
});

test('a custom page is its own section; generated ids and controls are left out', () => {
  const records = indexPage(fixture('custom-page.html'), '/showcase/', options);
  assert.deepEqual(
    records.map(({hierarchy, url, content}) => [
      hierarchy.lvl0,
      hierarchy.lvl1,
      hierarchy.lvl2,
      hierarchy.lvl3,
      url,
      content,
    ]),
    [
      ['Showcase', 'Showcase', null, null, '/showcase/', 'Sites built with the framework.'],
      ['Showcase', 'Showcase', 'Filters', null, '/showcase/', ''],
      [
        'Showcase',
        'Showcase',
        'Filters',
        'Example Docs',
        '/showcase/',
        'Documentation of an example project.',
      ],
    ],
  );
});

test('pages outside docs and pages tags are not indexed', () => {
  const path = '/somewhere/';
  assert.equal(indexPage(page(tag('default')), path, options).length, 1);
  assert.equal(indexPage(page(tag('docs-community-current')), path, options).length, 1);
  assert.deepEqual(indexPage(page(tag('blog_posts_list')), path, options), []);
  assert.deepEqual(indexPage(page(tag('docs-docs-tests-current')), path, options), []);
  assert.deepEqual(indexPage(page(''), path, options), []);
});

test('noindex pages and client-side redirects are not indexed', () => {
  const path = '/somewhere/';
  assert.deepEqual(
    indexPage(
      page(tag('default') + '<meta name="robots" content="noindex, nofollow">'),
      path,
      options,
    ),
    [],
  );
  assert.deepEqual(
    indexPage(
      page(tag('default') + '<meta http-equiv="refresh" content="0; url=/docs/">'),
      path,
      options,
    ),
    [],
  );
});

test('the test area, debug pages, search page, 404 and post lists are excluded by path', () => {
  for (const excluded of [
    '/tests/',
    '/tests/docs/intro/',
    '/__docusaurus/debug/',
    '/search/',
    '/404.html',
    '/blog/tags/release/',
    '/blog/authors/',
    '/blog/archive/',
    '/blog/page/2/',
    '/changelog/page/3/',
  ]) {
    assert.equal(isExcludedPath(excluded), true, excluded);
    assert.deepEqual(indexPage(page(tag('default')), excluded, options), [], excluded);
  }
  for (const included of [
    '/',
    '/blog/2024/05/01/search/',
    '/changelog/3.5.2/',
    '/docs/tests-and-more/',
    '/searching/',
  ]) {
    assert.equal(isExcludedPath(included), false, included);
  }
});

test("the title, the docs category, the content and a table's terms are found as the DocSearch selectors name them, whatever else the page holds", () => {
  const docsTag = tag('docs-default-current');
  const body = [
    '<main>',
    // An h1 outside the article, a breadcrumbs-like list outside the breadcrumbs nav, and a
    // .markdown element that is not inside an article: none of them counts.
    '<h1>Banner</h1>',
    '<ul><li class="breadcrumbs__item">Not a crumb</li></ul>',
    '<div class="markdown"><p>Outside the article.</p></div>',
    '<article>',
    '<nav aria-label="Breadcrumbs"><ul>',
    '<li class="breadcrumbs__item"><a aria-label="Home page" href="/">home</a></li>',
    '<li class="breadcrumbs__item"><span>Guides <!-- a comment --></span></li>',
    '<li class="breadcrumbs__item breadcrumbs__item--active"><span>This page</span></li>',
    '</ul></nav>',
    '<div class="markdown"><header><h1>The <em>real</em> title</h1></header>',
    '<p>Inside.</p>',
    '<table><tbody>',
    '<tr><td><code>onlyCode</code></td><td><code>notFirst</code></td></tr>',
    '<tr><td><code>two</code><code>codes</code></td><td>x</td></tr>',
    '<tr><td><code>mixed</code> text</td><td>x</td></tr>',
    '</tbody></table>',
    '</div>',
    '</article>',
    '</main>',
  ].join('');
  const [record] = indexPage(page(docsTag, body), '/docs/next/x/', options);
  assert.equal(record!.hierarchy.lvl0, 'Guides');
  assert.equal(record!.hierarchy.lvl1, 'The real title');
  assert.ok(record!.content.startsWith('Inside.'), record!.content);
  assert.ok(!record!.content.includes('Outside the article'));
  assert.deepEqual(record!.keywords, ['onlyCode']);
});

test("without an h1 in an article, the title is the head's, else the main element's h1; without a Markdown body, the main element is the content", () => {
  const noTitle = (main: string) =>
    `<!doctype html><html><head><title></title>${tag('default')}</head><body>${main}</body></html>`;
  const [fromMain] = indexPage(
    noTitle('<main><h1>Main heading</h1><p>Body text.</p></main>'),
    '/x/',
    options,
  );
  assert.equal(fromMain!.hierarchy.lvl1, 'Main heading');
  assert.equal(fromMain!.content, 'Body text.');
  const [fromHead] = indexPage(
    page(tag('default'), '<main><article><p>Only text.</p></article></main>'),
    '/y/',
    options,
  );
  assert.equal(fromHead!.hierarchy.lvl1, 'Title');
  assert.equal(fromHead!.content, 'Only text.');
});

test('in the content, a line break parts words, items left open end at the next one, and text loose in a list belongs to no item', () => {
  const body =
    '<main><p>one<br>two</p><ul>loose<li>first<li>second <ol>inner<li>nested</li></ol>after</ul></main>';
  const [record] = indexPage(page(tag('default'), body), '/x/', options);
  assert.equal(record!.content, 'one two first second after nested');
});

test('only the first title and the first main element count, no h1 outside a main stands in for the title, and a labelled link disqualifies only its own breadcrumb', () => {
  const twoTitles = `<title>First | My Site</title><title>Second</title>${tag('default')}`;
  const [titled] = indexPage(
    `<html><head>${twoTitles}</head><body><main><p>One.</p></main><main><p>Two.</p></main></body></html>`,
    '/x/',
    options,
  );
  assert.equal(titled!.hierarchy.lvl1, 'First');
  assert.equal(titled!.content, 'One.');

  const [untitled] = indexPage(
    `<html><head><title></title>${tag('default')}</head><body><h1>Loose</h1><p>Text.</p></body></html>`,
    '/y/',
    options,
  );
  assert.equal(untitled!.hierarchy.lvl1, 'My Site');
  assert.equal(untitled!.content, '');

  const crumbs = [
    '<main><article><nav aria-label="Breadcrumbs"><ul>',
    '<li class="breadcrumbs__item"><a aria-label="Home page" href="/">home</a></li>',
    '<li class="breadcrumbs__item"><span>Guides</span></li>',
    '<li class="breadcrumbs__item"><a aria-label="More" href="/more">more</a></li>',
    '</ul></nav><div class="markdown"><h1>Page</h1><p>Text.</p></div></article></main>',
  ].join('');
  const [docs] = indexPage(page(tag('docs-default-current'), crumbs), '/docs/next/z/', options);
  assert.equal(docs!.hierarchy.lvl0, 'Guides');
});
