/**
 * The theme's Layout rendered with no children at all. It must still render
 * the navbar and the footer, with an empty main wrapper between them, and not
 * crash on the missing `children` prop.
 *
 * The page has no text of its own on purpose: anything inside <Layout> would
 * be a child. What it checks is described in the page's description meta tag
 * and in the index of the test pages.
 */
import React from 'react';
import Layout from '@theme/Layout';

export default function LayoutNoChildren(): JSX.Element {
  return (
    <Layout
      title="Layout without children"
      description="Checks that the theme Layout renders the navbar, an empty main wrapper and the footer when it receives no children."
    />
  );
}
