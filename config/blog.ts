import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {contentDefaults} from './markdown';
import {EDIT_URL_BASE} from './site';
import {feedItemsFromPostBodies} from '../src/plugins/performance';

export const blog = {
  path: 'blog',
  blogTitle: 'Docusaurus blog',
  blogDescription: 'Release notes, recaps and stories from the Docusaurus project.',
  postsPerPage: 5,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  // Authors and tags belong in the shared files so their pages stay complete.
  onInlineAuthors: 'warn',
  onInlineTags: 'warn',
  onUntruncatedBlogPosts: 'warn',
  editUrl: ({blogDirPath, blogPath}) => `${EDIT_URL_BASE}${blogDirPath}/${blogPath}`,
  feedOptions: {
    type: 'all',
    limit: false,
    // The framework's built-in stylesheets make RSS and Atom readable in a browser.
    xslt: true,
    createFeedItems: feedItemsFromPostBodies,
    copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`,
  },
  ...contentDefaults,
} satisfies BlogOptions;
