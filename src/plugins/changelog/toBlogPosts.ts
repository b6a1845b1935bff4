import type {ChangelogRelease, Committer} from './parseChangelog';

/** Emoji for the section shortcodes the changelog uses, so headings read well on the site. */
const SHORTCODES: Readonly<Record<string, string>> = {
  ':rocket:': '🚀',
  ':bug:': '🐛',
  ':nail_care:': '💅',
  ':memo:': '📝',
  ':robot:': '🤖',
  ':wrench:': '🔧',
  ':running_woman:': '🏃‍♀️',
  ':boom:': '💥',
  ':house:': '🏠',
  ':globe_with_meridians:': '🌐',
};

export const replaceShortcodes = (markdown: string): string =>
  markdown.replace(/:[a-z_]+:/g, (code) => SHORTCODES[code] ?? code);

export type GeneratedPost = {
  /** File name inside the generated folder. */
  readonly fileName: string;
  readonly content: string;
};

/**
 * Time of day for each release. The blog plugin sorts by date only, so
 * releases published the same day get descending times that keep the
 * source's order (newest first).
 */
function timesOfDay(releases: readonly ChangelogRelease[]): string[] {
  const perDate = new Map<string, number>();
  return releases.map(({date}) => {
    const rank = perDate.get(date) ?? 0;
    perDate.set(date, rank + 1);
    const minutesBeforeMidnight = rank + 1;
    const total = 24 * 60 - minutesBeforeMidnight;
    const hh = String(Math.floor(total / 60)).padStart(2, '0');
    const mm = String(total % 60).padStart(2, '0');
    return `${hh}:${mm}`;
  });
}

const yamlString = (value: string) => JSON.stringify(value);

export function toBlogPosts(releases: readonly ChangelogRelease[]): GeneratedPost[] {
  const times = timesOfDay(releases);
  return releases.map((release, index) => {
    const frontMatter = [
      '---',
      `title: ${yamlString(release.version)}`,
      `slug: ${yamlString(`/${release.version}`)}`,
      `date: ${release.date}T${times[index]}:00Z`,
      // The sitemap's lastmod: the generated file is not in git, so give it the release date.
      `last_update: {date: ${release.date}}`,
      `description: ${yamlString(`What changed in Docusaurus ${release.version}, released on ${release.date}.`)}`,
      `authors: [${release.committers.map((c) => yamlString(c.handle)).join(', ')}]`,
      '---',
    ];
    return {
      fileName: `${release.version}.md`,
      content: `${frontMatter.join('\n')}\n\n${replaceShortcodes(release.body)}\n`,
    };
  });
}

export type AuthorsMap = Record<string, {name: string; url: string}>;

/** Every committer of every release, keyed by handle, as the blog plugin's authors map. */
export function toAuthorsMap(releases: readonly ChangelogRelease[]): AuthorsMap {
  const byHandle = new Map<string, Committer>();
  for (const {committers} of releases) {
    for (const committer of committers) {
      const known = byHandle.get(committer.handle);
      if (!known || (!known.name && committer.name)) {
        byHandle.set(committer.handle, committer);
      }
    }
  }
  const sorted = [...byHandle.values()].sort((a, b) => a.handle.localeCompare(b.handle));
  return Object.fromEntries(
    sorted.map(({handle, name}) => [handle, {name: name ?? handle, url: `https://github.com/${handle}`}]),
  );
}

/**
 * The "V2 Changelog" entry: one unlisted post, at `/changelog/v2/`, that
 * gathers the 2.x line and links to each of its releases. Unlisted keeps it
 * out of the paged list, the feeds and the sitemap, so the list pages hold
 * exactly the releases.
 */
export function toV2IndexPost(releases: readonly ChangelogRelease[]): GeneratedPost | null {
  const v2 = releases.filter(({version}) => version.startsWith('2.'));
  if (v2.length === 0) {
    return null;
  }
  const stable = v2.filter(({version}) => !version.includes('-'));
  const oldest = v2.at(-1)!;
  const newest = v2[0]!;
  const lines = v2.map(({version, date}) => `- [${version}](/changelog/${version}/), ${date}`);
  const content = [
    '---',
    'title: "V2 Changelog"',
    'slug: "/v2"',
    `date: ${newest.date}T00:00:00Z`,
    'unlisted: true',
    `last_update: {date: ${newest.date}}`,
    `description: ${yamlString(`Every Docusaurus 2 release, from ${oldest.version} to ${newest.version}, with a link to its changes.`)}`,
    'authors: []',
    '---',
    '',
    `Docusaurus 2 was a rewrite of the framework, developed in the open from ${oldest.version} (${oldest.date}) through ` +
      `alphas, betas and a release candidate, then ${stable.length} stable releases up to ${newest.version} (${newest.date}). ` +
      'The 3.x line replaced it; the upgrade guide at [/docs/migration/v3/](/docs/migration/v3/) covers the move.',
    '',
    `This page gathers the ${v2.length} releases of the 2.x line, newest first. Each link opens that release's entry in the changelog.`,
    '',
    ...lines,
    '',
  ].join('\n');
  return {fileName: 'v2.md', content};
}
