/**
 * The read-only feature-requests board (`/feature-requests/`). It says only
 * what we can stand behind: the request, its status and category, and the
 * releases that shipped it or part of it, each with the pull request that did
 * and the release date from `changelog/CHANGELOG.md` (`featureRequests.validate.ts`
 * checks both against that file). No vote counts and no "opened" dates: the
 * board has no voting, and we do not know when each idea was first raised.
 */
export type RequestStatus = 'in-progress' | 'planned' | 'under-review' | 'complete';

/** A release that shipped a request, or part of one. */
export type RequestRelease = {
  /** A version with a section in `changelog/CHANGELOG.md`. */
  readonly version: string;
  /** Its release date, `yyyy-mm-dd`, as the changelog gives it. */
  readonly date: string;
  /** The pull request, listed in that version's changelog section, where the change was discussed. */
  readonly pullRequest: number;
  /** What a reader does to use it, in one sentence. */
  readonly note: string;
};

export type FeatureRequest = {
  /** URL segment: `/feature-requests/p/<slug>/`. */
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly status: RequestStatus;
  readonly category: 'docs' | 'blog' | 'search' | 'theme' | 'i18n' | 'tooling' | 'performance';
  /** Oldest first. A complete request has at least one; an open one may list partial steps. */
  readonly releases: readonly RequestRelease[];
  /** Docs pages a reader of the request will want, as site paths. */
  readonly related: readonly {readonly label: string; readonly to: string}[];
};

export const categoryLabels: Readonly<Record<FeatureRequest['category'], string>> = {
  docs: 'Docs',
  blog: 'Blog',
  search: 'Search',
  theme: 'Theme',
  i18n: 'Internationalization',
  tooling: 'Tooling',
  performance: 'Performance',
};

/** In the board's order: what is being built first, what shipped last. */
export const statusLabels: Readonly<Record<RequestStatus, string>> = {
  'in-progress': 'In progress',
  planned: 'Planned',
  'under-review': 'Under review',
  complete: 'Complete',
};

/** Where a request's pull request lives. */
export const pullRequestUrl = (pullRequest: number): string =>
  `https://github.com/facebook/docusaurus/pull/${pullRequest}`;

