import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

/** Root of the test area: where each part lives and what it exercises. */
export default function TestsIndex(): JSX.Element {
  return (
    <Layout
      title="Test area"
      description="Where the Docusaurus website exercises its own framework's features and edge cases in public.">
      <main className="container margin-vert--lg">
        <h1>Test area</h1>
        <p>
          This part of the site exists to exercise Docusaurus itself. Each page here runs a feature
          or an edge case of the framework in a real production build, so maintainers can check that
          it still behaves as documented. Search engines are asked to skip it.
        </p>
        <ul>
          <li>
            <Link to="/tests/docs/">Test docs</Link>: a docs instance with its own sidebars,
            unlisted pages and Markdown feature checks.
          </li>
          <li>
            <Link to="/tests/blog/">Test blog</Link>: a blog instance with three posts per page, its
            own authors and feeds.
          </li>
          <li>
            <Link to="/tests/pages/">Test pages</Link>: standalone pages, each exercising one
            feature of the pages plugin or the theme.
          </li>
        </ul>
      </main>
    </Layout>
  );
}
