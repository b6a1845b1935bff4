import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {visit} from './helpers';
import {readSitePages} from './sitePages';

/**
 * The line under a docs page says when it last changed, and names a person
 * only when the page's front matter does (`last_update.author`): the author
 * of the newest Git commit is whoever made the commit, not the page's writer.
 */

const DATE_ONLY = /^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/;

for (const pagePath of [
  '/docs/installation/',
  '/docs/3.4.0/configuration/',
  '/community/team/',
  '/tests/docs/',
]) {
  test(`${pagePath} shows the last-update date and names no one`, async ({page}) => {
    await visit(page, pagePath);
    const line = page.locator('.theme-last-updated');
    await expect(line).toHaveText(DATE_ONLY);
    await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });
}

test('a page whose front matter names an author shows that name with its date', async ({page}) => {
  await visit(page, '/tests/docs/tests/last-update/');
  await expect(page.locator('.theme-last-updated')).toHaveText(
    'Last updated on Aug 13, 2024 by Jane Doe',
  );
});

test('no built page names anyone in its last-update line but the one whose front matter does', () => {
  const bylines: string[] = [];
  for (const {path: pagePath} of readSitePages().pages) {
    const file = path.join('build', decodeURIComponent(pagePath), 'index.html');
    const html = readFileSync(file, 'utf8');
    const line = html.match(/class="theme-last-updated">(.*?)<\/span>/)?.[1];
    if (line && / by <b>/.test(line)) {
      bylines.push(`${pagePath}: ${line.replace(/<[^>]+>/g, '')}`);
    }
  }
  expect(bylines).toEqual([
    '/tests/docs/tests/last-update/: Last updated on Aug 13, 2024 by Jane Doe',
  ]);
});
