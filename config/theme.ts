import type * as Preset from '@docusaurus/preset-classic';
import {BASE_URL} from './env';
import {navbar} from './navbar';
import {footer} from './footer';
import {ANNOUNCED_RELEASE} from './site';
import {algoliaThemeConfig} from './search';
import {additionalLanguages, darkCodeTheme, lightCodeTheme, magicComments} from './prismTheme';

export const themeConfig = {
  image: 'img/docusaurus-social-card.png',
  metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
  announcementBar: {
    // A new id shows the bar again to readers who closed the previous one.
    id: `announcementBar-v${ANNOUNCED_RELEASE}`,
    content: `🎉️ <b><a href="${BASE_URL}blog/releases/${ANNOUNCED_RELEASE}/">Docusaurus v${ANNOUNCED_RELEASE}</a></b> is out! 🥳️`,
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
