import {archivedVersions} from '@site/src/data/archivedVersions';

/** A row of the versions page. Links are site paths, or absolute URLs for archives. */
export type VersionRow = {
  readonly name: string;
  readonly docs: string;
  /** Release notes (our changelog entry) or source link, when there is one. */
  readonly notes?: {readonly label: string; readonly href: string};
};

export type VersionGroups = {
  readonly current: VersionRow;
  readonly latest: VersionRow | undefined;
  readonly past: readonly VersionRow[];
};

/**
 * Groups the versions: Canary (`current`), the newest released version, and
 * everything older, released versions first, then the archives. Input is the
 * content of `versions.json`, newest first.
 */
export function groupVersions(released: readonly string[], repoUrl: string): VersionGroups {
  const toRow = (name: string): VersionRow => ({
    name,
    docs: `/docs/${name}/`,
    notes: {label: 'Release notes', href: `/changelog/${name}/`},
  });
  const [latest, ...older] = released;
  return {
    current: {name: 'Canary', docs: '/docs/', notes: {label: 'Source code', href: repoUrl}},
    latest: latest ? toRow(latest) : undefined,
    past: [...older.map(toRow), ...archivedVersions.map(({name, url}) => ({name, docs: url}))],
  };
}
