/** What the home page's feature grid says, one entry per card. */
export type Feature = {
  readonly title: string;
  readonly description: string;
  /** Where a reader goes to learn more. */
  readonly link: string;
  /** Name of the card's illustration in `src/pages/_components/FeatureGrid/illustrations/`. */
  readonly illustration: 'markdown' | 'react' | 'versioning' | 'i18n' | 'search';
};

export const features: readonly Feature[] = [
  {
    title: 'Write in Markdown',
    description:
      'Docs and posts are Markdown files in your repository. Front matter sets titles and URLs; admonitions, tabs, math and diagrams come built in.',
    link: '/docs/markdown-features/',
    illustration: 'markdown',
  },
  {
    title: 'Extend with React',
    description:
      'MDX lets a page import React components, and any part of the theme can be wrapped or swizzled when the defaults are not enough.',
    link: '/docs/markdown-features/react/',
    illustration: 'react',
  },
  {
    title: 'Version your docs',
    description:
      'Freeze a copy of the docs for each release with one command, and readers pick the version that matches the code they run.',
    link: '/docs/versioning/',
    illustration: 'versioning',
  },
  {
    title: 'Translate the site',
    description:
      'Each locale is built as its own static site, with translation files for the theme strings and a folder per language for content.',
    link: '/docs/i18n/introduction/',
    illustration: 'i18n',
  },
  {
    title: 'Search everything',
    description:
      'Plug in DocSearch and readers find any page with Ctrl+K, with results filtered to the language and docs version they are reading.',
    link: '/docs/search/',
    illustration: 'search',
  },
];
