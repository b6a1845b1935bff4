/**
 * Checks every showcase entry with the rules of `showcase.validate.ts`, and
 * the preview pictures. Messages are written for whoever adds a site: they say
 * which site and what to change.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {showcaseSites, siteSlug, type ShowcaseSite} from './showcase';
import {entryProblems, slugClashes} from './showcase.validate';

const MIN_IMAGE_WIDTH = 640;
const MAX_ASPECT_RATIO = 2;

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
  assert.deepEqual(slugClashes(showcaseSites), []);
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

test('the checks catch two titles that share a preview file', () => {
  assert.deepEqual(slugClashes([{title: 'Example Docs'}, {title: 'Other'}]), []);
  assert.deepEqual(slugClashes([{title: 'Example Docs'}, {title: 'example-docs!'}]), [
    '"example-docs!" and "Example Docs" share the preview name example-docs.png; rename one',
  ]);
});
