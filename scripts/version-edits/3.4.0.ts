/**
 * Edits that turn a snapshot of the current docs (which describe 3.5) into the
 * docs of Docusaurus 3.4.0. `apply.ts` runs them, in order, on
 * `versioned_docs/version-3.4.0/` after `scripts/snapshot-docs-versions.sh`
 * takes the snapshot.
 *
 * Sources for what 3.5 added: `changelog/CHANGELOG.md` (3.5.0 to 3.5.2) and the
 * published 3.4.0 packages. Prefer rewording a sentence over deleting it, and
 * keep every link pointing at a page and anchor that still exist in 3.4.0.
 */
import type {VersionEdit} from './edits';

const VERSION_MENTION = 'Version mention: this snapshot documents Docusaurus 3.4.0, not 3.5.';

/** Replaces a version number or a "Docusaurus 3.5" phrase, `count` times in the file. */
function version(file: string, find: string, replace: string, count = 1): VersionEdit {
  return {kind: 'replace', file, find, replace, count, reason: VERSION_MENTION};
}

/** The blog guide: author pages, socials, sidebar by year, styled feeds and the new checks of 3.5.0. */
const BLOG_GUIDE: readonly VersionEdit[] = [
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: 'description: Publish a blog with Docusaurus 3.5, covering posts and dates, truncation, authors and author pages, tags,',
    replace:
      'description: Publish a blog with Docusaurus 3.4, covering posts and dates, truncation, authors, tags,',
    reason: 'Author pages arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: 'truncate, rss, atom, feed, xslt, reading time]',
    replace: 'truncate, rss, atom, feed, reading time]',
    reason: 'The feed `xslt` option arrived in 3.5.0 (#9252).',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: 'an archive, tag pages, author pages, a sidebar of recent posts and RSS, Atom or JSON feeds. This page walks through writing posts and each feature you can configure, including the additions of Docusaurus 3.5: author pages, social links, the sidebar grouped by year, styled feeds and new checks for untruncated posts and inline authors.',
    replace:
      'an archive, tag pages, a sidebar of recent posts and RSS, Atom or JSON feeds. This page walks through writing posts and each feature you can configure.',
    reason: 'The intro lists the 3.5 blog additions, none of which 3.4 has.',
  },
  {
    kind: 'deleteTableRow',
    file: 'blog.mdx',
    firstCell: 'Authors and one author',
    reason: '3.4 builds no /blog/authors routes and has no `authorsBasePath` (#10216).',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: 'followed by a "Read more" link.',
    replace: 'followed by a "Read More" link.',
    reason: 'The label read "Read More" until 3.5.2 changed its capitalization (#10394).',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: "Since 3.5, the `onUntruncatedBlogPosts` option reports posts without a marker. It defaults to `'warn'`; set it to `'throw'` to enforce markers, or `'ignore'` for a blog of short posts that read well in full. The `truncateMarker`",
    replace:
      'Docusaurus 3.4 does not report posts without a marker, so check new posts for one before you publish. The `truncateMarker`',
    reason: '`onUntruncatedBlogPosts` arrived in 3.5.0 (#10375).',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: '  email: jane@example.com\n  page: true\n  socials:\n    x: janedoe\n    github: janedoe\n    linkedin: janedoe\n    mastodon: https://mastodon.social/@janedoe\n',
    replace: '  email: jane@example.com\n',
    reason: 'Author `page` (#10216) and `socials` (#10222) arrived in 3.5.0.',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: '| `url` | Link for the name, used when the author has no page. |',
    replace: '| `url` | Link for the name and the avatar. |',
    reason: 'Without author pages (3.5.0, #10216), `url` is always the link.',
  },
  {
    kind: 'deleteLines',
    file: 'blog.mdx',
    containing: "| `description` | Text shown on the author's page. |",
    reason: 'The author `description` field came with author pages in 3.5.0 (#10216).',
  },
  {
    kind: 'deleteTableRow',
    file: 'blog.mdx',
    firstCell: '`page`',
    reason: 'Author pages arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'deleteTableRow',
    file: 'blog.mdx',
    firstCell: '`socials`',
    reason: 'Author social links arrived in 3.5.0 (#10222).',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: 'A key that is not in the file stops the build, as does listing the same author twice in one post.',
    replace: 'A key that is not in the file stops the build.',
    reason: 'The duplicate-author error arrived in 3.5.0 (#10224); 3.4 accepts the repeat.',
  },
  {
    kind: 'deleteBlock',
    file: 'blog.mdx',
    from: '### Give authors their own page',
    to: '### Inline authors',
    include: 'from',
    reason: 'Author pages (#10216) and social links (#10222) arrived in 3.5.0.',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: "Inline authors get no author page, and their details must be repeated in every post. Since 3.5 the `onInlineAuthors` option reports them, with `'warn'` as the default. A blog that uses only inline authors can set it to `'ignore'`.",
    replace:
      'Inline authors must be repeated, with all their details, in every post that credits them. Prefer the authors file for anyone who writes more than once.',
    reason: '`onInlineAuthors` (#10224) and author pages (#10216) arrived in 3.5.0.',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: 'The blog sidebar lists recent posts on list and post pages.',
    replace: 'The blog sidebar lists recent posts on list and post pages, as one flat list.',
    reason: 'Grouping the sidebar by year arrived in 3.5.0 (#10252).',
  },
  {
    kind: 'deleteTableRow',
    file: 'blog.mdx',
    firstCell: '`themeConfig.blog.sidebar.groupByYear`',
    reason: '`themeConfig.blog.sidebar.groupByYear` arrived in 3.5.0 (#10252).',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: "        blog: {blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts'},\n      } satisfies Preset.Options,\n    ],\n  ],\n  themeConfig: {\n    // highlight-next-line\n    blog: {sidebar: {groupByYear: false}},\n  } satisfies Preset.ThemeConfig,\n",
    replace:
      "        // highlight-next-line\n        blog: {blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts'},\n      } satisfies Preset.Options,\n    ],\n  ],\n",
    reason: '3.4 has no `themeConfig.blog` key (#10252).',
  },
  {
    kind: 'deleteTableRow',
    file: 'blog.mdx',
    firstCell: '`xslt`',
    reason: 'The feed `xslt` option arrived in 3.5.0 (#9252).',
  },
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: '            // highlight-next-line\n            xslt: true,\n',
    replace: '',
    reason: 'The feed `xslt` option arrived in 3.5.0 (#9252).',
  },
  {
    kind: 'deleteLines',
    file: 'blog.mdx',
    containing: 'Opened in a browser, a raw RSS or Atom file shows as a wall of XML.',
    reason: 'Styled feeds arrived in 3.5.0 (#9252).',
  },
  version('blog.mdx', '@3.5.2', '@3.4.0', 3),
  {
    kind: 'replace',
    file: 'blog.mdx',
    find: '[Theme configuration](./api/themes/theme-configuration.mdx): `themeConfig.blog` and the navbar.',
    replace:
      '[Theme configuration](./api/themes/theme-configuration.mdx): the navbar, and the table of contents settings that posts use.',
    reason: '`themeConfig.blog` arrived in 3.5.0 (#10252).',
  },
];

