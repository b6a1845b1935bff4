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
    slug: 'dark-mode-mermaid-themes',
    title: 'Per-colour-mode Mermaid themes',
    description:
      'Let a site pick one Mermaid theme for light mode and another for dark mode, so diagrams stay readable after the toggle.',
    status: 'complete',
    category: 'theme',
    votes: 118,
  },
  {
    slug: 'blog-author-pages',
    title: 'A page per blog author',
    description:
      'Give every author in authors.yml a page that lists their posts, with their avatar, title and social links.',
    status: 'complete',
    category: 'blog',
    votes: 164,
  },
  {
    slug: 'offline-local-search',
    title: 'Built-in local search that works offline',
    description:
      'Ship a search index with the build so small sites get search without an external service, including when offline.',
    status: 'under-review',
    category: 'search',
    votes: 412,
  },
  {
    slug: 'faster-builds-rspack',
    title: 'Faster production builds',
    description:
      'Cut build time on large sites by letting the bundler run on a faster, Rust-based engine while keeping the plugin API.',
    status: 'in-progress',
    category: 'performance',
    votes: 387,
  },
  {
    slug: 'versioned-blog',
    title: 'Link blog posts to docs versions',
    description:
      'Let a release post declare which docs version it describes, so readers of that version find it from the docs.',
    status: 'under-review',
    category: 'blog',
    votes: 46,
  },
  {
    slug: 'sidebar-search-filter',
    title: 'Filter box for long sidebars',
    description:
      'Add an optional text field above the docs sidebar that narrows the visible items as the reader types.',
    status: 'planned',
    category: 'docs',
    votes: 203,
  },
  {
    slug: 'translation-progress-badge',
    title: 'Show translation progress per locale',
    description:
      'Display in the locale dropdown how much of the site is translated for each language, from the translation files.',
    status: 'under-review',
    category: 'i18n',
    votes: 58,
  },
  {
    slug: 'typed-config-helpers',
    title: 'Typed helpers for site configuration',
    description:
      'Offer typed functions that build the config so editors autocomplete every option and catch typos before the build.',
    status: 'complete',
    category: 'tooling',
    votes: 141,
  },
  {
    slug: 'changelog-plugin',
    title: 'A first-class changelog plugin',
    description:
      'Turn a CHANGELOG.md file into a browsable, paged changelog with one page per release, without writing a custom plugin.',
    status: 'planned',
    category: 'blog',
    votes: 97,
  },
  {
    slug: 'docs-page-feedback',
    title: '“Was this page helpful?” widget',
    description:
      'An optional widget at the bottom of docs pages that records a yes/no answer through the site’s analytics plugin.',
    status: 'under-review',
    category: 'docs',
    votes: 129,
  },
];
