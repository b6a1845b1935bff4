import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {contentDefaults} from './markdown';
import {lastUpdateOptions} from './lastUpdate';
import docsBylinesPlugin from '../src/plugins/docs-bylines';

/**
 * The test area (`/tests/`): content that exercises the framework's edge
 * cases in public. It lives in `dogfooding/` and in this module so the
 * main config and content stay free of it.
 */
export const TESTS_DOCS_ID = 'docs-tests';

export const dogfoodingPlugins = [
  [
    docsBylinesPlugin,
    {
      id: TESTS_DOCS_ID,
      path: 'dogfooding/docs',
      routeBasePath: '/tests/docs',
      sidebarPath: './dogfooding/sidebars.ts',
      versions: {current: {label: 'Next', noIndex: true}},
      tags: 'tags.yml',
      onInlineTags: 'throw',
      // Off, with a warning, when the source has no git history (config/lastUpdate.ts).
      ...lastUpdateOptions,
      ...contentDefaults,
    } satisfies DocsOptions,
  ],
  [
    'content-blog',
    {
      id: 'blog-tests',
      path: 'dogfooding/blog',
      routeBasePath: '/tests/blog',
      blogTitle: 'Test blog',
      blogDescription: 'Blog posts that exercise the blog plugin’s edge cases.',
      postsPerPage: 3,
      blogSidebarCount: 'ALL',
      authorsMapPath: 'authors.yml',
      tags: 'tags.yml',
      onInlineTags: 'throw',
      // Two posts declare authors inline on purpose, to test that form.
      onInlineAuthors: 'ignore',
      onUntruncatedBlogPosts: 'ignore',
      feedOptions: {type: 'all', xslt: true, title: 'Docusaurus test blog'},
      ...contentDefaults,
    } satisfies BlogOptions,
  ],
  [
    'content-pages',
    {
      id: 'pages-tests',
      path: 'dogfooding/pages',
      routeBasePath: '/tests/pages',
      ...contentDefaults,
    } satisfies PagesOptions,
  ],
] satisfies PluginConfig[];
