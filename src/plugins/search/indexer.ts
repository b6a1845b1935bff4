/**
 * Turns one built HTML page into search records, the way the DocSearch
 * crawler reads a Docusaurus site: the `docsearch:*` meta tags give the
 * facets, the headings give the hierarchy, and paragraphs, list items and
 * table cells give the text. Pure: no file system, no globals.
 *
 * It runs on every page of every cold build, so it does no more than that
 * needs: it never parses code blocks or what lies outside the head and the
 * main element, and it reads the page in one pass of the parser's callbacks
 * (pageReader.ts) instead of building a tree and querying it. On this site's
 * 1,301 built pages, on one thread, with the same records for every page
 * (diagnoses, the old and the new indexer in turns in one process): testing
 * decoration by hand and skipping code blocks took it from 1.62 to 0.87 s;
 * walking cheerio's tree by hand instead of with CSS selectors took a first
 * pass from 840-897 ms to 607-629 ms; reading in one pass without a tree took
 * it from 629-730 ms to 396-404 ms (warm passes: 543-650 ms to 240-247 ms).
 */
import {HEADINGS, readPage, type ContentBlock, type PageHead, type PageReading} from './pageReader';
import type {Hierarchy, HierarchyLevel, SearchRecord} from './types';

export type IndexPageOptions = {
  /** Site title, stripped from `<title>` when a page has no `<h1>`. */
  siteTitle: string;
};

/** Paths (without the base URL) that are never indexed. */
const EXCLUDED_PATHS: RegExp[] = [
  /^\/tests(\/|$)/,
  /^\/__docusaurus(\/|$)/,
  /^\/search\/?$/,
  /^\/404(\.html)?$/,
  // Lists of posts repeat what the posts say.
  /^\/(blog|changelog)\/(tags|authors|archive|page)(\/|$)/,
];

/** Paths never indexed, whatever the page says: checked before parsing. */
export function isExcludedPath(pagePath: string): boolean {
  return EXCLUDED_PATHS.some((pattern) => pattern.test(pagePath));
}

/** Docs of every instance (but the test area's) and everything tagged `default`: pages, posts. */
function isIndexableTag(tag: string | undefined): boolean {
  if (!tag || tag.startsWith('docs-docs-tests-')) {
    return false;
  }
  return tag === 'default' || tag.startsWith('docs-');
}

/** Whether a page with this path and these meta tags belongs in the index. */
function isIndexable(head: PageHead, pagePath: string): boolean {
  if (isExcludedPath(pagePath)) {
    return false;
  }
  if (head.refresh) {
    return false; // client-side redirect
  }
  const robots = head.meta.get('robots') ?? '';
  if (/\bnoindex\b/i.test(robots)) {
    return false;
  }
  return isIndexableTag(head.meta.get('docsearch:docusaurus_tag'));
}

const TAG_META = /<meta\b[^>]*\bname="docsearch:docusaurus_tag"[^>]*\bcontent="([^"]*)"/;

/**
 * Most built pages are lists, redirects or test pages: a look at the raw
 * HTML rules them out without parsing. Undecided pages go on to the parser.
 */
function clearlyNotIndexable(html: string): boolean {
  if (/<meta\b[^>]*http-equiv="refresh"/i.test(html)) {
    return true;
  }
  const tag = TAG_META.exec(html)?.[1];
  return tag !== undefined && !isIndexableTag(tag);
}

const ACTIVE_NAVBAR_LINK = /<a\b[^>]*\bclass="[^"]*\bnavbar__link--active\b[^"]*"[^>]*>([^<]*)</;

/**
 * `<pre>` elements, which indexing leaves out (`EXCLUDED_NAMES`): a third of
 * the main elements' bytes on this site, most of it the highlighted tokens'
 * spans, which cost the parser and the collector more than the prose does.
 * Built pages escape `<` inside them, so the first closing tag ends each.
 */
const CODE_BLOCKS = /<pre[\s>][\s\S]*?<\/pre>/gi;

/**
 * The part of the page indexing reads: the head and the main element without
 * its code blocks (the navbar, the docs sidebar and the footer are a large
 * share of every page), or the whole page when it lacks either. The active
 * navbar item, the only thing read outside them, is picked out first.
 */
function trimmedPage(html: string): {html: string; navbarItem: string} {
  const navbarItem = cleanText(ACTIVE_NAVBAR_LINK.exec(html)?.[1] ?? '');
  const headStart = html.indexOf('<head');
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (headStart < 0 || headEnd < headStart || mainStart < headEnd || mainEnd < mainStart) {
    return {html, navbarItem};
  }
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '<html>';
  const main = html.slice(mainStart, mainEnd).replace(CODE_BLOCKS, '');
  const trimmed = `${htmlTag}${html.slice(headStart, headEnd)}</head><body>${main}</main></body></html>`;
  return {html: trimmed, navbarItem};
}

/** Collapses whitespace and drops zero-width and control characters. */
export function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\ufeff]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Page ranks by kind (see `SearchRecord.pageRank`). */
export const PAGE_RANK = {docs: 1, post: 0.8, page: 0.6} as const;

