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
};

export const showcaseSites: readonly ShowcaseSite[] = [
  {
    title: 'React Native',
    description:
      'Guides and API reference for building native mobile apps with React, versioned per release.',
    website: 'https://reactnative.dev/',
    source: 'https://github.com/facebook/react-native-website',
    tags: ['favorite', 'opensource', 'meta', 'versioning', 'large'],
  },
  {
    title: 'Jest',
    description: 'The JavaScript testing framework’s docs, with a version for each major release.',
    website: 'https://jestjs.io/',
    source: 'https://github.com/jestjs/jest/tree/main/website',
    tags: ['favorite', 'opensource', 'versioning', 'i18n'],
  },
  {
    title: 'Redux',
    description: 'Tutorials, usage guides and API docs for the predictable state container.',
    website: 'https://redux.js.org/',
    source: 'https://github.com/reduxjs/redux/tree/master/website',
    tags: ['favorite', 'opensource', 'large'],
  },
  {
    title: 'Electron',
    description: 'Documentation for building cross-platform desktop apps with web technologies.',
    website: 'https://www.electronjs.org/',
    source: 'https://github.com/electron/website',
    tags: ['favorite', 'opensource', 'large', 'i18n'],
  },
  {
    title: 'Ionic',
    description:
      'Component and framework docs for the Ionic mobile toolkit, kept for several major versions.',
    website: 'https://ionicframework.com/docs',
    source: 'https://github.com/ionic-team/ionic-docs',
    tags: ['opensource', 'product', 'versioning', 'large', 'design'],
  },
  {
    title: 'Backstage',
    description: 'Docs for the open platform that teams use to build internal developer portals.',
    website: 'https://backstage.io/',
    source: 'https://github.com/backstage/backstage',
    tags: ['opensource', 'large'],
  },
  {
    title: 'Lexical',
    description:
      'Docs and playground for an extensible text editor framework focused on reliability.',
    website: 'https://lexical.dev/',
    source: 'https://github.com/facebook/lexical',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'StyleX',
    description: 'Documentation of a styling system that compiles atomic CSS at build time.',
    website: 'https://stylexjs.com/',
    source: 'https://github.com/facebook/stylex',
    tags: ['opensource', 'meta', 'design'],
  },
  {
    title: 'Temporal',
    description:
      'Product documentation for a durable execution platform, with SDK guides for several languages.',
    website: 'https://docs.temporal.io/',
    source: 'https://github.com/temporalio/documentation',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Remotion',
    description: 'Docs for making videos programmatically with React components.',
    website: 'https://www.remotion.dev/',
    source: 'https://github.com/remotion-dev/remotion',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Create React App',
    description:
      'The retired React starter’s documentation, kept online for projects that still use it.',
    website: 'https://create-react-app.dev/',
    source: 'https://github.com/facebook/create-react-app',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'DocSearch',
    description:
      'Docs of the free search service for technical documentation, and of its front-end library.',
    website: 'https://docsearch.algolia.com/',
    source: 'https://github.com/algolia/docsearch',
    tags: ['opensource', 'product'],
  },
];
