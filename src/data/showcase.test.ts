/**
 * Checks every showcase entry. Messages are written for whoever adds a site:
 * they say which site and what to change.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {showcaseSites, siteSlug, type ShowcaseSite} from './showcase';
import {tagTypes} from './showcaseTags';

const MAX_DESCRIPTION = 120;
const MIN_IMAGE_WIDTH = 640;
const MAX_ASPECT_RATIO = 2;

function httpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

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

test('every showcase entry is complete and consistent', () => {
  const report = showcaseSites.flatMap((site) =>
    entryProblems(site).map((p) => `${site.title || '(untitled)'}: ${p}`),
  );
  assert.deepEqual(
    report,
    [],
    `Fix these showcase entries in src/data/showcase.ts:\n  ${report.join('\n  ')}`,
  );
});

test('titles and preview file names are unique', () => {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const site of showcaseSites) {
    const slug = siteSlug(site);
    const other = seen.get(slug);
    if (other)
      clashes.push(`"${site.title}" and "${other}" share the preview name ${slug}.png; rename one`);
    seen.set(slug, site.title);
  }
  assert.deepEqual(clashes, []);
});

test('the showcase holds at least 60 sites, sorted by title in the file', () => {
  assert.ok(showcaseSites.length >= 60, `add sites: ${showcaseSites.length} of the 60 we aim for`);
  const titles = showcaseSites.map((s) => s.title);
  const sorted = [...titles].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}));
  assert.deepEqual(titles, sorted, 'keep the entries sorted by title');
});

test('every site has a preview at least 640 px wide and at most 2:1', async () => {
  const problems: string[] = [];
  for (const site of showcaseSites) {
    const file = path.join(__dirname, 'showcase', `${siteSlug(site)}.png`);
    if (!existsSync(file)) {
      problems.push(
        `${site.title}: no preview at src/data/showcase/${siteSlug(site)}.png; run npm run showcase-images`,
      );
      continue;
    }
    const {width = 0, height = 1} = await sharp(file).metadata();
    if (width < MIN_IMAGE_WIDTH)
      problems.push(`${site.title}: preview is ${width} px wide, below ${MIN_IMAGE_WIDTH}`);
    if (width / height > MAX_ASPECT_RATIO)
      problems.push(`${site.title}: preview is wider than 2:1 (${width}×${height})`);
  }
  assert.deepEqual(problems, []);
});

test('the checks catch what they should', () => {
  const good: ShowcaseSite = {
    title: 'Example',
    description: 'Docs of an example project.',
    website: 'https://example.com/',
    source: 'https://github.com/example/site',
    tags: ['opensource'],
    color: '#123456',
  };
  assert.deepEqual(entryProblems(good), []);
  assert.match(entryProblems({...good, source: null}).join(), /needs a `source` URL/);
  assert.match(
    entryProblems({...good, tags: ['product']}).join(),
    /must have the `opensource` tag/,
  );
  assert.match(entryProblems({...good, description: 'x'.repeat(121)}).join(), /121/);
  assert.match(entryProblems({...good, website: 'http://example.com'}).join(), /https/);
});