const BLOG_REFERENCE: readonly VersionEdit[] = [
  version(
    'api/plugins/plugin-content-blog.mdx',
    'Docusaurus 3.5 blog plugin',
    'Docusaurus 3.4 blog plugin',
  ),
  version('api/plugins/plugin-content-blog.mdx', 'for Docusaurus 3.5.2.', 'for Docusaurus 3.4.0.'),
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: 'front matter, rss, atom, xslt]',
    replace: 'front matter, rss, atom]',
    reason: 'The feed `xslt` option arrived in 3.5.0 (#9252).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: 'an archive, tag and author pages, a sidebar of recent posts',
    replace: 'an archive, tag pages, a sidebar of recent posts',
    reason: 'Author pages arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`authorsBasePath`',
    reason: '`authorsBasePath` arrived with author pages in 3.5.0 (#10216).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: 'with a "Read more" link.',
    replace: 'with a "Read More" link.',
    reason: 'The label read "Read More" until 3.5.2 changed its capitalization (#10394).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`onUntruncatedBlogPosts`',
    reason: '`onUntruncatedBlogPosts` arrived in 3.5.0 (#10375).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`onInlineAuthors`',
    reason: '`onInlineAuthors` arrived in 3.5.0 (#10224).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`recmaPlugins`',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`blogAuthorsListComponent`',
    reason: 'The authors list page arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`blogAuthorsPostsComponent`',
    reason: 'Author pages arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`xslt`',
    reason: 'The feed `xslt` option arrived in 3.5.0 (#9252).',
  },
  {
    kind: 'deleteLines',
    file: 'api/plugins/plugin-content-blog.mdx',
    containing: "          onInlineAuthors: 'throw',",
    reason: '`onInlineAuthors` arrived in 3.5.0 (#10224).',
  },
  {
    kind: 'deleteLines',
    file: 'api/plugins/plugin-content-blog.mdx',
    containing: '            xslt: true,',
    reason: 'The feed `xslt` option arrived in 3.5.0 (#9252).',
  },
  {
    kind: 'deleteLines',
    file: 'api/plugins/plugin-content-blog.mdx',
    containing: "        onUntruncatedBlogPosts: 'ignore',",
    reason: '`onUntruncatedBlogPosts` arrived in 3.5.0 (#10375).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: 'An inline author object accepts `name`, `title`, `url`, `imageURL` (or `image_url`), `socials` and `key`,',
    replace:
      'An inline author object accepts `name`, `title`, `url`, `imageURL` (or `image_url`) and `key`,',
    reason: 'Author `socials` arrived in 3.5.0 (#10222).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: "| Link on the author's name and avatar, unless the author has a page, which takes precedence. |",
    replace: "| Link on the author's name and avatar. |",
    reason: 'Author pages arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: '| Used in the feeds, and as a `mailto:` link when the author has neither a page nor a `url`. |',
    replace: '| Used in the feeds, and as a `mailto:` link when the author has no `url`. |',
    reason: 'Author pages arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'deleteLines',
    file: 'api/plugins/plugin-content-blog.mdx',
    containing: "| Longer text, shown at the top of the author's page. |",
    reason: 'The author `description` field came with author pages in 3.5.0 (#10216).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`page`',
    reason: 'Author pages arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`socials`',
    reason: 'Author social links arrived in 3.5.0 (#10222).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: 'Other fields are kept, for components you swizzle. When the file has at least one author, the plugin also builds an authors list page at `/blog/authors`.',
    replace: 'Other fields are kept, for components you swizzle.',
    reason: 'The authors list page arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: '  email: jane@example.com\n  page: true\n  socials:\n    x: janedoe\n    github: jane-doe\n    mastodon: https://mastodon.example.com/@jane\nteam:\n  name: The My Site team\n  imageURL: https://example.com/team.png\n  page:\n    permalink: /the-team\n',
    replace:
      '  email: jane@example.com\nteam:\n  name: The My Site team\n  imageURL: https://example.com/team.png\n',
    reason: 'Author `page` (#10216) and `socials` (#10222) arrived in 3.5.0.',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: '`@docusaurus/plugin-content-blog/client` exports hooks for components that you swizzle or write:',
    replace:
      '`@docusaurus/plugin-content-blog/client` exports one hook in Docusaurus 3.4, for components that you swizzle or write:',
    reason: 'The other blog client hooks moved into this module in 3.5.0 (#10313).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`useBlogPost()`',
    reason:
      'In 3.4, `useBlogPost` lives in `@docusaurus/theme-common/internal`; it moved in 3.5.0 (#10313).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`useVisibleBlogSidebarItems(items)`',
    reason:
      'In 3.4, this hook lives in `@docusaurus/theme-common/internal`; it moved in 3.5.0 (#10313).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-blog.mdx',
    firstCell: '`groupBlogSidebarItemsByYear(items)`',
    reason: 'Grouping the sidebar by year arrived in 3.5.0 (#10252).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-blog.mdx',
    find: "| `useBlogMetadata()` | On blog pages: the blog's base path, title and authors list path. |",
    replace:
      "| `useBlogMetadata()` | On a post's page: the blog's base path and title. |\n\nThe hooks that the classic theme's blog components use, such as `useBlogPost()`, come from `@docusaurus/theme-common/internal` in 3.4. That module is internal: its exports can change in any release, so check such imports when you upgrade.",
    reason:
      'In 3.4.0 blog metadata has no authors list path and is attached to post routes only; `useBlogPost` moved in 3.5.0 (#10313).',
  },
];

