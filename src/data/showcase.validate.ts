/**
 * The rules a showcase entry (`showcase.ts`) follows. Messages are written for
 * whoever adds a site: they say what to change. `showcase.test.ts` runs them
 * on every entry.
 */
import {siteSlug, type ShowcaseSite} from './showcase';
import {tagTypes} from './showcaseTags';

export const MAX_DESCRIPTION = 120;

function httpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What is wrong with one entry; empty when nothing is. */
export function entryProblems(site: ShowcaseSite): string[] {
  const problems: string[] = [];
  if (!site.title.trim()) problems.push('give the site a title');
  if (!site.description.trim()) problems.push('write a one-sentence description');
  if (site.description.length > MAX_DESCRIPTION) {
    problems.push(
      `shorten the description to ${MAX_DESCRIPTION} characters (it has ${site.description.length})`,
    );
  }
  if (!httpsUrl(site.website)) problems.push('`website` must be an https:// URL');
  if (site.source !== null && !httpsUrl(site.source))
    problems.push('`source` must be an https:// URL or null');
  if (site.tags.length === 0) problems.push('give the site at least one tag');
  const unknown = site.tags.filter((tag) => !tagTypes.includes(tag));
  if (unknown.length > 0)
    problems.push(`use tags from src/data/showcaseTags.ts (unknown: ${unknown.join(', ')})`);
  if (new Set(site.tags).size !== site.tags.length) problems.push('list each tag once');
  const open = site.tags.includes('opensource');
  if (open && site.source === null) problems.push('the `opensource` tag needs a `source` URL');
  if (!open && site.source !== null)
    problems.push('a site with a `source` URL must have the `opensource` tag');
  if (!/^#[0-9a-f]{6}$/.test(site.color))
    problems.push('`color` must be a lower-case #rrggbb colour');
  return problems;
}

/**
 * Sites whose titles give the same preview file name
 * (`src/data/showcase/<slug>.png`), one message per clash.
 */
export function slugClashes(sites: readonly Pick<ShowcaseSite, 'title'>[]): string[] {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const site of sites) {
    const slug = siteSlug(site);
    const other = seen.get(slug);
    if (other)
      clashes.push(`"${site.title}" and "${other}" share the preview name ${slug}.png; rename one`);
    seen.set(slug, site.title);
  }
  return clashes;
}
