import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {BlogPost, CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';
import type {DocusaurusConfig} from '@docusaurus/types';
// The framework's feed module, for the items its own `defaultCreateFeedItems` makes (CONTRIBUTING.md, "Internals").
import {createBlogFeedFiles} from '@docusaurus/plugin-content-blog/lib/feed.js';
import {elementWithId, feedItemsFromPostBodies, postBody} from './index';

type DefaultCreateFeedItems = Parameters<CreateFeedItemsFn>[0]['defaultCreateFeedItems'];

const BODY = [
  '<div id="__blog-post-container" class="markdown">',
  '<p>Read <a href="/docs/intro/">the intro</a> first.<br>Then this.</p>',
  '<div class="figure"><img src="/img/a.png" srcset="/img/a.png 1x, /img/a@2x.png 2x" alt=""></div>',
  '<script>const closing = "</div>";</script><!-- </div> -->',
  '<pre><code>&lt;/div&gt;</code></pre><p>Still the body.</p>',
  '</div>',
].join('');

/** A built page: the chrome a post's page has around its body. */
const page = (body: string) =>
  [
    '<!doctype html><html lang="en"><head><title>A post</title></head><body>',
    '<nav><a href="/">Home</a><div class="sidebar"><a href="/blog/other/">Other</a></div></nav>',
    `<main><article><header><h1>A post</h1></header>${body}</article></main>`,
    '<footer><div>Copyright</div></footer></body></html>',
  ].join('');

test('the element with the id is cut out whole, and a closing tag in a script, comment or code does not end it', () => {
  assert.equal(postBody(page(BODY)), BODY);
  assert.equal(elementWithId('<p>no body here</p>', '__blog-post-container'), '');
  // Another attribute holding the id is not the id; the first element with it wins.
  assert.equal(
    elementWithId('<div data-id="x">a</div><div id="x"><b>b</b></div><div id="x">c</div>', 'x'),
    '<div id="x"><b>b</b></div>',
  );
  // Never closed: it runs to the end of the page.
  assert.equal(elementWithId('<div id="x"><p>open', 'x'), '<div id="x"><p>open');
});

/** plugin-content-blog's own `defaultCreateFeedItems`, as it hands it to the hook. */
async function frameworkDefault(siteConfig: DocusaurusConfig): Promise<DefaultCreateFeedItems> {
  let captured: DefaultCreateFeedItems | undefined;
  await createBlogFeedFiles({
    blogPosts: [post('/blog/first/')],
    options: {
      routeBasePath: 'blog',
      feedOptions: {
        type: null,
        createFeedItems: async ({defaultCreateFeedItems}: Parameters<CreateFeedItemsFn>[0]) => {
          captured = defaultCreateFeedItems;
          return [];
        },
      },
    },
    siteConfig,
    outDir: tmpdir(),
    locale: 'en',
    contentPaths: {contentPath: tmpdir(), contentPathLocalized: tmpdir()},
  } as never);
  assert.ok(captured, 'the blog plugin hands createFeedItems its default');
  return captured;
}

function post(permalink: string): BlogPost {
  return {
    id: permalink,
    metadata: {
      permalink,
      title: `Post at ${permalink}`,
      description: 'A post.',
      date: new Date('2024-08-13T00:00:00Z'),
      authors: [],
      tags: [{label: 'release', permalink: '/blog/tags/release/'}],
      frontMatter: {},
    },
    content: '',
  } as unknown as BlogPost;
}

test("the feed items are the framework's own, made from pages that hold only the posts' bodies", async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'feed-bodies-test-'));
  try {
    const write = (file: string, html: string) => {
      mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      writeFileSync(path.join(outDir, file), html);
    };
    write('blog/first/index.html', page(BODY));
    // A page without a body, as the changelog's release pages were: the item has no content.
    write('changelog/3.5.2/index.html', page('<div class="markdown"><p>Fixes.</p></div>'));
    const siteConfig = {
      url: 'https://example.com',
      baseUrl: '/',
      trailingSlash: true,
    } as DocusaurusConfig;
    const blogPosts = [post('/blog/first/'), post('/changelog/3.5.2/')];
    const defaultCreateFeedItems = await frameworkDefault(siteConfig);

    const pagesRead: string[] = [];
    let copyFolder = '';
    const items = await feedItemsFromPostBodies({
      blogPosts,
      siteConfig,
      outDir,
      defaultCreateFeedItems: async (params) => {
        copyFolder = params.outDir;
        for (const file of ['blog/first/index.html', 'changelog/3.5.2/index.html']) {
          pagesRead.push(readFileSync(path.join(params.outDir, file), 'utf8'));
        }
        return defaultCreateFeedItems(params);
      },
    });

    assert.deepEqual(items, await defaultCreateFeedItems({blogPosts, siteConfig, outDir}));
    assert.match(String(items[0]!.content), /href="https:\/\/example\.com\/docs\/intro\/"/);
    assert.equal(items[1]!.content, null);
    assert.deepEqual(pagesRead, [BODY, ''], 'the framework parsed the bodies, not the pages');
    assert.equal(existsSync(copyFolder), false, 'the copies are removed');
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
