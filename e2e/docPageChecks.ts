/**
 * What a docs page of the guides, the API reference and the community section
 * must show once it has loaded. The whole-site gate (`site-pages.spec.ts`)
 * runs these checks during the visit it already makes to every page, instead
 * of each page being loaded again by a spec of its own.
 */
import type {Page} from '@playwright/test';
import {docsOfVersion} from './helpers';
import {normalizePath} from './sitePages';
import versions from '../versions.json';

/** Beyond a title, breadcrumbs and a table of contents, which every one of these pages shows. */
export type DocPageExpectation = {
  /** The "Edit this page" link points into this folder of the repository. */
  editUrl?: RegExp;
  /** The page says when it was last updated. */
  lastUpdated?: true;
  /** The navbar marks this item as the section the reader is in. */
  activeNavbarItem?: string;
};

/** A doc's path as the gate's page list spells it: with the site's trailing slash. */
function pagePath(docPath: string): string {
  return normalizePath(docPath.endsWith('/') ? docPath : `${docPath}/`);
}

/** The API reference of one version of the docs. */
export const apiDocs = (version: string) =>
  docsOfVersion('default', version).filter((doc) => doc.sidebar === 'api');

/** The guides of the docs sidebar; generated category indexes have no doc of their own. */
export const guideDocs = () =>
  docsOfVersion('default', 'current').filter(
    (doc) => doc.sidebar === 'docs' && !doc.id.startsWith('/category/'),
  );

/** The pages of the community section. */
export const communityDocs = () =>
  docsOfVersion('community', 'current').filter((doc) => doc.sidebar === 'community');

/**
 * The checked docs pages, by path: the guides of the docs sidebar (current
 * version), the API reference of every version, and the community pages.
 * Generated category indexes have no doc of their own; `docs-sidebar.spec.ts`
 * checks what they list.
 */
export function docPageExpectations(): Map<string, DocPageExpectation> {
  const expectations = new Map<string, DocPageExpectation>();
  for (const version of ['current', ...versions]) {
    for (const doc of apiDocs(version)) {
      expectations.set(pagePath(doc.path), {});
    }
  }
  for (const doc of guideDocs()) {
    expectations.set(pagePath(doc.path), {
      editUrl: /\/edit\/main\/website\/docs\//,
      lastUpdated: true,
    });
  }
  for (const doc of communityDocs()) {
    expectations.set(pagePath(doc.path), {
      editUrl: /\/website\/community\//,
      activeNavbarItem: 'Community',
    });
  }
  return expectations;
}

/**
 * What the loaded page lacks, one line per missing part; empty when it is
 * complete. Nothing here waits: the gate calls it once the page has hydrated,
 * and these parts are in the server-rendered HTML.
 */
export async function docPageProblems(page: Page, expected: DocPageExpectation): Promise<string[]> {
  const problems: string[] = [];
  if (!(await page.locator('article h1').first().isVisible())) {
    problems.push('no visible title (article h1)');
  }
  if (!(await page.getByRole('navigation', {name: 'Breadcrumbs', exact: true}).isVisible())) {
    problems.push('no visible breadcrumbs');
  }
  const sections = await page.locator('article .markdown > h2').count();
  if (sections > 0 && !(await page.locator('.theme-doc-toc-desktop').isVisible())) {
    problems.push(`${sections} sections but no visible table of contents`);
  }
  if (expected.editUrl) {
    const hrefs = await page
      .getByRole('link', {name: 'Edit this page'})
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    if (hrefs.length !== 1 || !expected.editUrl.test(hrefs[0] ?? '')) {
      problems.push(
        `"Edit this page" should be one link matching ${expected.editUrl}, found ${JSON.stringify(hrefs)}`,
      );
    }
  }
  if (expected.lastUpdated) {
    const texts = await page.locator('.theme-last-updated').allTextContents();
    if (texts.length !== 1 || !texts[0]?.includes('Last updated')) {
      problems.push(`should say "Last updated" once, found ${JSON.stringify(texts)}`);
    }
  }
  if (expected.activeNavbarItem) {
    const active = page.locator('.navbar__link--active', {hasText: expected.activeNavbarItem});
    if (!(await active.isVisible())) {
      problems.push(`the navbar does not mark "${expected.activeNavbarItem}" as active`);
    }
  }
  return problems;
}
