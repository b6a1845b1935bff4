/**
 * Parser for the changelog source (`changelog/CHANGELOG.md`). Pure: it takes
 * text and returns releases, so it can be unit-tested without a build.
 *
 * Expected shape, per release:
 *
 *   ## 3.5.2 (2024-08-13)
 *   #### :bug: Bug Fix
 *   - `package`
 *     - [#123](url) What changed. ([@handle](url))
 *   #### Committers: 1
 *   - Full Name ([@handle](https://github.com/handle))
 */

export type Committer = {
  /** GitHub handle, without the `@`. */
  readonly handle: string;
  /** Display name, when the list gives one. */
  readonly name?: string;
};

export type ChangelogRelease = {
  readonly version: string;
  /** Release date, `yyyy-mm-dd`. */
  readonly date: string;
  /** 1-based line of the release heading in the source. */
  readonly line: number;
  /** Markdown of the release, without its heading and committers list. */
  readonly body: string;
  readonly committers: readonly Committer[];
};

export type ParsedChangelog = {
  readonly releases: readonly ChangelogRelease[];
  /** Problems that do not stop the build, already phrased for the reader. */
  readonly warnings: readonly string[];
};

/** A problem in the source that must stop the build. The message names the line. */
export class ChangelogSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'ChangelogSyntaxError';
  }
}

const RELEASE_HEADING = /^## (\S+) \((\d{4}-\d{2}-\d{2})\)\s*$/;
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?$/;
const SECTION_HEADING = /^#### /;
const COMMITTERS_HEADING = /^#### Committers: \d+\s*$/;
const COMMITTER_LINE = /^- (?:(.+?) \()?\[@([\w.-]+)\]\([^)]*\)\)?\s*$/;

function isRealDate(isoDate: string): boolean {
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(isoDate);
}

type RawRelease = {version: string; date: string; line: number; lines: string[]; firstBodyLine: number};

function splitReleases(source: string, file: string): RawRelease[] {
  const releases: RawRelease[] = [];
  const seen = new Map<string, number>();
  source.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    if (!text.startsWith('## ')) {
      releases.at(-1)?.lines.push(text);
      return;
    }
    const match = RELEASE_HEADING.exec(text);
    if (!match) {
      throw new ChangelogSyntaxError(
        file,
        line,
        `malformed release heading "${text}". Write it as "## <version> (<yyyy-mm-dd>)", for example "## 3.5.2 (2024-08-13)".`,
      );
    }
    const [, version, date] = match as unknown as [string, string, string];
    if (!SEMVER.test(version)) {
      throw new ChangelogSyntaxError(file, line, `"${version}" is not a semantic version such as 3.5.2 or 2.0.0-beta.1.`);
    }
    if (!isRealDate(date)) {
      throw new ChangelogSyntaxError(file, line, `"${date}" is not a real calendar date (expected yyyy-mm-dd).`);
    }
    const firstLine = seen.get(version);
    if (firstLine !== undefined) {
      throw new ChangelogSyntaxError(file, line, `version ${version} is listed twice (first at line ${firstLine}).`);
    }
    seen.set(version, line);
    releases.push({version, date, line, lines: [], firstBodyLine: line + 1});
  });
  return releases;
}

/** Splits a release body into its `####` sections; text before the first section is kept as an intro. */
function splitSections(raw: RawRelease): {intro: string[]; sections: {heading: string; line: number; lines: string[]}[]} {
  const intro: string[] = [];
  const sections: {heading: string; line: number; lines: string[]}[] = [];
  raw.lines.forEach((text, offset) => {
    if (SECTION_HEADING.test(text)) {
      sections.push({heading: text, line: raw.firstBodyLine + offset, lines: []});
    } else if (sections.length === 0) {
      intro.push(text);
    } else {
      sections.at(-1)!.lines.push(text);
    }
  });
  return {intro, sections};
}

function parseCommitters(lines: readonly string[]): Committer[] {
  return lines.flatMap((text) => {
    const match = COMMITTER_LINE.exec(text.trim());
    if (!match) {
      return [];
    }
    const [, name, handle] = match as unknown as [string, string | undefined, string];
    return [name ? {handle, name} : {handle}];
  });
}

const trimBlankLines = (lines: string[]): string[] => {
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first === -1) {
    return [];
  }
  const last = lines.findLastIndex((l) => l.trim() !== '');
  return lines.slice(first, last + 1);
};

export function parseChangelog(source: string, file = 'CHANGELOG.md'): ParsedChangelog {
  const warnings: string[] = [];
  const releases = splitReleases(source, file).map((raw): ChangelogRelease => {
    const {intro, sections} = splitSections(raw);
    let committers: Committer[] = [];
    const kept: string[] = [...intro];
    for (const section of sections) {
      if (COMMITTERS_HEADING.test(section.heading)) {
        committers = parseCommitters(section.lines);
        continue;
      }
      if (trimBlankLines(section.lines).length === 0) {
        warnings.push(`${file}:${section.line}: empty section "${section.heading.slice(5)}" in ${raw.version} was skipped.`);
        continue;
      }
      kept.push(section.heading, ...section.lines);
    }
    return {
      version: raw.version,
      date: raw.date,
      line: raw.line,
      body: trimBlankLines(kept).join('\n'),
      committers,
    };
  });
  return {releases, warnings};
}
