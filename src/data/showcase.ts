import type {TagType} from './showcaseTags';

/** A site built with Docusaurus, shown on `/showcase/`. */
export type ShowcaseSite = {
  readonly title: string;
  /** One sentence of ours, at most 120 characters. */
  readonly description: string;
  readonly website: string;
  /** Public source repository, or null when the source is closed. */
  readonly source: string | null;
  readonly tags: readonly TagType[];
  /**
   * Colour of the generated preview card, `#rrggbb`. The card
   * (`src/data/showcase/<slug>.png`, made by `npm run showcase-images`)
   * shows the site's name and domain on it.
   */
  readonly color: string;
};

/** File-name form of a site's title: its preview is `src/data/showcase/<slug>.png`. */
export function siteSlug(site: Pick<ShowcaseSite, 'title'>): string {
  return site.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const showcaseSites: readonly ShowcaseSite[] = [
  {
    title: 'Apache APISIX',
    color: '#e8433e',
    description:
      'Docs, blog and plugin reference for a cloud-native API gateway, published in English and Chinese.',
    website: 'https://apisix.apache.org/',
    source: 'https://github.com/apache/apisix-website',
    tags: ['opensource', 'i18n', 'large'],
  },
  {
    title: 'Appsmith',
    color: '#f86a2b',
    description: 'Documentation for a low-code platform that teams use to build internal tools.',
    website: 'https://docs.appsmith.com/',
    source: 'https://github.com/appsmithorg/appsmith-docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Babel',
    color: '#f5da55',
    description:
      'Usage guides, plugin reference and an in-browser REPL for the JavaScript compiler.',
    website: 'https://babeljs.io/',
    source: 'https://github.com/babel/website',
    tags: ['opensource'],
  },
  {
    title: 'Backstage',
    color: '#36baa2',
    description: 'Docs for the open platform that teams use to build internal developer portals.',
    website: 'https://backstage.io/',
    source: 'https://github.com/backstage/backstage/tree/master/microsite',
    tags: ['opensource', 'large'],
  },
  {
    title: 'Buck2',
    color: '#1f6feb',
    description: 'Concepts, rule reference and API docs for Meta’s multi-language build system.',
    website: 'https://buck2.build/',
    source: 'https://github.com/facebook/buck2/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Capacitor',
    color: '#119eff',
    description:
      'Docs for the native runtime that runs web apps on iOS and Android, with one version per major release.',
    website: 'https://capacitorjs.com/docs',
    source: 'https://github.com/ionic-team/capacitor-docs',
    tags: ['opensource', 'product', 'versioning'],
  },
  {
    title: 'Crawlee',
    color: '#3e6ee4',
    description: 'Guides and API reference for a Node.js library that crawls and scrapes websites.',
    website: 'https://crawlee.dev/',
    source: 'https://github.com/apify/crawlee/tree/master/website',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'Create React App',
    color: '#09d3ac',
    description:
      'The retired React starter’s documentation, kept online for projects that still use it.',
    website: 'https://create-react-app.dev/',
    source: 'https://github.com/facebook/create-react-app/tree/main/docusaurus/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Datagit',
    color: '#1e88e5',
    description: 'Programming and data tutorials written in Persian, laid out right to left.',
    website: 'https://datagit.ir/',
    source: 'https://github.com/ghaseminya/datagit_v2.docusaurus',
    tags: ['opensource', 'rtl'],
  },
  {
    title: 'DocSearch',
    color: '#5468ff',
    description:
      'Docs of the free search service for technical documentation, and of its front-end library.',
    website: 'https://docsearch.algolia.com/',
    source: 'https://github.com/algolia/docsearch/tree/main/packages/website',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Docusaurus',
    color: '#2e8555',
    description:
      'The framework’s own site: versioned docs, blog and showcase, translated into several languages.',
    website: 'https://docusaurus.io/',
    source: 'https://github.com/facebook/docusaurus/tree/main/website',
    tags: ['favorite', 'opensource', 'meta', 'i18n', 'versioning', 'large', 'design'],
  },
  {
    title: 'Dojo',
    color: '#1b1d3a',
    description: 'Developer docs and API reference for taking card payments online and in person.',
    website: 'https://docs.dojo.tech/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Electron',
    color: '#2f3241',
    description: 'Documentation for building cross-platform desktop apps with web technologies.',
    website: 'https://www.electronjs.org/',
    source: 'https://github.com/electron/website',
    tags: ['favorite', 'opensource', 'large', 'i18n'],
  },
  {
    title: 'Ent',
    color: '#3d5afe',
    description:
      'Guides and tutorials for an entity framework for Go, translated into several languages.',
    website: 'https://entgo.io/',
    source: 'https://github.com/ent/ent/tree/master/doc/website',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Extracranial',
    color: '#0066cc',
    description: 'Sunghyun Cho’s notes, essays and blog, published in English and Korean.',
    website: 'https://cho.sh/',
    source: 'https://github.com/anaclumos/extracranial',
    tags: ['opensource', 'personal', 'i18n'],
  },
  {
    title: 'Flipper',
    color: '#8155cb',
    description:
      'Docs for a desktop debugger for iOS, Android and React Native apps, and its plugin API.',
    website: 'https://fbflipper.com/',
    source: 'https://github.com/facebook/flipper/tree/main/website',
    tags: ['opensource', 'meta', 'design'],
  },
  {
    title: 'Gladys Assistant',
    color: '#5a3bd2',
    description:
      'Site, blog and install guides of a self-hosted home automation app, in English and French.',
    website: 'https://gladysassistant.com/',
    source: 'https://github.com/GladysAssistant/v4-website',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Gulp',
    color: '#cf4647',
    description:
      'Getting-started guides and API docs for a streaming task runner for JavaScript builds.',
    website: 'https://gulpjs.com/',
    source: 'https://github.com/gulpjs/gulpjs.github.io',
    tags: ['opensource'],
  },
  {
    title: 'Hasura',
    color: '#3970fd',
    description: 'Product docs for an engine that generates a GraphQL API from your databases.',
    website: 'https://hasura.io/docs/',
    source: 'https://github.com/hasura/graphql-engine/tree/master/docs',
    tags: ['favorite', 'opensource', 'product', 'large'],
  },
  {
    title: 'hCaptcha',
    color: '#0074bf',
    description: 'Integration guides and API reference for a CAPTCHA and bot-detection service.',
    website: 'https://docs.hcaptcha.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Hermes',
    color: '#5c3ec2',
    description: 'Docs for a JavaScript engine tuned for running React Native apps.',
    website: 'https://hermesengine.dev/',
    source: 'https://github.com/facebook/hermes/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Home Assistant Developer Docs',
    color: '#03a9f4',
    description:
      'How to build integrations, add-ons and frontend panels for the Home Assistant platform.',
    website: 'https://developers.home-assistant.io/',
    source: 'https://github.com/home-assistant/developers.home-assistant',
    tags: ['opensource'],
  },
  {
    title: 'Ionic',
    color: '#3880ff',
    description:
      'Component and framework docs for the Ionic mobile toolkit, kept for several major versions.',
    website: 'https://ionicframework.com/docs',
    source: 'https://github.com/ionic-team/ionic-docs',
    tags: ['favorite', 'opensource', 'product', 'versioning', 'large', 'design'],
  },
  {
    title: 'Jest',
    color: '#99425b',
    description: 'The JavaScript testing framework’s docs, with a version for each major release.',
    website: 'https://jestjs.io/',
    source: 'https://github.com/jestjs/jest/tree/main/website',
    tags: ['favorite', 'opensource', 'versioning', 'i18n'],
  },
  {
    title: 'johnnyreilly.com',
    color: '#1a73e8',
    description: 'John Reilly’s long-running blog about TypeScript, Azure and web tooling.',
    website: 'https://johnnyreilly.com/',
    source: 'https://github.com/johnnyreilly/blog.johnnyreilly.com',
    tags: ['opensource', 'personal', 'large'],
  },
  {
    title: 'Lexical',
    color: '#1c1f26',
    description:
      'Docs and playground for an extensible text editor framework focused on reliability.',
    website: 'https://lexical.dev/',
    source: 'https://github.com/facebook/lexical/tree/main/packages/lexical-website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Metro',
    color: '#ef4242',
    description: 'Configuration and API docs for the JavaScript bundler used by React Native.',
    website: 'https://metrobundler.dev/',
    source: 'https://github.com/facebook/metro/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Mia-Platform',
    color: '#1e63ff',
    description:
      'Product docs for a platform that builds and runs cloud-native apps on Kubernetes.',
    website: 'https://docs.mia-platform.eu/',
    source: 'https://github.com/mia-platform/documentation',
    tags: ['opensource', 'product', 'versioning', 'large'],
  },
  {
    title: 'Moodle Developer Resources',
    color: '#f98012',
    description:
      'Developer guides and API docs for the Moodle learning platform, one set per release.',
    website: 'https://moodledev.io/',
    source: 'https://github.com/moodle/devdocs',
    tags: ['opensource', 'versioning', 'large'],
  },
  {
    title: 'Ory',
    color: '#5528ff',
    description:
      'Docs for identity, OAuth2 and permission services, both self-hosted and in Ory’s cloud.',
    website: 'https://www.ory.sh/docs/',
    source: 'https://github.com/ory/docs',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Paubox',
    color: '#1d3c78',
    description: 'API documentation for sending HIPAA-compliant email through Paubox.',
    website: 'https://docs.paubox.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'pnpm',
    color: '#f69220',
    description:
      'CLI and configuration docs of the pnpm package manager, versioned and translated.',
    website: 'https://pnpm.io/',
    source: 'https://github.com/pnpm/pnpm.io',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    title: 'Prettier',
    color: '#1a2b34',
    description:
      'Options, CLI and API docs for the opinionated code formatter, with an online playground.',
    website: 'https://prettier.io/',
    source: 'https://github.com/prettier/prettier/tree/main/website',
    tags: ['opensource'],
  },
  {
    title: 'Prismatic',
    color: '#5146e5',
    description:
      'Docs for an embedded integration platform that B2B software companies offer their users.',
    website: 'https://prismatic.io/docs/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Pyre',
    color: '#2d4e9e',
    description: 'Docs for a type checker for Python and the Pysa security analyzer built on it.',
    website: 'https://pyre-check.org/',
    source: 'https://github.com/facebook/pyre-check/tree/main/documentation/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'QuestDB',
    color: '#d14671',
    description: 'SQL reference, ingestion guides and operations docs for a time-series database.',
    website: 'https://questdb.com/docs/',
    source: 'https://github.com/questdb/documentation',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'React Native',
    color: '#20232a',
    description:
      'Guides and API reference for building native mobile apps with React, versioned per release.',
    website: 'https://reactnative.dev/',
    source: 'https://github.com/facebook/react-native-website',
    tags: ['favorite', 'opensource', 'meta', 'versioning', 'large'],
  },
  {
    title: 'React Native Reanimated',
    color: '#001a72',
    description:
      'Docs for Software Mansion’s animation library for React Native, one set per major version.',
    website: 'https://docs.swmansion.com/react-native-reanimated/',
    source:
      'https://github.com/software-mansion/react-native-reanimated/tree/main/packages/docs-reanimated',
    tags: ['opensource', 'design', 'versioning'],
  },
  {
    title: 'React Navigation',
    color: '#6b52ae',
    description:
      'Guides and API docs for routing and navigation in React Native apps, per major version.',
    website: 'https://reactnavigation.org/',
    source: 'https://github.com/react-navigation/react-navigation.github.io',
    tags: ['opensource', 'design', 'versioning'],
  },
  {
    title: 'Recoil',
    color: '#3578e5',
    description: 'Docs for an experimental state management library for React, now archived.',
    website: 'https://recoiljs.org/',
    source: 'https://github.com/facebookexperimental/Recoil/tree/main/docs',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Redux',
    color: '#764abc',
    description: 'Tutorials, usage guides and API docs for the predictable state container.',
    website: 'https://redux.js.org/',
    source: 'https://github.com/reduxjs/redux/tree/master/website',
    tags: ['favorite', 'opensource'],
  },
  {
    title: 'Redux Toolkit',
    color: '#593d88',
    description:
      'Tutorials and API reference for the official toolset for writing Redux logic and RTK Query.',
    website: 'https://redux-toolkit.js.org/',
    source: 'https://github.com/reduxjs/redux-toolkit/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Redwood',
    color: '#bf4722',
    description:
      'Tutorial and reference docs for a full-stack React and GraphQL framework, per release.',
    website: 'https://redwoodjs.com/docs/',
    source: 'https://github.com/redwoodjs/redwood/tree/main/docs',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'Refine',
    color: '#1890ff',
    description:
      'Docs, tutorials and blog of a React framework for admin panels and internal tools.',
    website: 'https://refine.dev/',
    source: 'https://github.com/refinedev/refine',
    tags: ['favorite', 'opensource', 'product', 'design', 'versioning', 'large'],
  },
  {
    title: 'Relay',
    color: '#f26b00',
    description: 'Guides and API reference for a GraphQL client for React, versioned per release.',
    website: 'https://relay.dev/',
    source: 'https://github.com/facebook/relay/tree/main/website',
    tags: ['favorite', 'opensource', 'meta', 'design', 'versioning'],
  },
  {
    title: 'Remotion',
    color: '#0b84f3',
    description: 'Docs for making videos programmatically with React components.',
    website: 'https://www.remotion.dev/',
    source: 'https://github.com/remotion-dev/remotion/tree/main/packages/docs',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Rokt',
    color: '#4d2a9b',
    description:
      'User guides, SDK docs and API reference for Rokt’s e-commerce marketing platform.',
    website: 'https://docs.rokt.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'SAP Cloud SDK',
    color: '#0a6ed1',
    description: 'Java and JavaScript SDK docs for building applications on SAP’s cloud platform.',
    website: 'https://sap.github.io/cloud-sdk/',
    source: 'https://github.com/SAP/cloud-sdk',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Sapling',
    color: '#3a7d44',
    description: 'Docs for a source control system built at Meta that works with Git repositories.',
    website: 'https://sapling-scm.com/',
    source: 'https://github.com/facebook/sapling/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Sequelize',
    color: '#2d89ce',
    description:
      'Manual and API docs for a Node.js ORM, with separate docs for each major version.',
    website: 'https://sequelize.org/',
    source: 'https://github.com/sequelize/website',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'StyleX',
    color: '#4a3aa8',
    description: 'Documentation of a styling system that compiles atomic CSS at build time.',
    website: 'https://stylexjs.com/',
    source: 'https://github.com/facebook/stylex/tree/main/apps/docs',
    tags: ['opensource', 'meta', 'design'],
  },
  {
    title: 'SuperTokens',
    color: '#ff9933',
    description: 'Setup guides and SDK reference for an authentication service you can self-host.',
    website: 'https://supertokens.com/docs/',
    source: 'https://github.com/supertokens/docs',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Taro',
    color: '#25c2a0',
    description:
      'Docs for a framework that builds mini programs, H5 and React Native apps from one codebase.',
    website: 'https://docs.taro.zone/',
    source: 'https://github.com/NervJS/taro-docs',
    tags: ['opensource', 'i18n', 'versioning', 'large'],
  },
  {
    title: 'Tech Interview Handbook',
    color: '#2563eb',
    description:
      'A free guide to preparing for software engineering interviews, from résumé to offer.',
    website: 'https://www.techinterviewhandbook.org/',
    source: 'https://github.com/yangshun/tech-interview-handbook',
    tags: ['opensource'],
  },
  {
    title: 'Temporal',
    color: '#141414',
    description:
      'Product documentation for a durable execution platform, with SDK guides for several languages.',
    website: 'https://docs.temporal.io/',
    source: 'https://github.com/temporalio/documentation',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Testing Library',
    color: '#e33332',
    description: 'Docs for a family of testing utilities that query the UI the way users see it.',
    website: 'https://testing-library.com/',
    source: 'https://github.com/testing-library/testing-library-docs',
    tags: ['opensource'],
  },
  {
    title: 'TON Docs',
    color: '#0098ea',
    description: 'Developer docs for The Open Network blockchain, with community translations.',
    website: 'https://docs.ton.org/',
    source: 'https://github.com/ton-community/ton-docs',
    tags: ['opensource', 'i18n', 'large'],
  },
  {
    title: 'Unleash',
    color: '#6c65e5',
    description: 'Docs for a feature flag platform: SDK guides, API reference and self-hosting.',
    website: 'https://docs.getunleash.io/',
    source: 'https://github.com/Unleash/unleash/tree/main/website',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Verdaccio',
    color: '#4b5e40',
    description:
      'Docs for a self-hosted private npm registry and proxy, translated by its community.',
    website: 'https://verdaccio.org/',
    source: 'https://github.com/verdaccio/verdaccio/tree/master/website',
    tags: ['favorite', 'opensource', 'i18n', 'large', 'design'],
  },
  {
    title: 'WebdriverIO',
    color: '#ea5906',
    description:
      'Guides and API reference for a browser and mobile test automation framework for Node.js.',
    website: 'https://webdriver.io/',
    source: 'https://github.com/webdriverio/webdriverio/tree/main/website',
    tags: ['favorite', 'opensource', 'design', 'large'],
  },
  {
    title: 'Wener Live & Life',
    color: '#0f766e',
    description:
      'A developer’s personal notes on infrastructure, languages and tools, plus a blog.',
    website: 'https://wener.me/',
    source: 'https://github.com/wenerme/wener/tree/master/site',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Xiaohai’s Mind Palace',
    color: '#e8590c',
    description: 'Xiaohai Huang’s learning notes, blog posts and project pages in one site.',
    website: 'https://xiaohai.wiki/',
    source: 'https://github.com/xiaohai-huang/learning-notes',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Yew',
    color: '#009a5b',
    description:
      'Docs and tutorial for a Rust framework for web apps, versioned and in four languages.',
    website: 'https://yew.rs/',
    source: 'https://github.com/yewstack/yew/tree/master/website',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    title: 'Yoga',
    color: '#4b6bd0',
    description: 'Docs and an interactive playground for a cross-platform flexbox layout engine.',
    website: 'https://www.yogalayout.dev/',
    source: 'https://github.com/facebook/yoga/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Zowe',
    color: '#1a74c1',
    description:
      'Install, use and extend docs for an open framework for working with z/OS mainframes.',
    website: 'https://docs.zowe.org/',
    source: 'https://github.com/zowe/docs-site',
    tags: ['opensource', 'product', 'versioning', 'large'],
  },
];
