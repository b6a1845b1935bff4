import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildPageList, isNoindex, pathOfBuildFile, shard, sitemapPaths} from '../e2e/sitePages';
import {cssUrls, extractPageRefs, hasAnchor, srcsetUrls} from '../e2e/siteCrawl';

/** A page as the framework writes it: an app root, and head tags with data-rh first. */
const page = (head = '') =>
  `<!doctype html><html><head>${head}</head><body><div id="__docusaurus"><main></main></div></body></html>`;

/** A stub as the client-redirects plugin writes it. */
const stub = (to: string) =>
  `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}" /></head><script>window.location.href = '${to}' + window.location.search + window.location.hash;</script></html>`;

test('the sitemap gives percent-encoded paths, whatever its origin', () => {
  const xml = `<urlset><url><loc>https://docusaurus.io/docs/</loc></url><url><loc>https://docusaurus.io/tests/a%20b/?x=1&amp;y=2</loc></url></urlset>`;
  assert.deepEqual(sitemapPaths(xml), ['/docs/', '/tests/a%20b/']);
});

test('a built file is served at its folder path', () => {
  assert.equal(pathOfBuildFile('index.html'), '/');
  assert.equal(pathOfBuildFile('docs/index.html'), '/docs/');
  assert.equal(pathOfBuildFile('tests/paths/accentué/index.html'), '/tests/paths/accentu%C3%A9/');
  assert.equal(pathOfBuildFile('404.html'), '/404.html');
});

test('noindex is read from the robots meta tag, in any attribute order', () => {
  assert.ok(isNoindex(page('<meta data-rh="true" name="robots" content="noindex, nofollow">')));
  assert.ok(isNoindex(page('<meta content="noindex" name="robots">')));
  assert.ok(!isNoindex(page('<meta name="robots" content="index, follow">')));
  assert.ok(!isNoindex(page('<meta name="description" content="how to noindex a page">')));
});

test('the page list is the sitemap plus every other built page, without stubs or the 404 page', () => {
  const list = buildPageList(
    ['/', '/docs/', '/gone/'],
    [
      {file: 'index.html', html: page()},
      {file: 'docs/index.html', html: page()},
      {file: 'docs.html/index.html', html: stub('/docs/')},
      {file: 'tests/pages/seo/index.html', html: page('<meta name="robots" content="noindex">')},
      {file: 'tests/pages/index.html', html: page()},
      {file: '404.html', html: page()},
    ],
  );
  assert.deepEqual(list.pages, [
    {path: '/', reasons: ['sitemap']},
    {path: '/docs/', reasons: ['sitemap']},
    {path: '/gone/', reasons: ['sitemap']},
    {path: '/tests/pages/', reasons: ['outside-sitemap']},
    {path: '/tests/pages/seo/', reasons: ['noindex']},
  ]);
  assert.deepEqual(list.stubs, [{path: '/docs.html/', target: '/docs/'}]);
  assert.deepEqual(list.sitemapWithoutPage, ['/gone/']);
});

test('sharding deals pages out in turn, so every group gets some of each section', () => {
  assert.deepEqual(shard([1, 2, 3, 4, 5], 2), [
    [1, 3, 5],
    [2, 4],
  ]);
  assert.deepEqual(shard([1], 3), [[1], [], []]);
});

test('srcset candidates give their URLs without descriptors', () => {
  assert.deepEqual(srcsetUrls('/a.png 640w, /b.png 1030w'), ['/a.png', '/b.png']);
  assert.deepEqual(srcsetUrls('/a.png 1x,/b.png 2x'), ['/a.png', '/b.png']);
  assert.deepEqual(srcsetUrls('/a.png, /b.png'), ['/a.png', '/b.png']);
  assert.deepEqual(srcsetUrls(' /only.png '), ['/only.png']);
});

test('stylesheet urls are resolved against the stylesheet, data URIs and fragments skipped', () => {
  const css = `a{background:url("data:image/svg+xml;utf8,<svg fill='rgba(0,0,0,0.5)'/>")}
    @font-face{src:url(/assets/fonts/a.woff2) format("woff2"),url('../fonts/b.woff#iefix')}
    b{mask:url(#clip)}`;
  assert.deepEqual(cssUrls(css, 'http://h/assets/css/styles.css'), [
    'http://h/assets/fonts/a.woff2',
    'http://h/assets/fonts/b.woff',
  ]);
});

test('a page gives its internal links, its assets and its anchors', () => {
  const html = `<html><head>
    <link rel="stylesheet" href="/assets/css/s.css"><link rel="preload" href="/assets/js/a.js" as="script">
    <link rel="canonical" href="https://docusaurus.io/docs/"><link rel="dns-prefetch" href="https://cdn.example">
    <meta property="og:image" content="https://docusaurus.io/img/card.png">
    <script src="/assets/js/main.js"></script></head><body>
    <a href="/docs/#intro">in</a><a href="../up/">relative</a><a href="https://github.com/">out</a>
    <a href="https://docusaurus.io/blog/">production copy</a><a href="mailto:a@b.c">mail</a>
    <img src="/img/a.png" srcset="/img/a-640.png 640w"><picture><source srcset="/img/b.webp"></picture>
    <h2 id="intro">Intro</h2><a name="legacy"></a></body></html>`;
  const refs = extractPageRefs(html, 'http://127.0.0.1:3000/docs/page/', 'https://docusaurus.io');
  assert.deepEqual(refs.links, [
    'http://127.0.0.1:3000/docs/#intro',
    'http://127.0.0.1:3000/docs/up/',
  ]);
  assert.deepEqual(refs.assets.sort(), [
    'http://127.0.0.1:3000/assets/css/s.css',
    'http://127.0.0.1:3000/assets/js/a.js',
    'http://127.0.0.1:3000/assets/js/main.js',
    'http://127.0.0.1:3000/docs/',
    'http://127.0.0.1:3000/img/a-640.png',
    'http://127.0.0.1:3000/img/a.png',
    'http://127.0.0.1:3000/img/b.webp',
    'http://127.0.0.1:3000/img/card.png',
  ]);
  assert.deepEqual(refs.anchors, ['intro', 'legacy']);
});

test('an anchor matches an id or a name, encoded or not; an empty hash is the top', () => {
  const anchors = new Set(['intro', 'élève']);
  assert.ok(hasAnchor(anchors, '#intro'));
  assert.ok(hasAnchor(anchors, '#%C3%A9l%C3%A8ve'));
  assert.ok(hasAnchor(anchors, '#'));
  assert.ok(!hasAnchor(anchors, '#missing'));
});