const BLOG_ELSEWHERE: readonly VersionEdit[] = [
  {
    kind: 'replace',
    file: 'advanced/routing.mdx',
    find: 'the archive (`/blog/archive`) and author pages. |',
    replace: 'and the archive (`/blog/archive`). |',
    reason: 'Author pages arrived in 3.5.0 (#10216).',
  },
  {
    kind: 'deleteBlock',
    file: 'api/themes/theme-configuration.mdx',
    from: '## Blog',
    to: '## Table of contents',
    include: 'from',
    reason:
      '`themeConfig.blog.sidebar.groupByYear`, the only `blog` key, arrived in 3.5.0 (#10252).',
  },
  {
    kind: 'deleteLines',
    file: 'api/themes/theme-configuration.mdx',
    containing: '    blog: {sidebar: {groupByYear: true}},',
    reason: '`themeConfig.blog` arrived in 3.5.0 (#10252).',
  },
  {
    kind: 'replace',
    file: 'api/themes/theme-classic.mdx',
    find: 'Folders such as `Blog`, `Icon` and `DocItem/TOC` are forbidden as a whole;',
    replace: 'Folders such as `Icon` and `DocItem/TOC` are forbidden as a whole;',
    reason: 'The `@theme/Blog/*` components arrived with author pages in 3.5.0 (#10216).',
  },
];

