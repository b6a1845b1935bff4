import {readFileSync} from 'node:fs';
import path from 'node:path';

/** Built pages the search tests index, by the site path each would have. */
export const FIXTURE_PAGES = {
  '/docs/3.4.0/sidebar/items/': 'docs-page.html',
  '/blog/2024/05/01/post/': 'blog-post.html',
  '/changelog/3.4.0/': 'changelog-page.html',
  '/showcase/': 'custom-page.html',
} as const;

/** This folder, where the fixtures are. */
export const FIXTURES = __dirname;

/** A fixture page's HTML. */
export const fixtureHtml = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
