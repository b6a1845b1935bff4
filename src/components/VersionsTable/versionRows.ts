import {archivedVersions} from '@site/src/data/archivedVersions';

/**
 * One version, as a row of a versions table. Links are site paths, or
 * absolute URLs for archives. Each page fills the fields its columns show.
 */
export type VersionRow = {
  readonly name: string;
  readonly docs: string;
  /** Release notes (our changelog entry) or source link, when there is one. */
  readonly notes?: {readonly label: string; readonly href: string};
  /** What the version is, for a reader choosing an npm dist-tag. */
  readonly channel?: string;
  /** The npm dist-tag that installs it, or null when none does. */
  readonly distTag?: string | null;
};

export type VersionGroups = {
  readonly current: VersionRow;
  readonly latest: VersionRow | undefined;
  readonly past: readonly VersionRow[];
};

const releaseNotes = (name: string) => ({label: 'Release notes', href: `/changelog/${name}/`});

/**
 * Groups the versions: Canary (`current`), the newest released version, and
 * everything older, released versions first, then the archives. Input is the
 * content of `versions.json`, newest first.
 */
export function groupVersions(released: readonly string[], repoUrl: string): VersionGroups {
  const toRow = (name: string): VersionRow => ({
    name,
    docs: `/docs/${name}/`,
    notes: releaseNotes(name),
  });
  const [latest, ...older] = released;
  return {
    current: {name: 'Canary', docs: '/docs/', notes: {label: 'Source code', href: repoUrl}},
    latest: latest ? toRow(latest) : undefined,
    past: [...older.map(toRow), ...archivedVersions.map(({name, url}) => ({name, docs: url}))],
  };
}

/**
 * The versions this site builds as release channels: canary first, then every
 * entry of `versions.json` (newest first), each with what it is and the npm
 * dist-tag that installs it. Archives are left out: this site does not build them.
 */
export function releaseChannelRows(released: readonly string[]): VersionRow[] {
  return [
    {
      name: 'Canary',
      channel: 'Unreleased code on the main branch',
      distTag: 'canary',
      docs: '/docs/',
    },
    ...released.map((name, index) => ({
      name,
      channel: index === 0 ? 'Latest stable release' : 'Older release',
      distTag: index === 0 ? 'latest' : null,
      docs: `/docs/${name}/`,
      notes: releaseNotes(name),
    })),
  ];
}
