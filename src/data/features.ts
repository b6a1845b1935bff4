/** What the home page's feature grid says, one entry per card. */
export type Feature = {
  readonly title: string;
  readonly description: string;
  /** Where a reader goes to learn more. */
  readonly link: string;
};

export const features: readonly Feature[] = [
  {
    title: 'Write in Markdown',
    description:
      'Docs and posts are Markdown files in your repository. Front matter sets titles and slugs; admonitions, tabs, math and diagrams come built in.',
    link: '/docs/',
  },
  {
    title: 'Extend with React',
    description:
      'MDX lets a page import React components, and any part of the theme can be swizzled or wrapped when the defaults are not enough.',
    link: '/docs/configuration/',
  },
  {
    title: 'Version your docs',
    description:
      'Freeze a copy of the docs for each release with one command, and readers pick the version that matches the code they run.',
    link: '/docs/cli/',
  },
  {
    title: 'Translate the site',
    description:
      'Each locale is built as its own static site, with translation files for the theme strings and a folder per language for content.',
    link: '/docs/configuration/',
  },
  {
    title: 'Publish anywhere',
    description:
      'The build is plain static HTML with a page per route, so any static host or CDN can serve it, and it loads fast before JavaScript arrives.',
    link: '/docs/installation/',
  },
];
