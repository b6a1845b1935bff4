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