function pageRankOf(head: PageHead, tag: string): number {
  if (tag.startsWith('docs-')) {
    return PAGE_RANK.docs;
  }
  return head.htmlClass.includes('blog-post-page') ? PAGE_RANK.post : PAGE_RANK.page;
}

/** The first section or category of the page, shown as the group of its hits. */
function sectionName(
  head: PageHead,
  tag: string,
  category: string | undefined,
  pageTitle: string,
  navbarItem: string,
): string {
  if (tag.startsWith('docs-default-')) {
    return cleanText(category ?? '') || navbarItem || 'Documentation';
  }
  if (tag.startsWith('docs-')) {
    return 'Community';
  }
  const {htmlClass} = head;
  if (htmlClass.includes('blog-post-page')) {
    return htmlClass.includes('plugin-id-changelog') ? 'Changelog' : 'Blog';
  }
  return pageTitle;
}

/** The article's h1, else the head's title without the site's, else the main element's h1. */
function pageTitle({head, articleHeading, mainHeading}: PageReading, siteTitle: string): string {
  const heading = cleanText(articleHeading ?? '');
  if (heading) {
    return heading;
  }
  const suffix = ` | ${siteTitle}`;
  const title = cleanText(head.title);
  const withoutSuffix = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  return withoutSuffix || cleanText(mainHeading ?? '') || siteTitle;
}

/** Anchors React generates (`:R3mh:-title`) change between builds; only stable ids are kept. */
function stableId({id}: ContentBlock): string | undefined {
  return id && !id.includes(':') ? id : undefined;
}

type OpenSection = {
  type: HierarchyLevel;
  hierarchy: Hierarchy;
  anchor: string | undefined;
  text: string[];
  keywords: string[];
};

/** The page's `<meta name="keywords">`, comma-separated. */
function pageKeywords(head: PageHead): string[] {
  return (head.meta.get('keywords') ?? '').split(',').map(cleanText).filter(Boolean);
}

/**
 * The name a reference-table row defines: its first cell, when that cell is
 * nothing but inline code (`| \`trailingSlash\` | boolean | ... |`).
 */
function definedTerm({firstCell}: ContentBlock): string | null {
  if (!firstCell || firstCell.code.length !== 1) {
    return null;
  }
  const text = cleanText(firstCell.text);
  return text !== '' && cleanText(firstCell.code[0]!) === text ? text : null;
}

/**
 * Records of one page: one for the title and the text before the first
 * heading, then one per heading (h2 to h6) with the text up to the next one.
 * Returns no records for a page that must not be indexed.
 */
export function indexPage(
  html: string,
  pagePath: string,
  options: IndexPageOptions,
): SearchRecord[] {
  if (isExcludedPath(pagePath) || clearlyNotIndexable(html)) {
    return [];
  }
  const trimmed = trimmedPage(html);
  const page = readPage(trimmed.html);
  const {head} = page;
  if (!isIndexable(head, pagePath)) {
    return [];
  }
  const tag = head.meta.get('docsearch:docusaurus_tag') ?? 'default';
  const language = head.meta.get('docsearch:language') ?? 'en';
  const title = pageTitle(page, options.siteTitle);
  const pageRank = pageRankOf(head, tag);
  const base: Hierarchy = {
    lvl0: sectionName(head, tag, page.category, title, trimmed.navbarItem),
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };

  const sections: OpenSection[] = [
    {type: 'lvl1', hierarchy: base, anchor: undefined, text: [], keywords: pageKeywords(head)},
  ];
  // Anchor of the innermost heading with a stable id, per level.
  const anchors: (string | undefined)[] = [];
  for (const block of page.blocks) {
    const current = sections[sections.length - 1]!;
    if (!HEADINGS.has(block.name)) {
      // A card (`<li><h3/><p/></li>`): its heading opens a section and its paragraphs follow.
      if (block.name === 'li' && block.containsHeading) {
        continue;
      }
      const text = cleanText(block.ownText);
      if (text) {
        current.text.push(text);
      }
      const term = definedTerm(block);
      if (term) {
        current.keywords.push(term);
      }
      continue;
    }
    const heading = cleanText(block.ownText);
    if (!heading) {
      continue;
    }
    const level = Number(block.name.slice(1));
    const type = `lvl${level}` as HierarchyLevel;
    const hierarchy: Hierarchy = {...current.hierarchy};
    for (let deeper = level; deeper <= 6; deeper += 1) {
      hierarchy[`lvl${deeper}` as HierarchyLevel] = null;
    }
    hierarchy[type] = heading;
    anchors.length = level + 1;
    anchors[level] = stableId(block);
    const anchor = anchors
      .slice(0, level + 1)
      .reverse()
      .find(Boolean);
    sections.push({type, hierarchy, anchor, text: [], keywords: []});
  }

  return sections.map((section) => ({
    url: section.anchor ? `${pagePath}#${section.anchor}` : pagePath,
    type: section.type,
    hierarchy: section.hierarchy,
    content: section.text.join(' '),
    keywords: section.keywords,
    language,
    docusaurus_tag: tag,
    pageRank,
  }));
}