/** Recma plugins: the `recmaPlugins` option of the content plugins arrived in 3.5.0 (#10241). */
const RECMA: readonly VersionEdit[] = [
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-docs.mdx',
    firstCell: '`recmaPlugins`',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-pages.mdx',
    firstCell: '`recmaPlugins`',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'replace',
    file: 'guides/markdown-features/plugins.mdx',
    find: 'description: Extend the Markdown pipeline with remark, rehype and recma plugins,',
    replace: 'description: Extend the Markdown pipeline with remark and rehype plugins,',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'replace',
    file: 'guides/markdown-features/plugins.mdx',
    find: 'keywords: [mdx plugins, remark, rehype, recma, remarkPlugins, rehypePlugins, recmaPlugins,',
    replace: 'keywords: [mdx plugins, remark, rehype, remarkPlugins, rehypePlugins,',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'replace',
    file: 'guides/markdown-features/plugins.mdx',
    find: '## Understand the three kinds of plugin\n\nA Markdown file passes through three trees on its way to becoming a React component. Each tree has its own family of plugins:',
    replace:
      '## Understand where plugins run\n\nA Markdown file passes through three trees on its way to becoming a React component. Docusaurus 3.4 lets you add plugins for the first two:',
    reason: '3.4 exposes remark and rehype plugins only; `recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'replace',
    file: 'guides/markdown-features/plugins.mdx',
    find: '  hast2 --> estree[estree]\n  estree -->|recma plugins| estree2[estree]\n  estree2 --> js[JavaScript module]\n',
    replace: '  hast2 --> estree[estree]\n  estree --> js[JavaScript module]\n',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'deleteTableRow',
    file: 'guides/markdown-features/plugins.mdx',
    firstCell: 'recma',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'replace',
    file: 'guides/markdown-features/plugins.mdx',
    find: '### The five options\n\nThe docs, blog and pages plugins accept the same five options.',
    replace:
      '### The four options\n\nThe docs, blog and pages plugins accept the same four options.',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'deleteTableRow',
    file: 'guides/markdown-features/plugins.mdx',
    firstCell: '`recmaPlugins`',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  {
    kind: 'deleteBlock',
    file: 'guides/markdown-features/plugins.mdx',
    from: '## Transform the compiled code with recma plugins',
    to: '## Avoid the common pitfalls',
    include: 'from',
    reason: '`recmaPlugins` arrived in 3.5.0 (#10241).',
  },
  version(
    'guides/markdown-features/plugins.mdx',
    "DOCUSAURUS_VERSION: '3.5.2'",
    "DOCUSAURUS_VERSION: '3.4.0'",
    2,
  ),
  {
    kind: 'replace',
    file: 'guides/markdown-features/plugins.mdx',
    find: 'now renders "Version **3.5.2** is out." followed by a code block with `npm install @docusaurus/core@3.5.2`. When you release 3.5.3, you change one line of config.',
    replace:
      'now renders "Version **3.4.0** is out." followed by a code block with `npm install @docusaurus/core@3.4.0`. When the next release comes out, you change one line of config.',
    reason: VERSION_MENTION,
  },
  {
    kind: 'replace',
    file: 'api/plugin-methods/static-methods.mdx',
    find: '| `RemarkPluginsSchema`, `RehypePluginsSchema`, `RecmaPluginsSchema` |',
    replace: '| `RemarkPluginsSchema`, `RehypePluginsSchema` |',
    reason: '`@docusaurus/utils-validation` exports `RecmaPluginsSchema` since 3.5.0 (#10241).',
  },
  version('guides/markdown-features/plugins.mdx', '@3.5.2', '@3.4.0', 3),
  version(
    'guides/markdown-features/plugins.mdx',
    '**Docusaurus has no default rehype plugins.** In 3.5,',
    '**Docusaurus has no default rehype plugins.** In 3.4,',
  ),
];

