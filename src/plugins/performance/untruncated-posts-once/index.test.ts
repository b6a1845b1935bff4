import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {Plugin, RouteConfig} from '@docusaurus/types';
import {shareUntruncatedPosts, untruncatedPostsOnce} from './index';

const WHOLE = '@site/changelog/source/3.5.2.md';
const CUT = '@site/blog/2024-08-13-release.md';

/** A list item, as the blog plugin 3.5.2 writes it (routes.js, blogPostItemsModule). */
const item = (path: string) => ({content: {__import: true, path, query: {truncated: true}}});

const listRoute = (): RouteConfig => ({
  path: '/changelog/',
  component: '@theme/BlogListPage',
  exact: true,
  modules: {sidebar: '@aliased/sidebar.json', items: [item(WHOLE), item(CUT)]},
  props: {metadata: {permalink: '/changelog/'}},
});

test("a list imports an untruncated post as the post's page does, and a truncated one cut", () => {
  const shared = shareUntruncatedPosts(listRoute(), new Set([WHOLE]));
  assert.deepEqual(shared.modules?.items, [
    {content: {__import: true, path: WHOLE}},
    {content: {__import: true, path: CUT, query: {truncated: true}}},
  ]);
  // The rest of the route is as it was.
  const {modules, ...rest} = shared;
  const {modules: original, ...originalRest} = listRoute();
  assert.deepEqual(rest, originalRest);
  assert.equal(modules?.sidebar, original?.sidebar);
});

test("routes without lists, and nested routes' lists, are handled", () => {
  const postRoute: RouteConfig = {
    path: '/changelog/3.5.2/',
    component: '@theme/BlogPostPage',
    modules: {content: WHOLE},
  };
  assert.deepEqual(shareUntruncatedPosts(postRoute, new Set([WHOLE])), postRoute);
  const parent: RouteConfig = {path: '/changelog/', component: 'Layout', routes: [listRoute()]};
  const [child] = shareUntruncatedPosts(parent, new Set([WHOLE])).routes ?? [];
  assert.deepEqual(child?.modules?.items?.[0 as never], {content: {__import: true, path: WHOLE}});
});

test('the wrapped plugin adds its routes with the untruncated posts shared, found from its content', async () => {
  const added: RouteConfig[] = [];
  const blog = {
    name: 'docusaurus-plugin-content-blog',
    async contentLoaded({actions}) {
      actions.addRoute(listRoute());
    },
  } as Plugin<BlogContent>;
  const content = {
    blogPosts: [
      {metadata: {source: WHOLE, hasTruncateMarker: false}},
      {metadata: {source: CUT, hasTruncateMarker: true}},
    ],
  } as unknown as BlogContent;
  await untruncatedPostsOnce(blog).contentLoaded!({
    content,
    actions: {addRoute: (route: RouteConfig) => added.push(route)},
  } as never);
  assert.deepEqual(added[0]?.modules?.items, [
    {content: {__import: true, path: WHOLE}},
    {content: {__import: true, path: CUT, query: {truncated: true}}},
  ]);
});
