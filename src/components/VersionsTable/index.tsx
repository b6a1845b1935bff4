import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import versions from '@site/versions.json';
import {archivedVersions} from '@site/src/data/archivedVersions';
import {releaseChannelRows, type VersionRow} from './versionRows';

export {groupVersions, type VersionGroups, type VersionRow} from './versionRows';

/** The released versions this site builds, newest first, as listed in `versions.json`. */
const releasedVersions: readonly string[] = versions;

/** The newest entry of `versions.json`: the latest stable release this site documents. */
export const latestStable: string | undefined = releasedVersions[0];

/**
 * Canary and every entry of `versions.json`, with what each is and its npm
 * dist-tag. Read from the file, so the table follows every new docs version
 * without an edit.
 */
export const releaseChannels: readonly VersionRow[] = releaseChannelRows(releasedVersions);

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

/**
 * What a table can show after the version's name. `docs` and `notes` are one
 * link each (the versions page); `links` puts both in one cell (the canary
 * page, where `channel` and `distTag` come first).
 */
export type VersionColumn = 'channel' | 'distTag' | 'docs' | 'notes' | 'links';

const HEADERS: Readonly<Record<VersionColumn, string>> = {
  channel: 'What it is',
  distTag: 'npm dist-tag',
  docs: 'Documentation',
  notes: 'Notes',
  links: 'Links',
};

function Cell({row, column}: {row: VersionRow; column: VersionColumn}): JSX.Element {
  switch (column) {
    case 'channel':
      return <td>{row.channel}</td>;
    case 'distTag':
      return <td>{row.distTag ? <code>{row.distTag}</code> : 'None'}</td>;
    case 'docs':
      return (
        <td>
          <Link to={row.docs}>Documentation</Link>
        </td>
      );
    case 'notes':
      return <td>{row.notes ? <Link to={row.notes.href}>{row.notes.label}</Link> : 'Archived'}</td>;
    case 'links':
      return (
        <td>
          <Link to={row.docs}>Documentation</Link>
          {row.notes && (
            <>
              {' · '}
              <Link to={row.notes.href}>{row.notes.label}</Link>
            </>
          )}
        </td>
      );
  }
}

/**
 * The one table of versions: a row per version, its name first, then the
 * columns asked for. The versions page and the canary page both render it;
 * the rows come from `versions.json` through `versionRows.ts`.
 */
export default function VersionsTable({
  rows,
  columns,
}: {
  readonly rows: readonly VersionRow[];
  readonly columns: readonly VersionColumn[];
}): JSX.Element {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Version</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {HEADERS[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            {columns.map((column) => (
              <Cell key={column} row={row} column={column} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Links to the archived documentation sites, which this site no longer builds, as a sentence. */
export function ArchivedVersions(): JSX.Element | null {
  if (archivedVersions.length === 0) {
    return null;
  }
  return (
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
  );
}
