import React from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
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
      title={translate({
        id: 'versions.meta.title',
        message: 'Versions',
        description: 'The title of the versions page, in the browser tab',
      })}
      description={translate({
        id: 'versions.meta.description',
        message:
          'Every version of the Docusaurus documentation: canary, the latest release and past releases.',
        description: 'The meta description of the versions page',
      })}>
      <main className="container margin-vert--lg">
        <h1>
          <Translate id="versions.title" description="The heading of the versions page">
            Docusaurus documentation versions
          </Translate>
        </h1>
        <p>
          <Translate
            id="versions.intro"
            description="The introduction of the versions page"
            values={{packageJson: <code>package.json</code>}}>
            {
              'Each release of Docusaurus has its own copy of the documentation. Read the one that matches the version in your {packageJson}.'
            }
          </Translate>
        </p>

        <h2 id="next">
          <Translate id="versions.current.title" description="The heading of the canary section">
            Current version (Canary)
          </Translate>
        </h2>
        <p>
          <Translate id="versions.current.text" description="The text of the canary section">
            The documentation of the code on the main branch. It describes features that may not be
            released yet.
          </Translate>
        </p>
        <VersionsTable rows={[current]} columns={COLUMNS} />

        {latest && (
          <>
            <h2 id="latest">
              <Translate
                id="versions.latest.title"
                description="The heading of the latest stable release's section">
                Latest version (stable)
              </Translate>
            </h2>
            <p>
              <Translate
                id="versions.latest.text"
                description="The text of the latest stable release's section"
                values={{version: latest.name}}>
                {'The documentation of the most recent release, {version}.'}
              </Translate>
            </p>
            <VersionsTable rows={[latest]} columns={COLUMNS} />
          </>
        )}

        <h2 id="archive">
          <Translate
            id="versions.past.title"
            description="The heading of the past versions section">
            Past versions
          </Translate>
        </h2>
        <p>
          <Translate
            id="versions.past.text"
            description="The text of the past versions section; {version} is the newest archived one"
            // An undefined value would print the placeholder itself; before, it printed nothing.
            values={{version: past.find((row) => !row.notes)?.name ?? ''}}>
            {
              'Documentation of older releases. Version {version} and older are archived on their own sites and no longer updated.'
            }
          </Translate>
        </p>
        <VersionsTable rows={past} columns={COLUMNS} />
      </main>
    </Layout>
  );
}