export const featureRequests: readonly FeatureRequest[] = [
  {
    slug: 'blog-author-pages',
    title: 'A page per blog author',
    description:
      'Give each author listed in authors.yml a page with their avatar, title and social links, followed by every post they wrote.',
    status: 'complete',
    category: 'blog',
    releases: [
      {
        version: '3.5.0',
        date: '2024-08-09',
        pullRequest: 10216,
        note: 'Set `page: true` on an author in `authors.yml` to give them a page; an index page lists every author with one.',
      },
    ],
    related: [
      {label: 'Blog', to: '/docs/blog/'},
      {label: 'Blog plugin options', to: '/docs/api/plugins/@docusaurus/plugin-content-blog/'},
    ],
  },
  {
    slug: 'dark-mode-mermaid-themes',
    title: 'Per-color-mode Mermaid themes',
    description:
      'Let a site pick one Mermaid theme for light mode and another for dark mode, so diagrams stay readable after the reader switches.',
    status: 'complete',
    category: 'theme',
    releases: [
      {
        version: '2.2.0',
        date: '2022-10-29',
        pullRequest: 7490,
        note: 'Part of `@docusaurus/theme-mermaid`: set `themeConfig.mermaid.theme` to an object with a `light` and a `dark` theme.',
      },
    ],
    related: [{label: 'Diagrams', to: '/docs/markdown-features/diagrams/'}],
  },
  {
    slug: 'offline-local-search',
    title: 'Built-in local search that works offline',
    description:
      'Build a search index with the site so small projects get search without an external service, and readers can search while offline.',
    status: 'under-review',
    category: 'search',
    releases: [],
    related: [{label: 'Search', to: '/docs/search/'}],
  },
  {
    slug: 'faster-builds-rspack',
    title: 'Faster production builds with Rspack',
    description:
      'Cut build time on large sites by letting Docusaurus bundle with Rspack, a Rust-based bundler that follows the webpack API, without breaking existing plugins.',
    status: 'in-progress',
    category: 'performance',
    releases: [],
    related: [],
  },
  {
    slug: 'versioned-blog',
    title: 'Link blog posts to docs versions',
    description:
      'Let a release post declare which docs version it describes, so readers of that version can find the post from the docs.',
    status: 'under-review',
    category: 'blog',
    releases: [],
    related: [
      {label: 'Versioning', to: '/docs/versioning/'},
      {label: 'Blog', to: '/docs/blog/'},
    ],
  },
  {
    slug: 'sidebar-search-filter',
    title: 'Filter box for long sidebars',
    description:
      'Add an optional text field above the docs sidebar that narrows the visible items as the reader types.',
    status: 'planned',
    category: 'docs',
    releases: [],
    related: [{label: 'Sidebar', to: '/docs/sidebar/'}],
  },
  {
    slug: 'translation-progress-badge',
    title: 'Show translation progress per locale',
    description:
      'Show in the locale dropdown how much of the site each language covers, computed from the translation files.',
    status: 'under-review',
    category: 'i18n',
    releases: [],
    related: [{label: 'i18n introduction', to: '/docs/i18n/introduction/'}],
  },
  {
    slug: 'typed-config-helpers',
    title: 'TypeScript site configuration',
    description:
      'Accept docusaurus.config.ts and sidebars.ts, with exported types, so editors autocomplete every option and catch typos before the build.',
    status: 'complete',
    category: 'tooling',
    releases: [
      {
        version: '3.0.0',
        date: '2023-10-31',
        pullRequest: 9317,
        note: 'Name the file `docusaurus.config.ts` and type it with `Config` from `@docusaurus/types`.',
      },
    ],
    related: [
      {label: 'TypeScript support', to: '/docs/typescript-support/'},
      {label: 'Upgrading to v3', to: '/docs/migration/v3/'},
    ],
  },
  {
    slug: 'changelog-plugin',
    title: 'A first-class changelog plugin',
    description:
      'Turn a CHANGELOG.md file into a browsable changelog with one page per release, without writing a custom plugin.',
    status: 'planned',
    category: 'blog',
    releases: [],
    related: [
      {label: 'Blog plugin options', to: '/docs/api/plugins/@docusaurus/plugin-content-blog/'},
    ],
  },
  {
    slug: 'docs-page-feedback',
    title: '“Was this page helpful?” widget',
    description:
      'An optional widget at the end of each docs page that asks whether the page helped and sends the answer through the site’s analytics plugin.',
    status: 'under-review',
    category: 'docs',
    releases: [],
    related: [{label: 'Swizzling', to: '/docs/swizzling/'}],
  },
  {
    slug: 'mdx-3-support',
    title: 'Upgrade Markdown compilation to MDX 3',
    description:
      'Move from MDX 1 to the current MDX release so content authors get modern JSX and ES module support and plugin authors work with current remark and rehype plugins.',
    status: 'complete',
    category: 'docs',
    releases: [
      {
        version: '3.0.0',
        date: '2023-10-31',
        pullRequest: 9451,
        note: 'MDX 3 parses content more strictly; the v3 upgrade guide lists what to fix.',
      },
    ],
    related: [{label: 'Upgrading to v3', to: '/docs/migration/v3/'}],
  },
  {
    slug: 'broken-anchor-checker',
    title: 'Report links to missing anchors',
    description:
      'Extend the broken-link check at build time to links whose #anchor points to no heading or element on the target page.',
    status: 'complete',
    category: 'tooling',
    releases: [
      {
        version: '3.1.0',
        date: '2024-01-05',
        pullRequest: 9528,
        note: 'The `onBrokenAnchors` site option chooses what happens; set it to `throw` to fail the build.',
      },
    ],
    related: [{label: 'Markdown links', to: '/docs/markdown-features/links/'}],
  },
  {
    slug: 'sitemap-lastmod',
    title: 'Last-modified dates in the sitemap',
    description:
      'Write the date each page last changed into sitemap.xml, so search engines can tell which pages to crawl again.',
    status: 'complete',
    category: 'tooling',
    releases: [
      {
        version: '3.2.0',
        date: '2024-03-29',
        pullRequest: 9954,
        note: "The sitemap plugin's `lastmod` option fills in each URL's date from Git history.",
      },
    ],
    related: [
      {label: 'Sitemap plugin', to: '/docs/api/plugins/@docusaurus/plugin-sitemap/'},
      {label: 'SEO', to: '/docs/seo/'},
    ],
  },
  {
    slug: 'tabs-query-string',
    title: 'Keep the selected tab in the URL',
    description:
      'Store the chosen tab in a query-string parameter so a shared link opens the page with the same tab selected.',
    status: 'complete',
    category: 'theme',
    releases: [
      {
        version: '2.3.0',
        date: '2023-01-26',
        pullRequest: 8225,
        note: 'The `queryString` prop of `<Tabs>` keeps the selected tab in the URL.',
      },
    ],
    related: [{label: 'Tabs', to: '/docs/markdown-features/tabs/'}],
  },
  {
    slug: 'last-update-front-matter',
    title: 'Set the last-update date and author per page',
    description:
      'Let a page state its own last-update date and author in front matter, for content whose Git history is wrong or missing.',
    status: 'complete',
    category: 'docs',
    releases: [
      {
        version: '2.0.0-beta.22',
        date: '2022-07-08',
        pullRequest: 7461,
        note: 'The `last_update` front matter takes an `author` and a `date`.',
      },
    ],
    related: [
      {label: 'Docs plugin options', to: '/docs/api/plugins/@docusaurus/plugin-content-docs/'},
    ],
  },
  {
    slug: 'hash-router-offline',
    title: 'Browse a built site from the file system',
    description:
      'Build a single-page version of the site whose routes live after #/, so readers can open index.html from a downloaded archive without a web server.',
    status: 'in-progress',
    category: 'tooling',
    releases: [
      {
        version: '3.4.0',
        date: '2024-05-31',
        pullRequest: 9859,
        note: "Experimental: set `future.experimental_router: 'hash'`.",
      },
    ],
    related: [
      {label: 'Routing', to: '/docs/advanced/routing/'},
      {label: 'Deployment', to: '/docs/deployment/'},
    ],
  },
  {
    slug: 'mermaid-elk-layout',
    title: 'ELK layout for Mermaid diagrams',
    description:
      'Let flowcharts use the ELK layout engine, which places nodes and edges of large diagrams with fewer crossings than the default layout.',
    status: 'planned',
    category: 'theme',
    releases: [],
    related: [{label: 'Diagrams', to: '/docs/markdown-features/diagrams/'}],
  },
  {
    slug: 'css-cascade-layers',
    title: 'Put theme CSS in cascade layers',
    description:
      'Wrap the default theme styles in CSS cascade layers so site styles win by layer order rather than by selector specificity.',
    status: 'planned',
    category: 'theme',
    releases: [],
    related: [{label: 'Styling and layout', to: '/docs/styling-layout/'}],
  },
  {
    slug: 'react-19-support',
    title: 'Support React 19',
    description:
      'Let sites run on React 19 once it is stable, with the theme, plugins and hydration working as they do on React 18.',
    status: 'in-progress',
    category: 'tooling',
    releases: [
      {
        version: '3.3.0',
        date: '2024-05-03',
        pullRequest: 10079,
        note: 'Docusaurus components no longer trigger the warnings React 18.3 prints ahead of React 19.',
      },
    ],
    related: [{label: 'Swizzling', to: '/docs/swizzling/'}],
  },
  {
    slug: 'tailwind-integration',
    title: 'Official Tailwind CSS setup',
    description:
      'Document and support a Tailwind CSS setup whose base styles do not conflict with Infima, the CSS framework of the default theme.',
    status: 'under-review',
    category: 'theme',
    releases: [],
    related: [{label: 'Styling and layout', to: '/docs/styling-layout/'}],
  },
  {
    slug: 'image-zoom',
    title: 'Click to zoom images',
    description:
      'Open an image from a doc or blog post full size in an overlay, without installing a community plugin.',
    status: 'under-review',
    category: 'theme',
    releases: [],
    related: [
      {label: 'Assets', to: '/docs/markdown-features/assets/'},
      {label: 'Ideal image plugin', to: '/docs/api/plugins/@docusaurus/plugin-ideal-image/'},
    ],
  },
  {
    slug: 'pdf-export',
    title: 'Export a docs version as PDF',
    description:
      'Produce one PDF per docs version, with pages in sidebar order, for readers who need a printable or offline copy.',
    status: 'under-review',
    category: 'docs',
    releases: [],
    related: [
      {label: 'Versioning', to: '/docs/versioning/'},
      {label: 'Sidebar', to: '/docs/sidebar/'},
    ],
  },
  {
    slug: 'openapi-reference-docs',
    title: 'Generate API reference pages from OpenAPI',
    description:
      'Read an OpenAPI file and create one docs page per endpoint, placed in the docs sidebar next to the written guides.',
    status: 'under-review',
    category: 'docs',
    releases: [],
    related: [
      {label: 'Docs plugin options', to: '/docs/api/plugins/@docusaurus/plugin-content-docs/'},
      {label: 'Sidebar', to: '/docs/sidebar/'},
    ],
  },
  {
    slug: 'rtl-layout-polish',
    title: 'Finish right-to-left layout support',
    description:
      'Find and fix the places where right-to-left locales still get left-to-right layout, such as icons, arrows and code block buttons.',
    status: 'in-progress',
    category: 'i18n',
    releases: [
      {
        version: '2.4.0',
        date: '2023-03-23',
        pullRequest: 8803,
        note: 'Code block buttons stay on the right side in right-to-left locales.',
      },
    ],
    related: [{label: 'i18n introduction', to: '/docs/i18n/introduction/'}],
  },
  {
    slug: 'unlisted-drafts',
    title: 'Share a page before it is listed',
    description:
      'Publish a page at a working URL while keeping it out of sidebars, feeds, search results and the sitemap, so reviewers can read it before launch.',
    status: 'complete',
    category: 'docs',
    releases: [
      {
        version: '3.0.0',
        date: '2023-10-31',
        pullRequest: 8004,
        note: 'Set `unlisted: true` in front matter.',
      },
      {
        version: '3.5.0',
        date: '2024-08-09',
        pullRequest: 10376,
        note: 'The unlisted and draft banners also show in development.',
      },
    ],
    related: [
      {label: 'Docs plugin options', to: '/docs/api/plugins/@docusaurus/plugin-content-docs/'},
      {label: 'Blog', to: '/docs/blog/'},
    ],
  },
  {
    slug: 'multi-version-search',
    title: 'Search across all docs versions',
    description:
      'Let readers search every docs version at once, with each result labeled by its version, instead of only the version they are reading.',
    status: 'under-review',
    category: 'search',
    releases: [],
    related: [
      {label: 'Search', to: '/docs/search/'},
      {label: 'Versioning', to: '/docs/versioning/'},
    ],
  },
  {
    slug: 'code-line-number-start',
    title: 'Start code block line numbers at any value',
    description:
      'Let a code block choose its first line number, so an excerpt shows the same numbers as the full source file.',
    status: 'under-review',
    category: 'docs',
    releases: [],
    related: [{label: 'Code blocks', to: '/docs/markdown-features/code-blocks/'}],
  },
  {
    slug: 'structured-data',
    title: 'JSON-LD structured data for the blog',
    description:
      'Describe blog posts and blog list pages to search engines with JSON-LD, the structured-data format they read most reliably, instead of microdata attributes.',
    status: 'complete',
    category: 'tooling',
    releases: [
      {
        version: '3.2.0',
        date: '2024-03-29',
        pullRequest: 9669,
        note: 'Blog pages carry JSON-LD instead of microdata attributes; there is nothing to configure.',
      },
    ],
    related: [{label: 'SEO', to: '/docs/seo/'}],
  },
  {
    slug: 'predefined-tags-file',
    title: 'Declare tags once in a tags file',
    description:
      'Define the allowed tags, with a label, description and permalink each, in a tags.yml file and use them by key in front matter.',
    status: 'complete',
    category: 'docs',
    releases: [
      {
        version: '3.4.0',
        date: '2024-05-31',
        pullRequest: 10137,
        note: "Declare tags in `tags.yml`; `onInlineTags: 'throw'` rejects any tag the file does not declare.",
      },
    ],
    related: [
      {label: 'Docs plugin options', to: '/docs/api/plugins/@docusaurus/plugin-content-docs/'},
      {label: 'Blog plugin options', to: '/docs/api/plugins/@docusaurus/plugin-content-blog/'},
    ],
  },
  {
    slug: 'blog-feed-styling',
    title: 'Readable RSS and Atom feeds in the browser',
    description:
      'Attach an XSLT stylesheet to the blog feeds so a reader who opens one sees a formatted page instead of raw XML.',
    status: 'complete',
    category: 'blog',
    releases: [
      {
        version: '3.5.0',
        date: '2024-08-09',
        pullRequest: 9252,
        note: 'Set `feedOptions.xslt: true` for the built-in style.',
      },
    ],
    related: [
      {label: 'Blog plugin options', to: '/docs/api/plugins/@docusaurus/plugin-content-blog/'},
    ],
  },
  {
    slug: 'blog-sidebar-by-year',
    title: 'Group the blog sidebar by year',
    description:
      'Split the recent-posts list in the blog sidebar under year headings, so long-running blogs stay easy to scan.',
    status: 'complete',
    category: 'blog',
    releases: [
      {
        version: '3.5.0',
        date: '2024-08-09',
        pullRequest: 10252,
        note: 'On by default; `themeConfig.blog.sidebar.groupByYear: false` turns it off.',
      },
    ],
    related: [{label: 'Blog', to: '/docs/blog/'}],
  },
  {
    slug: 'blog-last-update',
    title: 'Last-update date and author on blog posts',
    description:
      'Show when a blog post was last edited and by whom, as docs pages already can, for posts that get corrected after publication.',
    status: 'complete',
    category: 'blog',
    releases: [
      {
        version: '3.2.0',
        date: '2024-03-29',
        pullRequest: 9912,
        note: 'The blog plugin options `showLastUpdateTime` and `showLastUpdateAuthor`.',
      },
    ],
    related: [
      {label: 'Blog plugin options', to: '/docs/api/plugins/@docusaurus/plugin-content-blog/'},
    ],
  },
  {
    slug: 'versioned-docs-dedup',
    title: 'Share unchanged pages across docs versions',
    description:
      'Let a docs version reuse a page from another version when the file has not changed, so versioned_docs stops holding many identical copies.',
    status: 'under-review',
    category: 'docs',
    releases: [],
    related: [{label: 'Versioning', to: '/docs/versioning/'}],
  },
];
