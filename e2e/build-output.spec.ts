/**
 * The build pipeline's output stays the same: a sample of built pages and the
 * sitemap, normalized (e2e/buildOutput.ts), against committed copies. A
 * change to how the site is built (caches, loaders, webpack or MDX options)
 * must leave these alone; a content change shows here as the text it changed.
 * After a change you meant, update the copies and review their diff:
 *   npx playwright test e2e/build-output.spec.ts --update-snapshots
 * Reads build/ only: no browser.
 */
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SAMPLE_PAGES, buildFileOf, normalizeHtml, normalizeSitemap} from './buildOutput';

const BUILD_DIR = 'build';

for (const [name, sitePath] of Object.entries(SAMPLE_PAGES)) {
  test(`the built HTML of ${sitePath} is what the pipeline made before`, () => {
    const html = readFileSync(path.join(BUILD_DIR, buildFileOf(sitePath)), 'utf8');
    expect(normalizeHtml(html)).toMatchSnapshot(`${name}.html`);
  });
}

test('the sitemap lists the same URLs with the same fields as before', () => {
  const xml = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  expect(normalizeSitemap(xml)).toMatchSnapshot('sitemap.txt');
});

test('no two scripts of the build hold the same code under two names', () => {
  // A visitor's browser caches a script by its URL: the same code under two
  // names is downloaded twice (src/plugins/performance/merge-duplicate-chunks).
  const scriptsDir = path.join(BUILD_DIR, 'assets', 'js');
  const byCode = new Map<string, string[]>();
  for (const file of readdirSync(scriptsDir).filter((name) => name.endsWith('.js'))) {
    // A chunk file starts by listing the chunk ids it installs, its own among them.
    const code = readFileSync(path.join(scriptsDir, file), 'utf8').replace(
      /push\(\[\[[\d,]+\]/,
      '',
    );
    const digest = createHash('sha256').update(code).digest('hex');
    byCode.set(digest, [...(byCode.get(digest) ?? []), file]);
  }
  expect(byCode.size).toBeGreaterThan(100);
  expect([...byCode.values()].filter((files) => files.length > 1)).toEqual([]);
});
