/**
 * The plain `dropdown` navbar item type, rendered outside the real navbar:
 * the theme's DropdownNavbarItem component with one item of every kind a
 * dropdown accepts, in its desktop and its mobile form.
 */
import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';

const separator: LinkLikeNavbarItemProps = {
  type: 'html',
  value: '<hr class="dropdown-separator">',
};

/** One item of each kind, in the order the explanation below describes them. */
const items: LinkLikeNavbarItemProps[] = [
  {label: 'This page (to, shows as active)', to: '/tests/pages/navbar-dropdown-tests'},
  {label: 'Test pages index (to, active below it too)', to: '/tests/pages/'},
  {label: 'Framework repository (href, external)', href: 'https://github.com/facebook/docusaurus'},
  separator,
  {type: 'html', value: '<b>HTML item: bold text, not a link</b>'},
  separator,
  {type: 'doc', docId: 'introduction', label: 'Doc item: introduction'},
  {type: 'doc', docId: 'dummy', docsPluginId: 'docs-tests', label: 'Doc item in the test docs'},
  {type: 'docSidebar', sidebarId: 'api', label: 'Doc sidebar item: API'},
];

const configEquivalent = `// The same dropdown as a navbar item in docusaurus.config.ts
{
  type: 'dropdown', // optional: an item with \`items\` is a dropdown
  label: 'Dropdown demo',
  position: 'left',
  items: [
    {label: 'This page (to, shows as active)', to: '/tests/pages/navbar-dropdown-tests'},
    {label: 'Test pages index (to, active below it too)', to: '/tests/pages/'},
    {label: 'Framework repository (href, external)', href: 'https://github.com/facebook/docusaurus'},
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {type: 'html', value: '<b>HTML item: bold text, not a link</b>'},
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {type: 'doc', docId: 'introduction', label: 'Doc item: introduction'},
    {type: 'doc', docId: 'dummy', docsPluginId: 'docs-tests', label: 'Doc item in the test docs'},
    {type: 'docSidebar', sidebarId: 'api', label: 'Doc sidebar item: API'},
  ],
}`;

export default function NavbarDropdownTests(): JSX.Element {
  return (
    <Layout
      title="Navbar dropdown tests"
      description="The plain dropdown navbar item type rendered in a demo bar, with link, external link, HTML, doc and doc sidebar items.">
      <main className="container margin-vert--lg">
        <h1>Navbar dropdown tests</h1>
        <p>
          This page checks the plain <code>dropdown</code> navbar item type. The site&apos;s own
          navbar only uses the specialized dropdowns (docs versions and locales), so this page
          renders the theme component behind the plain type,{' '}
          <code>@theme/NavbarItem/DropdownNavbarItem</code>, directly in the demo bar below. It
          receives the same props a <code>dropdown</code> entry of{' '}
          <code>themeConfig.navbar.items</code> would.
        </p>

        <h2>Desktop form</h2>
        <p>
          Hover the label, or focus it with the keyboard and press Enter, to open the menu. A click
          outside closes it. The second dropdown has <code>position: &apos;right&apos;</code>, so
          its menu aligns with its right edge.
        </p>
        <div
          className="navbar shadow--md margin-bottom--lg"
          style={{position: 'relative', borderRadius: 'var(--ifm-global-radius)'}}>
          <div className="navbar__inner">
            <div className="navbar__items">
              <DropdownNavbarItem label="Dropdown demo" items={items} />
            </div>
            <div className="navbar__items navbar__items--right">
              <DropdownNavbarItem label="Right-aligned demo" position="right" items={items} />
            </div>
          </div>
        </div>

        <h2>Mobile form</h2>
        <p>
          With <code>mobile</code>, the same component renders as a collapsible entry of the mobile
          menu. It starts expanded here because one of its items links to this page.
        </p>
        <div style={{maxWidth: 'var(--ifm-navbar-sidebar-width)'}}>
          <ul className="menu__list">
            <DropdownNavbarItem mobile label="Dropdown demo (mobile)" items={items} />
          </ul>
        </div>

        <h2>What each item checks</h2>
        <ul>
          <li>
            <strong>
              <code>to</code> links
            </strong>{' '}
            navigate inside the site without a full page load. A <code>to</code> item is active on
            its own page and on every page whose path starts with it, so both the link to this page
            and the link to the index of the test pages carry the active class (
            <code>dropdown__link--active</code>, or <code>menu__link--active</code> in the mobile
            form).
          </li>
          <li>
            <strong>
              <code>href</code> links
            </strong>{' '}
            are external: they open in a new tab and show the external-link icon.
          </li>
          <li>
            <strong>
              <code>type: &apos;html&apos;</code> items
            </strong>{' '}
            insert their <code>value</code> as raw HTML in a list item: here a bold heading and two
            separators styled by the site&apos;s <code>dropdown-separator</code> class.
          </li>
          <li>
            <strong>
              <code>type: &apos;doc&apos;</code> items
            </strong>{' '}
            link to a doc by its id. <code>introduction</code> is looked up in the main docs
            instance; <code>dummy</code> in the test docs, through <code>docsPluginId</code>. An
            unknown id would make the page crash, so both ids must exist.
          </li>
          <li>
            <strong>
              <code>type: &apos;docSidebar&apos;</code> items
            </strong>{' '}
            link to the first doc of a sidebar, here the <code>api</code> sidebar of the main docs.
          </li>
        </ul>

        <h2>The equivalent navbar configuration</h2>
        <CodeBlock language="ts" title="docusaurus.config.ts (excerpt)">
          {configEquivalent}
        </CodeBlock>
      </main>
    </Layout>
  );
}
