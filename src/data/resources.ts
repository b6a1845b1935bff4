/**
 * Community resources listed on `/community/resources/`. Every entry is a
 * real, public project or page; the description is one sentence of ours.
 * The Docusaurus team does not maintain these projects unless the entry
 * says so.
 */
export type ResourceKind = 'plugin' | 'theme' | 'tool' | 'article' | 'video' | 'example';

export type Resource = {
  /** Package name for code, page title for reading material. */
  readonly title: string;
  readonly url: string;
  readonly kind: ResourceKind;
  /** One sentence of ours: what it does and when to reach for it. */
  readonly description: string;
};

/** Section order and headings of the resources page. */
export const resourceKinds: readonly {readonly kind: ResourceKind; readonly heading: string}[] = [
  {kind: 'plugin', heading: 'Plugins'},
  {kind: 'theme', heading: 'Themes and theme components'},
  {kind: 'tool', heading: 'Tools'},
  {kind: 'article', heading: 'Articles and guides'},
  {kind: 'video', heading: 'Videos'},
  {kind: 'example', heading: 'Example sites'},
];

export const resources: readonly Resource[] = [
  // Plugins
  {
    title: '@easyops-cn/docusaurus-search-local',
    url: 'https://github.com/easyops-cn/docusaurus-search-local',
    kind: 'plugin',
    description:
      'Builds a search index at build time and searches it in the browser, with no external service; it also handles Chinese text.',
  },
  {
    title: 'docusaurus-lunr-search',
    url: 'https://github.com/lelouch77/docusaurus-lunr-search',
    kind: 'plugin',
    description:
      'Adds offline search backed by a Lunr.js index that is generated when you build the site.',
  },
  {
    title: '@cmfcmf/docusaurus-search-local',
    url: 'https://github.com/cmfcmf/docusaurus-search-local',
    kind: 'plugin',
    description:
      'Another local search plugin that indexes docs, blog posts and pages without sending queries to a hosted service.',
  },
  {
    title: 'docusaurus-plugin-sass',
    url: 'https://github.com/rlamana/docusaurus-plugin-sass',
    kind: 'plugin',
    description:
      'Lets you write global styles and CSS modules in Sass or SCSS; you install the `sass` compiler next to it.',
  },
  {
    title: 'docusaurus-plugin-openapi-docs',
    url: 'https://github.com/PaloAltoNetworks/docusaurus-openapi-docs',
    kind: 'plugin',
    description:
      'Generates one MDX page per endpoint from an OpenAPI specification, to be rendered by its companion theme.',
  },
  {
    title: 'redocusaurus',
    url: 'https://github.com/rohit-gohri/redocusaurus',
    kind: 'plugin',
    description:
      'A preset that renders an OpenAPI specification with Redoc inside a regular Docusaurus page.',
  },
  {
    title: 'docusaurus-plugin-typedoc',
    url: 'https://github.com/tgreyuk/typedoc-plugin-markdown/tree/master/packages/docusaurus-plugin-typedoc',
    kind: 'plugin',
    description:
      'Runs TypeDoc during the Docusaurus build and writes Markdown API pages for a TypeScript project into your docs.',
  },
  {
    title: 'docusaurus-plugin-image-zoom',
    url: 'https://www.npmjs.com/package/docusaurus-plugin-image-zoom',
    kind: 'plugin',
    description:
      'Opens images in an enlarged overlay when a reader clicks them, using the medium-zoom library.',
  },
  {
    title: 'docusaurus-plugin-remote-content',
    url: 'https://github.com/rdilweb/docusaurus-plugin-remote-content',
    kind: 'plugin',
    description:
      'Fetches content such as Markdown files from remote sources, for docs that live outside the site repository.',
  },
  {
    title: '@graphql-markdown/docusaurus',
    url: 'https://github.com/graphql-markdown/graphql-markdown',
    kind: 'plugin',
    description: 'Turns a GraphQL schema into a set of Markdown reference pages.',
  },
  {
    title: 'docusaurus-plugin-react-docgen-typescript',
    url: 'https://github.com/atomicpages/docusaurus-plugin-react-docgen-typescript',
    kind: 'plugin',
    description:
      'Reads the prop types of your React components with react-docgen-typescript, so a page can show them without copying them by hand.',
  },
  {
    title: 'posthog-docusaurus',
    url: 'https://github.com/PostHog/posthog-docusaurus',
    kind: 'plugin',
    description: 'Adds the PostHog product analytics snippet to every page of the site.',
  },
  // Themes
  {
    title: 'docusaurus-theme-openapi-docs',
    url: 'https://www.npmjs.com/package/docusaurus-theme-openapi-docs',
    kind: 'theme',
    description:
      'The theme half of docusaurus-plugin-openapi-docs: it provides the components that render the generated endpoint pages.',
  },
  {
    title: 'docusaurus-theme-search-typesense',
    url: 'https://github.com/typesense/docusaurus-theme-search-typesense',
    kind: 'theme',
    description:
      'Replaces the search bar with one that queries a Typesense DocSearch index, an alternative to Algolia that you can host yourself.',
  },
  {
    title: 'docusaurus-theme-github-codeblock',
    url: 'https://github.com/saucelabs/docusaurus-theme-github-codeblock',
    kind: 'theme',
    description:
      'Fills a code block with lines taken from a file in a public GitHub repository, given a link to those lines.',
  },
  // Tools
  {
    title: '@docusaurus/eslint-plugin',
    url: 'https://www.npmjs.com/package/@docusaurus/eslint-plugin',
    kind: 'tool',
    description:
      'The official ESLint plugin, maintained in the Docusaurus repository; its rules catch mistakes such as JSX text that is not wrapped in a translation call.',
  },
  {
    title: 'docusaurus-mdx-checker',
    url: 'https://www.npmjs.com/package/docusaurus-mdx-checker',
    kind: 'tool',
    description:
      'Reports the content files that fail to parse as MDX 2, which helps you find what to fix before an upgrade to Docusaurus 3.',
  },
  {
    title: 'docs-to-pdf',
    url: 'https://github.com/jean-humann/docs-to-pdf',
    kind: 'tool',
    description:
      'Crawls a running Docusaurus site in a headless browser and saves the pages as a single PDF.',
  },
  {
    title: 'docusaurus-prince-pdf',
    url: 'https://github.com/signcl/docusaurus-prince-pdf',
    kind: 'tool',
    description:
      'Produces a PDF of a Docusaurus site with PrinceXML, which gives finer control over fonts and the table of contents.',
  },
  {
    title: 'docusaurus.new',
    url: 'https://docusaurus.new',
    kind: 'tool',
    description:
      'Opens a fresh Docusaurus site in an online sandbox, handy for trying an idea or sharing a bug reproduction.',
  },
  // Articles
  {
    title: 'Awesome Docusaurus',
    url: 'https://github.com/webbertakken/awesome-docusaurus',
    kind: 'article',
    description:
      'A community-curated list of Docusaurus plugins, themes, sites and articles, kept up to date by its own contributors.',
  },
  {
    title: 'Docusaurus.community',
    url: 'https://docusaurus.community',
    kind: 'article',
    description:
      'A community-run documentation site, itself built with Docusaurus, with longer how-to articles and customization examples.',
  },
  {
    title: 'Live code editing in Docusaurus',
    url: 'https://dev.to/mrmuhammadali/live-code-editing-in-docusaurus-ux-at-its-best-2hj1',
    kind: 'article',
    description: 'Walks through editable, live-rendered React code blocks in a Docusaurus site.',
  },
  {
    title: 'The definitive guide to migrating from Blogger to Docusaurus',
    url: 'https://blog.johnnyreilly.com/definitive-guide-to-migrating-from-blogger-to-docusaurus',
    kind: 'article',
    description: 'A detailed account of moving an existing blog from Blogger to a Docusaurus site.',
  },
  {
    title: 'Interview with Sébastien Lorber (The Craft of Open Source)',
    url: 'https://www.flagsmith.com/podcast/docusaurus',
    kind: 'article',
    description:
      'A 2021 podcast episode, with a full transcript, on where Docusaurus came from and how version 2 was built.',
  },
  // Videos
  {
    title: 'F8 2019: Using Docusaurus to Create Open Source Websites',
    url: 'https://www.youtube.com/watch?v=QcGJsf6mgZE',
    kind: 'video',
    description:
      'A talk from Facebook’s F8 2019 conference about building websites for open source projects with Docusaurus.',
  },
  // Example sites
  {
    title: 'The Docusaurus website',
    url: 'https://github.com/facebook/docusaurus/tree/main/website',
    kind: 'example',
    description:
      'The source of the official site: several docs instances, versioning, translations and a test area that uses most features.',
  },
  {
    title: 'Jest',
    url: 'https://github.com/jestjs/jest',
    kind: 'example',
    description:
      'The testing framework keeps its versioned, translated website in the `website` folder of its main repository.',
  },
  {
    title: 'React Native',
    url: 'https://github.com/facebook/react-native-website',
    kind: 'example',
    description:
      'A large versioned documentation site in its own repository, with several sidebars and custom theme components.',
  },
  {
    title: 'Redux',
    url: 'https://github.com/reduxjs/redux',
    kind: 'example',
    description:
      'The Redux docs are a Docusaurus site in the `website` folder, next to the library code they document.',
  },
];