/** Plugins returning `null` to turn themselves off, and the missing-name check: 3.5.0 (#10286, #10239). */
const PLUGIN_NULL: readonly VersionEdit[] = [
  {
    kind: 'replace',
    file: 'api/plugin-methods/index.mdx',
    find: ') => Plugin<Content> | null | Promise<Plugin<Content> | null>;',
    replace: ') => Plugin<Content> | Promise<Plugin<Content>>;',
    reason: 'Plugins may return `null` since 3.5.0 (#10286).',
  },
  {
    kind: 'replace',
    file: 'api/plugin-methods/index.mdx',
    find: "Return `null` to turn the instance off. Docusaurus then skips it completely, which suits plugins that depend on an environment variable or run only in production:\n\n```ts\nimport type {LoadContext, Plugin} from '@docusaurus/types';\n\nexport default function analyticsPlugin(context: LoadContext): Plugin | null {\n  if (process.env.NODE_ENV !== 'production') {\n    return null;\n  }\n  return {name: 'analytics-plugin'};\n}\n```\n\nReturning `undefined`, or an object without `name`, stops the command with an error.",
    replace:
      "Docusaurus 3.4 expects a plugin object every time. To turn an instance off, for example outside production or when an environment variable is missing, return an object with only a `name`: the instance loads but does nothing. This is how the official sitemap and PWA plugins step aside under the hash router.\n\n```ts\nimport type {LoadContext, Plugin} from '@docusaurus/types';\n\nexport default function analyticsPlugin(context: LoadContext): Plugin {\n  if (process.env.NODE_ENV !== 'production') {\n    // Only a name: the plugin is loaded but adds nothing\n    return {name: 'analytics-plugin'};\n  }\n  return {\n    name: 'analytics-plugin',\n    injectHtmlTags() {\n      return {headTags: [{tagName: 'script', attributes: {src: 'https://analytics.example.com/script.js', defer: true}}]};\n    },\n  };\n}\n```",
    reason: 'Returning `null` (#10286) and the early missing-name error (#10239) arrived in 3.5.0.',
  },
  {
    kind: 'replace',
    file: 'advanced/plugins.mdx',
    find: '- **A missing `name`.** Even an inline plugin needs one; the build stops without it. Two instances of one plugin need distinct `id` options.\n- **Returning `undefined`.** To turn a plugin off under some condition, return `null` from the plugin function.',
    replace:
      "- **A missing `name`.** Even an inline plugin needs one: Docusaurus files the plugin's generated data and global data under it. Two instances of one plugin need distinct `id` options.\n- **Returning nothing.** To turn a plugin off under some condition, return an object with only its `name` from the plugin function.",
    reason: 'Returning `null` (#10286) and the early missing-name error (#10239) arrived in 3.5.0.',
  },
  {
    kind: 'replace',
    file: 'advanced/architecture.mdx',
    find: 'A plugin function that returns `null` disables itself. An object without a `name` stops the build, and so do two instances of the same plugin with the same `id`.',
    replace:
      'Each returned object must have a `name`, and two instances of the same plugin with the same `id` stop the build.',
    reason: 'Returning `null` (#10286) and the early missing-name error (#10239) arrived in 3.5.0.',
  },
  {
    kind: 'replace',
    file: 'using-plugins.mdx',
    find: 'A plugin function can also return `null` to turn itself off, for example when an environment variable is missing.',
    replace:
      'To turn the plugin off, for example when an environment variable is missing, return an object with only its `name`.',
    reason: 'Plugins may return `null` since 3.5.0 (#10286).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-pwa.mdx',
    find: 'The plugin disables itself unless `NODE_ENV` is `production`, so `docusaurus start` never registers a service worker.',
    replace:
      'Unless `NODE_ENV` is `production`, the plugin adds no tags, registers no service worker and writes no `sw.js`, so `docusaurus start` never runs one.',
    reason:
      'In 3.4 the plugin stays loaded in development; switching itself off with `null` arrived in 3.5.0 (#10286).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-pwa.mdx',
    find: 'The component is marked unsafe, so the command needs `--danger`, and it needs `NODE_ENV=production`, because the plugin is inactive in development and the command would not find it otherwise:\n\n```bash\nNODE_ENV=production npm run swizzle',
    replace:
      'The component is marked unsafe, so the command needs `--danger`:\n\n```bash\nnpm run swizzle',
    reason:
      'In 3.4 the plugin provides its theme components in development too; it only drops out in 3.5.0 (#10286).',
  },
];

