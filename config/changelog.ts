import type {PluginConfig} from '@docusaurus/types';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import changelogPlugin from '../src/plugins/changelog';
import {feedItemsFromPostBodies} from '../src/plugins/performance';

/**
 * The changelog: our local plugin turns `changelog/CHANGELOG.md` into one
 * blog post per release and hands them to the blog plugin it wraps.
 */
export const changelog = [
  changelogPlugin,
  {
    id: 'changelog',
    blogTitle: 'Docusaurus changelog',
    blogDescription:
      'Every release of Docusaurus, newest first, with what changed and who built it.',
    blogSidebarTitle: 'Changelog',
    blogSidebarCount: 'ALL',
    routeBasePath: '/changelog',
    postsPerPage: 20,
    archiveBasePath: null,
    blogListComponent: '@site/src/plugins/changelog/theme/ChangelogList',
    blogPostComponent: '@site/src/plugins/changelog/theme/ChangelogPage',
    showReadingTime: false,
    // Each entry's last update is its release date (set by the plugin), never a git lookup:
    // the sitemap reads it for lastmod, and the generated files are not in git.
    showLastUpdateTime: true,
    authorsMapPath: 'authors.json',
    // Committers are listed inline per release, and entries are short enough to show whole.
    onInlineAuthors: 'ignore',
    onUntruncatedBlogPosts: 'ignore',
    feedOptions: {
      type: 'all',
      limit: false,
      title: 'Docusaurus changelog',
      createFeedItems: feedItemsFromPostBodies,
    },
  } satisfies BlogOptions,
] satisfies PluginConfig;
