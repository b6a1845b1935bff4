import type * as Preset from '@docusaurus/preset-classic';
import {BASE_URL} from './env';
import {REPO_URL, SITE_LOGO} from './site';

type FooterConfig = NonNullable<Preset.ThemeConfig['footer']>;

/** Shields rendered as images; they are plain HTML items so they keep their own markup. */
const badges = [
  {
    href: 'https://www.npmjs.com/package/@docusaurus/core',
    src: 'img/badges/npm-version.svg',
    alt: 'npm package @docusaurus/core, version 3.5.2',
  },
  {
    href: `${REPO_URL}/blob/main/LICENSE`,
    src: 'img/badges/license-mit.svg',
    alt: 'License: MIT',
  },
];

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: 'docs'},
        {label: 'Installation', to: 'docs/installation'},
        {label: 'Migration from v1 to v2', to: 'docs/migration'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
        {label: 'Feature Requests', to: '/feature-requests'},
        {label: 'Discord', href: 'https://discord.gg/docusaurus'},
        {label: 'Help', to: '/community/support'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: 'blog'},
        {label: 'Changelog', to: '/changelog'},
        {label: 'GitHub', href: REPO_URL},
        {label: 'X', href: 'https://x.com/docusaurus'},
        ...badges.map(({href, src, alt}) => ({
          html: `<a href="${href}" target="_blank" rel="noreferrer noopener" class="footer__badge"><img src="${BASE_URL}${src}" alt="${alt}" width="104" height="20" /></a>`,
        })),
      ],
    },
    {
      title: 'Legal',
      // Meta's legal pages cover the project; we link to them rather than restate them.
      items: [
        {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/'},
        {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
        {label: 'Cookie Policy', href: 'https://opensource.fb.com/legal/cookie-policy/'},
      ],
    },
  ],
  logo: SITE_LOGO,
  copyright: `Copyright © 2024 Meta Platforms, Inc. Built with Docusaurus.`,
} satisfies FooterConfig;
