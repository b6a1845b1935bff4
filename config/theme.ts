import type * as Preset from '@docusaurus/preset-classic';
import {BASE_URL} from './env';
import {navbar} from './navbar';
import {footer} from './footer';
import {algoliaThemeConfig} from './search';
import {additionalLanguages, darkCodeTheme, lightCodeTheme, magicComments} from './prismTheme';

export const themeConfig = {
  image: 'img/docusaurus-social-card.png',
  metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
  announcementBar: {
    id: 'announcementBar-v3.5',
    content: `🎉️ <b><a href="${BASE_URL}blog/releases/3.5/">Docusaurus v3.5</a></b> is out! 🥳️`,
    isCloseable: true,
  },
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  docs: {
    sidebar: {hideable: true, autoCollapseCategories: true},
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  navbar,
  footer,
  ...(algoliaThemeConfig && {algolia: algoliaThemeConfig}),
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    additionalLanguages,
    magicComments,
  },
} satisfies Preset.ThemeConfig;
