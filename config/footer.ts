import type * as Preset from '@docusaurus/preset-classic';
import {BASE_URL} from './env';
import {ANNOUNCED_VERSION, REPO_URL, SITE_LOGO} from './site';

type FooterConfig = NonNullable<Preset.ThemeConfig['footer']>;

/**
 * The npm version shield, drawn from the announced version so it never lags
 * behind it: a data URI (the CSP allows data: images), 104 × 20 like the
 * license shield beside it.
 */
export function npmVersionBadge(version: string): string {
  const label = `v${version}`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="20" role="img" aria-label="npm: ${label}">`,
    `<title>npm: ${label}</title>`,
    '<rect width="104" height="20" rx="3" fill="#555"/>',
    '<path d="M40 0h61a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H40z" fill="#2e8555"/>',
    '<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">',
    `<text x="20" y="14">npm</text><text x="72" y="14">${label}</text>`,
    '</g></svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Shields rendered as images; they are plain HTML items so they keep their own markup. */
const badges = [
  {
    href: 'https://www.npmjs.com/package/@docusaurus/core',
    src: npmVersionBadge(ANNOUNCED_VERSION),
    alt: `npm package @docusaurus/core, version ${ANNOUNCED_VERSION}`,
  },
  {
    href: `${REPO_URL}/blob/main/LICENSE`,
    src: `${BASE_URL}img/badges/license-mit.svg`,
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
          html: `<a href="${href}" target="_blank" rel="noreferrer noopener" class="footer__badge"><img src="${src}" alt="${alt}" width="104" height="20" /></a>`,
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
