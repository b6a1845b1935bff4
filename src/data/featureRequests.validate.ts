/**
 * The rules the feature-requests data (`featureRequests.ts`) follows, so the
 * board says only what we can stand behind. Each problem names the request's
 * slug and what to change. `featureRequests.test.ts` runs them on the data and
 * on `changelog/CHANGELOG.md`.
 */
import {pullRequestUrl, type FeatureRequest} from './featureRequests';

/** Unique URL-safe slugs, a release for every complete request, releases oldest first, docs links. */
export function requestProblems(requests: readonly FeatureRequest[]): string[] {
  const problems: string[] = [];
  const slugs = new Set<string>();
  for (const r of requests) {
    if (slugs.has(r.slug)) problems.push(`${r.slug}: slug used twice`);
    slugs.add(r.slug);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(r.slug))
      problems.push(`${r.slug}: use lower-case words joined by -`);
    if (r.status === 'complete' && r.releases.length === 0)
      problems.push(`${r.slug}: a complete request names the release that shipped it`);
    const dates = r.releases.map((release) => release.date);
    if ([...dates].sort().join() !== dates.join())
      problems.push(`${r.slug}: list releases oldest first`);
    for (const link of r.related) {
      if (!link.to.startsWith('/docs/'))
        problems.push(`${r.slug}: related links point into /docs/ (${link.to})`);
    }
  }
  return problems;
}

/** `## 3.5.0 (2024-08-09)` sections of the changelog, by version. */
function changelogSections(changelog: string): Map<string, {date: string; body: string}> {
  const sections = new Map<string, {date: string; body: string}>();
  const headings = [...changelog.matchAll(/^## (\S+) \((\d{4}-\d{2}-\d{2})\)$/gm)];
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.index ?? changelog.length;
    sections.set(heading[1]!, {date: heading[2]!, body: changelog.slice(heading.index, end)});
  });
  return sections;
}

/**
 * Releases the changelog (the text of `changelog/CHANGELOG.md`) does not back:
 * a version with no section, another date, or a pull request its section does not list.
 */
export function changelogProblems(
  requests: readonly FeatureRequest[],
  changelog: string,
): string[] {
  const sections = changelogSections(changelog);
  const problems: string[] = [];
  for (const r of requests) {
    for (const release of r.releases) {
      const section = sections.get(release.version);
      if (!section) {
        problems.push(`${r.slug}: ${release.version} has no section in the changelog`);
        continue;
      }
      if (section.date !== release.date)
        problems.push(
          `${r.slug}: ${release.version} came out on ${section.date}, not ${release.date}`,
        );
      if (!section.body.includes(`(${pullRequestUrl(release.pullRequest)})`))
        problems.push(
          `${r.slug}: pull request #${release.pullRequest} is not listed under ${release.version}`,
        );
    }
  }
  return problems;
}
