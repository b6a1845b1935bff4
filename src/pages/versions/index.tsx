import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import versions from '@site/versions.json';
import VersionsTable, {groupVersions, type VersionColumn} from '@site/src/components/VersionsTable';

/** Each version's documentation, and its release notes (or, for canary, its source). */
const COLUMNS: readonly VersionColumn[] = ['docs', 'notes'];

export default function Versions(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {current, latest, past} = groupVersions(
    versions,
    siteConfig.customFields?.repoUrl as string,
  );
  return (
    <Layout
      title="Versions"
      description="Every version of the Docusaurus documentation: canary, the latest release and past releases.">
      <main className="container margin-vert--lg">
        <h1>Docusaurus documentation versions</h1>
        <p>
          Each release of Docusaurus has its own copy of the documentation. Read the one that
          matches the version in your <code>package.json</code>.
        </p>

        <h2 id="next">Current version (Canary)</h2>
        <p>
          The documentation of the code on the main branch. It describes features that may not be
          released yet.
        </p>
        <VersionsTable rows={[current]} columns={COLUMNS} />

        {latest && (
          <>
            <h2 id="latest">Latest version (stable)</h2>
            <p>The documentation of the most recent release, {latest.name}.</p>
            <VersionsTable rows={[latest]} columns={COLUMNS} />
          </>
        )}

        <h2 id="archive">Past versions</h2>
        <p>
          Documentation of older releases. Version {past.find((row) => !row.notes)?.name} and older
          are archived on their own sites and no longer updated.
        </p>
        <VersionsTable rows={past} columns={COLUMNS} />
      </main>
    </Layout>
  );
}