/** Other 3.5 changes that the current docs describe. */
const OTHER_CHANGES: readonly VersionEdit[] = [
  {
    kind: 'replace',
    file: 'guides/docs/create-doc.mdx',
    find: 'In development, both kinds of docs appear as usual, with a banner at the top that says which one applies.',
    replace:
      'In development, both kinds of docs appear as usual, without a banner; the unlisted banner shows in production builds only.',
    reason: 'Draft and unlisted banners in development arrived in 3.5.0 (#10376).',
  },
  {
    kind: 'deleteLines',
    file: 'guides/docs/sidebar/autogenerated.mdx',
    containing:
      "| `description` | none | Text of this category's card on a parent generated index page. |",
    reason: '`_category_` files accept `description` since 3.5.0 (#10324); 3.4 rejects the key.',
  },
  {
    kind: 'replace',
    file: 'swizzling.mdx',
    find: "import {useDoc} from '@docusaurus/plugin-content-docs/client';",
    replace: "import {useDoc} from '@docusaurus/theme-common/internal';",
    reason: '`useDoc` moved to `@docusaurus/plugin-content-docs/client` in 3.5.0 (#10316).',
  },
  {
    kind: 'replace',
    file: 'swizzling.mdx',
    find: "`DocItem/Footer` is not on the classic theme's safe list, so the CLI only swizzles it with `--danger` or after you confirm.",
    replace:
      "In 3.4, `useDoc()` comes from `@docusaurus/theme-common/internal`, an internal module whose exports can change in any release, so check the import when you upgrade. `DocItem/Footer` is not on the classic theme's safe list, so the CLI only swizzles it with `--danger` or after you confirm.",
    reason: '`useDoc` moved to `@docusaurus/plugin-content-docs/client` in 3.5.0 (#10316).',
  },
  {
    kind: 'deleteTableRow',
    file: 'api/plugins/plugin-content-docs.mdx',
    firstCell: '`useDoc()`',
    reason: '`useDoc` moved to `@docusaurus/plugin-content-docs/client` in 3.5.0 (#10316).',
  },
  {
    kind: 'replace',
    file: 'api/plugins/plugin-content-docs.mdx',
    find: 'Pass `undefined` as `pluginId` for the default instance.',
    replace:
      'Pass `undefined` as `pluginId` for the default instance.\n\nThe hooks that read the current doc or sidebar inside the theme, such as `useDoc()` and `useDocsSidebar()`, come from `@docusaurus/theme-common/internal` in 3.4. That module is internal: its exports can change in any release, so check such imports when you upgrade.',
    reason: 'The docs hooks moved from theme-common to this module in 3.5.0 (#10316).',
  },
  {
    kind: 'replace',
    file: 'guides/markdown-features/tabs.mdx',
    find: "- `className` on `<TabItem>` is added to that tab's content panel.",
    replace:
      "- `className` on `<TabItem>` is added to that tab's content panel. Inside `<Tabs lazy>`, Docusaurus 3.4 drops it.",
    reason: 'Lazy tabs keep the `TabItem` className since 3.5.0 (#10219).',
  },
  {
    kind: 'replace',
    file: 'api/docusaurus-config.mdx',
    find: 'Folders that do not exist are skipped. See [Static assets](../static-assets.mdx). |',
    replace:
      'Folders that do not exist are skipped, but in 3.4 the dev server fails to start when none of them exists and holds a file. See [Static assets](../static-assets.mdx). |',
    reason: 'Sites without a static folder start again since 3.5.0 (#10225).',
  },
  {
    kind: 'replace',
    file: 'cli.mdx',
    find: '`npx docusaurus --version` (or `-V`) prints the installed version.',
    replace:
      '`npx docusaurus -V`, run in the site folder, prints the installed version. In 3.4 the long form `--version` prints the list of commands instead.',
    reason: '`docusaurus --version` prints the version since 3.5.0 (#10368).',
  },
  {
    kind: 'replace',
    file: 'installation.mdx',
    find: 'Then check the result with `npx docusaurus --version`',
    replace: 'Then check the result with `npx docusaurus -V`',
    reason: '`docusaurus --version` prints the version since 3.5.0 (#10368).',
  },
  {
    kind: 'replace',
    file: 'api/themes/theme-classic.mdx',
    find: '(version `0.2.0-alpha.44`)',
    replace: '(version `0.2.0-alpha.43`)',
    reason: 'Infima was upgraded to 0.2.0-alpha.44 in 3.5.0 (#10343).',
  },
];

