import type * as Preset from '@docusaurus/preset-classic';
import {archivedVersions} from '../src/data/archivedVersions';
import {REPO_URL, SITE_LOGO} from './site';
import {dogfoodingNavbarItems} from '../dogfooding';

type NavbarConfig = NonNullable<Preset.ThemeConfig['navbar']>;
type NavbarItem = NonNullable<NavbarConfig['items']>[number];

const separator: NavbarItem = {type: 'html', value: '<hr class="dropdown-separator">'};

/** Items appended to the version dropdown, after the versions this site builds. */
const versionDropdownExtras: NavbarItem[] = [
  separator,
  {
    type: 'html',
    className: 'dropdown-archived-versions',
    value: '<b>Archived versions</b>',
  },
  ...archivedVersions.map(({name, url}) => ({label: name, href: url})),
  separator,
  {to: '/versions', label: 'All versions'},
];

export const navbar = {
  hideOnScroll: true,
  title: 'Docusaurus',
  logo: SITE_LOGO,
  items: [
    {type: 'doc', position: 'left', docId: 'introduction', label: 'Docs'},
    {type: 'docSidebar', position: 'left', sidebarId: 'api', label: 'API'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {to: '/showcase', label: 'Showcase', position: 'left'},
    {
      to: '/community/support',
      label: 'Community',
      position: 'left',
      activeBaseRegex: `/community/`,
    },
    // The test area's items, here so they keep their place after the left-hand links.
    ...dogfoodingNavbarItems,
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: versionDropdownExtras,
    },
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [
        separator,
        {
          href: 'https://crowdin.com/project/docusaurus-v2',
          label: 'Help Us Translate',
        },
      ],
    },
    {
      href: REPO_URL,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
    {type: 'search', position: 'right'},
  ],
} satisfies NavbarConfig;
