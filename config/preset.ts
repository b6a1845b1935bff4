import type * as Preset from '@docusaurus/preset-classic';
import {docs} from './docs';
import {blog} from './blog';
import {contentDefaults} from './markdown';

export const presetOptions = {
  docs,
  blog,
  pages: {...contentDefaults},
  theme: {
    customCss: ['./src/css/custom.css', './src/css/katex.css'],
  },
  // The debug pages ship in production builds too, for maintainers.
  debug: true,
  sitemap: {
    ignorePatterns: ['/tests/blog/**', '/tests/pages/**'],
    lastmod: 'date',
  },
} satisfies Preset.Options;
