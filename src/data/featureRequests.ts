/** A request on the read-only feature-requests board (`/feature-requests/`). */
export type RequestStatus = 'under-review' | 'planned' | 'in-progress' | 'complete';

export type FeatureRequest = {
  /** URL segment: `/feature-requests/p/<slug>/`. */
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly status: RequestStatus;
  readonly category: 'docs' | 'blog' | 'search' | 'theme' | 'i18n' | 'tooling' | 'performance';
  readonly votes: number;
  /** Status changes, oldest first; the last one is the current status. */
  readonly history: readonly {
    readonly date: string;
    readonly status: RequestStatus;
    readonly note: string;
  }[];
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

export const statusLabels: Readonly<Record<RequestStatus, string>> = {
  'under-review': 'Under review',
  planned: 'Planned',
  'in-progress': 'In progress',
  complete: 'Complete',
};

export const featureRequests: readonly FeatureRequest[] = [
  {
    slug: 'blog-author-pages',
    title: 'A page per blog author',
    description:
      'Give each author listed in authors.yml a page with their avatar, title and social links, followed by every post they wrote.',
    status: 'complete',
    category: 'blog',
    votes: 164,
    history: [
      {
        date: '2021-06-14',
        status: 'under-review',
        note: 'Raised by multi-author blogs that want one profile page per writer.',
      },
      {
        date: '2024-05-20',
        status: 'in-progress',
        note: 'Work started together with social links for authors.',
      },
      {
        date: '2024-08-09',
        status: 'complete',
        note: 'Shipped in 3.5.0. Set page: true on an author in authors.yml; an authors index page lists them.',
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
    votes: 118,
    history: [
      {
        date: '2022-03-08',
        status: 'under-review',
        note: 'Asked for in the same thread as Mermaid support itself.',
      },
      {
        date: '2022-07-18',
        status: 'in-progress',
        note: 'Folded into the work on a Mermaid theme package.',
      },
      {
        date: '2022-10-29',
        status: 'complete',
        note: 'Shipped in 2.2.0 with @docusaurus/theme-mermaid: set themeConfig.mermaid.theme to {light, dark}.',
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
    votes: 412,
    history: [
      {
        date: '2019-10-02',
        status: 'under-review',
        note: 'Community plugins cover this today; the question is whether the classic preset should ship one.',
      },
    ],
    related: [{label: 'Search', to: '/docs/search/'}],
  },
  {
    slug: 'faster-builds-rspack',
    title: 'Faster production builds with Rspack',
    description:
      'Cut build time on large sites by letting Docusaurus bundle with Rspack, a Rust-based bundler that follows the webpack API, without breaking existing plugins.',
    status: 'in-progress',
    category: 'performance',
    votes: 387,
    history: [
      {
        date: '2021-05-10',
        status: 'under-review',
        note: 'Build time and memory use on large sites are tracked in one place.',
      },
      {
        date: '2024-03-29',
        status: 'planned',
        note: '3.2.0 made cold and incremental builds faster; bundling is the next target.',
      },
      {
        date: '2024-07-15',
        status: 'in-progress',
        note: 'Work started on an opt-in Rspack mode.',
      },
    ],
    related: [],
  },
  {
    slug: 'versioned-blog',
    title: 'Link blog posts to docs versions',
    description:
      'Let a release post declare which docs version it describes, so readers of that version can find the post from the docs.',
    status: 'under-review',
    category: 'blog',
    votes: 46,
    history: [
      {
        date: '2022-11-21',
        status: 'under-review',
        note: 'Needs a design that works for sites with several docs plugin instances.',
      },
    ],
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
    votes: 203,
    history: [
      {
        date: '2020-09-03',
        status: 'under-review',
        note: 'Most requests come from API references with hundreds of sidebar items.',
      },
      {
        date: '2024-04-22',
        status: 'planned',
        note: 'Accepted as an opt-in theme option; collapsed categories must still open on a match.',
      },
    ],
    related: [{label: 'Sidebar', to: '/docs/sidebar/'}],
  },
  {
    slug: 'translation-progress-badge',
    title: 'Show translation progress per locale',
    description:
      'Show in the locale dropdown how much of the site each language covers, computed from the translation files.',
    status: 'under-review',
    category: 'i18n',
    votes: 58,
    history: [
      {
        date: '2023-02-14',
        status: 'under-review',
        note: 'Open question: count untranslated Markdown files, JSON messages, or both.',
      },
    ],
    related: [{label: 'i18n introduction', to: '/docs/i18n/introduction/'}],
  },
  {
    slug: 'typed-config-helpers',
    title: 'TypeScript site configuration',
    description:
      'Accept docusaurus.config.ts and sidebars.ts, with exported types, so editors autocomplete every option and catch typos before the build.',
    status: 'complete',
    category: 'tooling',
    votes: 141,
    history: [
      {
        date: '2020-08-17',
        status: 'under-review',
        note: 'TypeScript users wanted the config type-checked, not only their components.',
      },
      {
        date: '2023-08-01',
        status: 'in-progress',
        note: 'Config loading moved to a loader that reads ES modules and TypeScript.',
      },
      {
        date: '2023-10-31',
        status: 'complete',
        note: 'Shipped in 3.0.0. Type the config with Config from @docusaurus/types and satisfies Preset.Options.',
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
    votes: 97,
    history: [
      {
        date: '2022-05-09',
        status: 'under-review',
        note: 'Several sites, this one included, wrap the blog plugin to do this.',
      },
      {
        date: '2024-02-12',
        status: 'planned',
        note: 'Planned as a blog plugin preset so pagination, feeds and authors keep working.',
      },
    ],
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
    votes: 129,
    history: [
      {
        date: '2021-03-30',
        status: 'under-review',
        note: 'Until then, swizzle the doc footer to add your own widget.',
      },
    ],
    related: [{label: 'Swizzling', to: '/docs/swizzling/'}],
  },
  {
    slug: 'mdx-3-support',
    title: 'Upgrade Markdown compilation to MDX 3',
    description:
      'Move from MDX 1 to the current MDX release so content authors get modern JSX and ES module support and plugin authors work with current remark and rehype plugins.',
    status: 'complete',
    category: 'docs',
    votes: 276,
    history: [
      {
        date: '2022-02-07',
        status: 'under-review',
        note: 'MDX 2 came out; many remark and rehype plugins dropped MDX 1 support.',
      },
      {
        date: '2022-10-31',
        status: 'in-progress',
        note: 'The upgrade became the main task of the next major version.',
      },
      {
        date: '2023-10-31',
        status: 'complete',
        note: 'Shipped in 3.0.0, which went from MDX 1 straight to MDX 3. The v3 upgrade guide lists what to fix in content.',
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
    votes: 189,
    history: [
      {
        date: '2020-12-01',
        status: 'under-review',
        note: 'Renamed headings kept breaking deep links without any warning.',
      },
      {
        date: '2023-11-20',
        status: 'in-progress',
        note: 'Headings and links now report to the build which anchors exist.',
      },
      {
        date: '2024-01-05',
        status: 'complete',
        note: 'Shipped in 3.1.0 as the onBrokenAnchors option, warn by default. Set it to throw to fail the build.',
      },
    ],
    related: [{label: 'Markdown links', to: '/docs/markdown-features/links/'}],
  },
  {
    slug: 'sitemap-lastmod',
    title: 'Last-modified dates in the sitemap',
    description:
      'Write the date each page last changed into sitemap.xml, and allow leaving out <priority> and <changefreq>, which crawlers mostly ignore.',
    status: 'complete',
    category: 'tooling',
    votes: 134,
    history: [
      {
        date: '2021-09-13',
        status: 'under-review',
        note: 'Search engines weigh <lastmod> more than the other sitemap fields.',
      },
      {
        date: '2024-02-05',
        status: 'in-progress',
        note: 'Reuses the Git dates the docs plugin already reads for the last-update line.',
      },
      {
        date: '2024-03-29',
        status: 'complete',
        note: 'Shipped in 3.2.0 as the sitemap lastmod option; last_update front matter overrides the Git date.',
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
    votes: 92,
    history: [
      {
        date: '2021-11-08',
        status: 'under-review',
        note: 'Support teams wanted to link to the macOS or Windows steps directly.',
      },
      {
        date: '2022-10-10',
        status: 'in-progress',
        note: 'A community contribution is under review.',
      },
      {
        date: '2023-01-26',
        status: 'complete',
        note: 'Shipped in 2.3.0 as the queryString prop on <Tabs>; the URL value wins over the stored groupId choice.',
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
    votes: 77,
    history: [
      {
        date: '2021-04-19',
        status: 'under-review',
        note: 'Shallow clones in CI and file moves give the wrong date.',
      },
      {
        date: '2022-07-08',
        status: 'complete',
        note: 'Shipped in 2.0.0-beta.22 as the last_update front matter of the docs plugin.',
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
    votes: 151,
    history: [
      {
        date: '2020-11-25',
        status: 'under-review',
        note: 'Asked for by teams that ship their docs inside a product download.',
      },
      {
        date: '2024-05-31',
        status: 'in-progress',
        note: "Experimental since 3.4.0 as future.experimental_router: 'hash'; feedback is still being gathered in 3.5.",
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
    votes: 38,
    history: [
      {
        date: '2023-06-12',
        status: 'under-review',
        note: 'Large architecture diagrams become hard to read with the default layout.',
      },
      {
        date: '2024-07-22',
        status: 'planned',
        note: 'Planned as an opt-in option once Mermaid ships layout engines as separate packages.',
      },
    ],
    related: [{label: 'Diagrams', to: '/docs/markdown-features/diagrams/'}],
  },
  {
    slug: 'css-cascade-layers',
    title: 'Put theme CSS in cascade layers',
    description:
      'Wrap the default theme styles in CSS cascade layers so site styles win by layer order rather than by selector specificity.',
    status: 'planned',
    category: 'theme',
    votes: 64,
    history: [
      {
        date: '2023-04-03',
        status: 'under-review',
        note: 'Overriding theme styles often needs long selectors or !important.',
      },
      {
        date: '2024-06-17',
        status: 'planned',
        note: 'Planned behind an opt-in flag, since layer order can change how existing custom CSS applies.',
      },
    ],
    related: [{label: 'Styling and layout', to: '/docs/styling-layout/'}],
  },
  {
    slug: 'react-19-support',
    title: 'Support React 19',
    description:
      'Let sites run on React 19 once it is stable, with the theme, plugins and hydration working as they do on React 18.',
    status: 'in-progress',
    category: 'tooling',
    votes: 173,
    history: [
      {
        date: '2024-04-26',
        status: 'under-review',
        note: 'React 19 is in beta; React 18.3 adds warnings for code that will break.',
      },
      {
        date: '2024-05-03',
        status: 'in-progress',
        note: '3.3.0 fixed the React 18.3 warnings found in Docusaurus itself.',
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
    votes: 221,
    history: [
      {
        date: '2021-08-16',
        status: 'under-review',
        note: 'Tailwind’s reset and Infima both style bare HTML elements; the conflict needs a documented answer.',
      },
    ],
    related: [{label: 'Styling and layout', to: '/docs/styling-layout/'}],
  },
  {
    slug: 'image-zoom',
    title: 'Click to zoom images',
    description:
      'Open an image from a doc or blog post full size in an overlay, without installing a community plugin.',
    status: 'under-review',
    category: 'theme',
    votes: 146,
    history: [
      {
        date: '2020-06-29',
        status: 'under-review',
        note: 'Screenshots of wide UIs are hard to read at column width.',
      },
    ],
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
    votes: 198,
    history: [
      {
        date: '2019-07-23',
        status: 'under-review',
        note: 'Community tools print the built site page by page; the question is whether core should.',
      },
    ],
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
    votes: 233,
    history: [
      {
        date: '2021-02-15',
        status: 'under-review',
        note: 'Community plugins do this well; core would only provide hooks they need.',
      },
    ],
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
    votes: 71,
    history: [
      {
        date: '2020-10-12',
        status: 'under-review',
        note: 'Collected RTL layout bugs from Arabic, Hebrew and Farsi sites.',
      },
      {
        date: '2023-03-23',
        status: 'in-progress',
        note: '2.4.0 kept code block buttons on the correct side in RTL locales; other fixes follow one at a time.',
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
    votes: 157,
    history: [
      {
        date: '2021-07-05',
        status: 'under-review',
        note: 'draft: true removes a page from the build entirely, so nobody can review it in production.',
      },
      {
        date: '2022-09-05',
        status: 'in-progress',
        note: 'One front matter flag for docs, blog and pages.',
      },
      {
        date: '2023-10-31',
        status: 'complete',
        note: 'Shipped in 3.0.0 as unlisted: true front matter, with a banner on the page.',
      },
      {
        date: '2024-08-09',
        status: 'complete',
        note: '3.5.0 also shows the draft and unlisted banners in development.',
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
    votes: 84,
    history: [
      {
        date: '2022-01-24',
        status: 'under-review',
        note: 'Contextual search limits results to the current version and language on purpose; this would be a second mode.',
      },
    ],
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
    votes: 52,
    history: [
      {
        date: '2023-04-17',
        status: 'under-review',
        note: 'Would extend the existing showLineNumbers metadata string.',
      },
    ],
    related: [{label: 'Code blocks', to: '/docs/markdown-features/code-blocks/'}],
  },
  {
    slug: 'structured-data',
    title: 'JSON-LD structured data for docs and blog',
    description:
      'Add JSON-LD describing articles, authors and breadcrumbs to docs and blog pages so search engines can show richer results.',
    status: 'planned',
    category: 'tooling',
    votes: 89,
    history: [
      {
        date: '2023-09-20',
        status: 'under-review',
        note: 'Blog posts carry schema.org microdata; 2.4.3 added description and keywords. JSON-LD was asked for next.',
      },
      {
        date: '2024-07-08',
        status: 'planned',
        note: 'Planned for the blog first, then docs breadcrumbs.',
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
    votes: 68,
    history: [
      {
        date: '2022-06-20',
        status: 'under-review',
        note: 'Inline tags drift: the same topic ends up spelled three ways.',
      },
      {
        date: '2024-04-15',
        status: 'in-progress',
        note: 'One file format shared by the docs and blog plugins.',
      },
      {
        date: '2024-05-31',
        status: 'complete',
        note: "Shipped in 3.4.0. Set onInlineTags: 'throw' to reject tags that are not in the file.",
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
    votes: 41,
    history: [
      {
        date: '2023-08-14',
        status: 'under-review',
        note: 'Visitors who click the feed link often think the site is broken.',
      },
      {
        date: '2024-08-09',
        status: 'complete',
        note: 'Shipped in 3.5.0 as feedOptions.xslt: true for the built-in style, or paths to your own .xsl files.',
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
    votes: 33,
    history: [
      {
        date: '2023-11-06',
        status: 'under-review',
        note: "With blogSidebarCount: 'ALL', the sidebar becomes one long list.",
      },
      {
        date: '2024-08-09',
        status: 'complete',
        note: 'Shipped in 3.5.0 and on by default; turn it off with themeConfig.blog.sidebar.groupByYear: false.',
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
    votes: 57,
    history: [
      {
        date: '2022-12-05',
        status: 'under-review',
        note: 'Tutorial posts get updated for new versions, and readers cannot tell.',
      },
      {
        date: '2024-03-29',
        status: 'complete',
        note: 'Shipped in 3.2.0 as the blog plugin options showLastUpdateTime and showLastUpdateAuthor.',
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
    votes: 112,
    history: [
      {
        date: '2020-03-16',
        status: 'under-review',
        note: 'Each new version copies every file; fixing a typo then means editing many copies.',
      },
    ],
    related: [{label: 'Versioning', to: '/docs/versioning/'}],
  },
];
