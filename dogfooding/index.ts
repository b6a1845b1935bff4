import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {contentDefaults} from '../config/markdown';
import {lastUpdateOptions} from '../config/lastUpdate';
import docsBylinesPlugin from '../src/plugins/docs-bylines';
import {feedItemsFromPostBodies} from '../src/plugins/performance';

/**
 * The test area (`/tests/`): content that exercises the framework's edge
 * cases in public. Everything that exists only for it lives in `dogfooding/`.
 * The main config takes it in through `dogfoodingPlugins` (config/plugins.ts);
 * the navbar, the sitemap and the Markdown front-matter hook, which a plugin
 * cannot extend, name the other exports of this folder.
 */
const TESTS_DOCS_ID = 'docs-tests';

type NavbarItem = NonNullable<NonNullable<Preset.ThemeConfig['navbar']>['items']>[number];

/** The navbar's "Tests" link and the custom item type that shows on /tests only. */
export const dogfoodingNavbarItems: NavbarItem[] = [
  {
    type: 'doc',
    position: 'left',
    docId: 'index',
    label: 'Tests',
    docsPluginId: TESTS_DOCS_ID,
  },
  // Registered in theme/NavbarItem/ComponentTypes.tsx; renders on /tests only.
  {type: 'custom-dogfood-navbar-item', content: '😉'},
];

/**
 * Test pages and posts stay out of the sitemap. The test docs need no pattern:
 * their only version is `noIndex`, which the sitemap already skips.
 */
export const dogfoodingSitemapIgnorePatterns = ['/tests/blog/**', '/tests/pages/**'];

/**
 * The area's theme components (`theme/`): the custom navbar item type and the
 * doc sidebar wrapper. They apply site-wide, as any theme component does, and
 * show only under /tests/.
 */
function dogfoodingTheme(): Plugin {
  return {name: 'dogfooding-theme', getThemePath: () => path.join(__dirname, 'theme')};
}

export const dogfoodingPlugins = [
  dogfoodingTheme,
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
      feedOptions: {
        type: 'all',
        xslt: true,
        title: 'Docusaurus test blog',
        createFeedItems: feedItemsFromPostBodies,
      },
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
  [
    'content-pages',
    {
      // The area's root page, /tests/. An instance of its own: the one above maps
      // dogfooding/pages/ to /tests/pages/, and its pages quote their own paths.
      id: 'pages-tests-root',
      path: 'dogfooding/root',
      routeBasePath: '/tests',
      ...contentDefaults,
    } satisfies PagesOptions,
  ],
] satisfies PluginConfig[];
