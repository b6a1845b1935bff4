import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {testAreaSections} from './_testArea';

/** Root of the test area: every part of it, with what each exercises. */
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
          it still behaves as documented. Search engines are asked to skip it, and site search
          leaves it out.
        </p>
        {testAreaSections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {section.entries.map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path}>{entry.title}</Link>: {entry.checks}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
