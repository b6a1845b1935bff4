import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import versions from '@site/versions.json';
import {archivedVersions} from '@site/src/data/archivedVersions';

/** The released versions this site builds, newest first, as listed in `versions.json`. */
const releasedVersions: readonly string[] = versions;

/** The newest entry of `versions.json`: the latest stable release this site documents. */
export const latestStable: string | undefined = releasedVersions[0];

/** The latest stable version as inline text, for use in a sentence. */
export function LatestStableVersion(): JSX.Element {
  return <code>{latestStable ?? 'no release yet'}</code>;
}

/** The two runtime packages of every site created from the classic template. */
const CORE_PACKAGES = ['@docusaurus/core', '@docusaurus/preset-classic'];

/**
 * The command that moves a site from a canary back to the latest stable
 * release, with the version read from `versions.json`.
 */
export function StableInstallCommand(): JSX.Element | null {
  if (!latestStable) {
    return null;
  }
  const specs = CORE_PACKAGES.map((name) => `${name}@${latestStable}`).join(' ');
  return <CodeBlock language="bash">{`npm install --save-exact ${specs}`}</CodeBlock>;
}

type Row = {
  readonly name: string;
  readonly channel: string;
  readonly distTag: string | null;
  readonly docs: string;
  readonly notes: string | null;
};

/** One row per version: canary first, then every entry of `versions.json`. */
function rows(): Row[] {
  return [
    {
      name: 'Canary',
      channel: 'Unreleased code on the main branch',
      distTag: 'canary',
      docs: '/docs/',
      notes: null,
    },
    ...releasedVersions.map((name, index) => ({
      name,
      channel: index === 0 ? 'Latest stable release' : 'Older release',
      distTag: index === 0 ? 'latest' : null,
      docs: `/docs/${name}/`,
      notes: `/changelog/${name}/`,
    })),
  ];
}

/**
 * The versions this site builds and how each maps to an npm dist-tag. The
 * rows come from `versions.json`, so the table follows every new docs
 * version without an edit here; archived versions can be listed below it.
 */
export default function VersionsTable({
  showArchived = false,
}: {
  readonly showArchived?: boolean;
}): JSX.Element {
  return (
    <>
      <table>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">What it is</th>
            <th scope="col">npm dist-tag</th>
            <th scope="col">Links</th>
          </tr>
        </thead>
        <tbody>
          {rows().map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.channel}</td>
              <td>{row.distTag ? <code>{row.distTag}</code> : 'None'}</td>
              <td>
                <Link to={row.docs}>Documentation</Link>
                {row.notes && (
                  <>
                    {' · '}
                    <Link to={row.notes}>Release notes</Link>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {showArchived && archivedVersions.length > 0 && (
        <p>
          Archived documentation, no longer built by this site:{' '}
          {archivedVersions.map((version, index) => (
            <React.Fragment key={version.name}>
              {index > 0 && ', '}
              <Link href={version.url}>{version.name}</Link>
            </React.Fragment>
          ))}
          .
        </p>
      )}
    </>
  );
}