/** "3.5" and "3.5.2" mentions that must name 3.4 and 3.4.0. */
const VERSION_NUMBERS: readonly VersionEdit[] = [
  version('installation.mdx', '@3.5.2', '@3.4.0', 12),
  version('installation.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4', 2),
  version('advanced/plugins.mdx', '@3.5.2', '@3.4.0', 3),
  version('advanced/routing.mdx', '3.5.2', '3.4.0', 2),
  version('advanced/routing.mdx', 'It is experimental in 3.5', 'It is experimental in 3.4'),
  version('api/docusaurus-config.mdx', '3.5.2', '3.4.0', 2),
  version('api/docusaurus-config.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version(
    'api/misc/create-docusaurus.mdx',
    'as of the 3.5 release line',
    'as of the 3.4 release line',
  ),
  version('api/misc/eslint-plugin/index.mdx', '3.5.2', '3.4.0', 6),
  version('api/misc/eslint-plugin/index.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/misc/eslint-plugin/prefer-docusaurus-heading.mdx', '3.5.2', '3.4.0'),
  version('api/misc/logger.mdx', '3.5.2', '3.4.0', 5),
  version('api/misc/logger.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugin-methods/extend-infrastructure.mdx', '3.5.2', '3.4.0', 3),
  version('api/plugin-methods/extend-infrastructure.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugin-methods/i18n-lifecycles.mdx', '3.5.2', '3.4.0'),
  version('api/plugin-methods/i18n-lifecycles.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugin-methods/index.mdx', '3.5.2', '3.4.0'),
  version('api/plugin-methods/index.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugin-methods/lifecycle-apis.mdx', '3.5.2', '3.4.0'),
  version('api/plugin-methods/lifecycle-apis.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugin-methods/static-methods.mdx', '3.5.2', '3.4.0', 4),
  version('api/plugin-methods/static-methods.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/overview.mdx', '3.5.2', '3.4.0'),
  version('api/plugins/overview.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-client-redirects.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-content-docs.mdx', '3.5.2', '3.4.0'),
  version('api/plugins/plugin-content-docs.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-content-pages.mdx', '3.5.2', '3.4.0'),
  version('api/plugins/plugin-content-pages.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-debug.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-google-analytics.mdx', '3.5.2', '3.4.0'),
  version('api/plugins/plugin-google-analytics.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-google-gtag.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-google-tag-manager.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-ideal-image.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-pwa.mdx', '3.5.2', '3.4.0'),
  version('api/plugins/plugin-pwa.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-sitemap.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/plugins/plugin-vercel-analytics.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/themes/overview.mdx', '3.5.2', '3.4.0', 2),
  version(
    'api/themes/overview.mdx',
    'official themes exist in 3.5,',
    'official themes exist in 3.4,',
  ),
  version('api/themes/theme-classic.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/themes/theme-configuration.mdx', '3.5.2', '3.4.0', 4),
  version('api/themes/theme-configuration.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/themes/theme-live-codeblock.mdx', '3.5.2', '3.4.0'),
  version('api/themes/theme-live-codeblock.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/themes/theme-mermaid.mdx', '3.5.2', '3.4.0'),
  version('api/themes/theme-mermaid.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('api/themes/theme-search-algolia.mdx', '3.5.2', '3.4.0'),
  version('api/themes/theme-search-algolia.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('cli.mdx', '3.5.2', '3.4.0', 2),
  version('docusaurus-core.mdx', '3.5.2', '3.4.0', 3),
  version('docusaurus-core.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4', 2),
  version('guides/markdown-features/admonitions.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('guides/markdown-features/code-blocks.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4', 2),
  version(
    'guides/markdown-features/code-blocks.mdx',
    'version 3.5 sees only',
    'version 3.4 sees only',
  ),
  version('guides/markdown-features/diagrams.mdx', '3.5.2', '3.4.0', 3),
  version('guides/markdown-features/head-metadata.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  {
    kind: 'replace',
    file: 'guides/markdown-features/introduction.mdx',
    find: "export const release = '3.5';\n\nThis site runs Docusaurus {release} and loads",
    replace:
      "export const release = '3.4';\n\nThis page documents Docusaurus {release}, and this site loads",
    count: 2,
    reason: `${VERSION_MENTION} The site itself runs 3.5, so the example names the documented version.`,
  },
  version('guides/markdown-features/links.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('guides/markdown-features/react.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4', 2),
  version('migration/index.mdx', 'such as 3.5.1 to 3.5.2', 'such as 3.2.0 to 3.2.1'),
  version('migration/index.mdx', 'such as 3.4 to 3.5', 'such as 3.3 to 3.4'),
  version('migration/index.mdx', '"3.5.2"', '"3.4.0"', 6),
  version('migration/v2/migration-automated.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version(
    'migration/v2/migration-automated.mdx',
    'Docusaurus 2.4 and 3.5',
    'Docusaurus 2.4 and 3.4',
  ),
  version(
    'migration/v2/migration-automated.mdx',
    'Docusaurus 2.4 and on 3.5',
    'Docusaurus 2.4 and on 3.4',
  ),
  version('migration/v2/migration-automated.mdx', '3.5.2', '3.4.0'),
  version('migration/v2/migration-manual.mdx', '3.5.2', '3.4.0', 3),
  version('migration/v2/migration-manual.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4', 2),
  version(
    'migration/v2/migration-overview.mdx',
    'The target of your work is the current release, Docusaurus 3.5.',
    'The target of your work is Docusaurus 3.4, the release these docs describe.',
  ),
  version('migration/v2/migration-overview.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('migration/v3.mdx', '3.5.2', '3.4.0', 7),
  version('migration/v3.mdx', 'takes a v2 site to 3.5 in order', 'takes a v2 site to 3.4 in order'),
  version('search.mdx', '3.5.2', '3.4.0', 3),
  version('search.mdx', 'Docusaurus 3.5', 'Docusaurus 3.4'),
  version('typescript-support.mdx', '3.5.2', '3.4.0', 9),
];

const edits: readonly VersionEdit[] = [
  ...BLOG_GUIDE,
  ...BLOG_REFERENCE,
  ...BLOG_ELSEWHERE,
  ...RECMA,
  ...PLUGIN_NULL,
  ...OTHER_CHANGES,
  ...VERSION_NUMBERS,
];

export default edits;
