import type * as Preset from '@docusaurus/preset-classic';
import {blog} from './blog';
import {contentDefaults} from './markdown';
import {HAS_GIT_HISTORY, SITE_DIR} from './lastUpdate';
import {dogfoodingSitemapIgnorePatterns} from '../dogfooding';
import {sitemapGitDates} from '../src/plugins/performance';

export const presetOptions = {
  // The main docs instance is added in `plugins.ts`, through the wrapper that
  // keeps Git authors out of the last-update line (src/plugins/docs-bylines).
  docs: false,
  blog,
  pages: {...contentDefaults},
  theme: {
    customCss: ['./src/css/custom.css', './src/css/katex.css'],
  },
  // The debug pages ship in production builds too, for maintainers.
  debug: true,
  sitemap: {
    ignorePatterns: dogfoodingSitemapIgnorePatterns,
    // From each page's git history, which a copy without .git does not have (config/lastUpdate.ts).
    lastmod: HAS_GIT_HISTORY ? 'date' : null,
    // The dates of pages their plugin leaves undated, from one `git log` (a performance lever).
    ...(HAS_GIT_HISTORY && {createSitemapItems: sitemapGitDates(SITE_DIR)}),
  },
} satisfies Preset.Options;
