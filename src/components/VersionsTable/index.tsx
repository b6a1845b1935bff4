import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
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
  return (
    <code>
      {latestStable ??
        translate({
          id: 'versions.latestStable.none',
          message: 'no release yet',
          description: 'Shown in place of the latest stable version when there is none',
        })}
    </code>
  );
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

/** The column headers, translated when a table renders, in the page's locale. */
function headers(): Readonly<Record<VersionColumn, string>> {
  return {
    channel: translate({
      id: 'versions.table.channel',
      message: 'What it is',
      description: 'The header of the versions table column that says what a version is',
    }),
    distTag: translate({
      id: 'versions.table.distTag',
      message: 'npm dist-tag',
      description: 'The header of the versions table column with the npm dist-tag',
    }),
    docs: translate({
      id: 'versions.table.docs',
      message: 'Documentation',
      description: 'The header of the versions table column with the documentation links',
    }),
    notes: translate({
      id: 'versions.table.notes',
      message: 'Notes',
      description: 'The header of the versions table column with the release notes',
    }),
    links: translate({
      id: 'versions.table.links',
      message: 'Links',
      description: 'The header of the versions table column with the documentation and notes links',
    }),
  };
}

/** The link to a version's documentation, in a table cell. */
function DocsLink({to}: {to: string}): JSX.Element {
  return (
    <Link to={to}>
      <Translate
        id="versions.table.docsLink"
        description="The link to a version's documentation, in the versions table">
        Documentation
      </Translate>
    </Link>
  );
}

function Cell({row, column}: {row: VersionRow; column: VersionColumn}): JSX.Element {
  switch (column) {
    case 'channel':
      return <td>{row.channel}</td>;
    case 'distTag':
      return (
        <td>
          {row.distTag ? (
            <code>{row.distTag}</code>
          ) : (
            translate({
              id: 'versions.table.noDistTag',
              message: 'None',
              description: 'The dist-tag cell of a version that has no npm dist-tag',
            })
          )}
        </td>
      );
    case 'docs':
      return (
        <td>
          <DocsLink to={row.docs} />
        </td>
      );
    case 'notes':
      return (
        <td>
          {row.notes ? (
            <Link to={row.notes.href}>{row.notes.label}</Link>
          ) : (
            translate({
              id: 'versions.table.archived',
              message: 'Archived',
              description: 'The notes cell of an archived version, which has no release notes here',
            })
          )}
        </td>
      );
    case 'links':
      return (
        <td>
          <DocsLink to={row.docs} />
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
  const labels = headers();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">
            <Translate
              id="versions.table.version"
              description="The header of the versions table's first column, the version's name">
              Version
            </Translate>
          </th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {labels[column]}
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
      <Translate
        id="versions.archived"
        description="The sentence listing the archived documentation sites; {versions} is the list of links"
        values={{
          versions: (
            <>
              {archivedVersions.map((version, index) => (
                <React.Fragment key={version.name}>
                  {index > 0 && ', '}
                  <Link href={version.url}>{version.name}</Link>
                </React.Fragment>
              ))}
            </>
          ),
        }}>
        {'Archived documentation, no longer built by this site: {versions}.'}
      </Translate>
    </p>
  );
}
