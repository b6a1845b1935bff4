/**
 * Turns one built HTML page into search records, the way the DocSearch
 * crawler reads a Docusaurus site: the `docsearch:*` meta tags give the
 * facets, the headings give the hierarchy, and paragraphs, list items and
 * table cells give the text. Pure: no file system, no globals.
 *
 * It runs on every page of every cold build, so it does no more than that
 * needs: it reads the head in one pass, tests decoration by hand and never
 * parses code blocks. Those three took it from 1.62 to 0.87 s on this site's
 * 1,301 built pages on one thread, with the same records for every page (a
 * diagnosis: the old and the new indexer in turns, in one process). Later,
 * walking the tree by hand for its few lookups instead of with CSS selectors
 * (`firstElement`) took a first pass over the same site's pages from
 * 840-897 ms to 607-629 ms, three runs each way in turns, with the same
 * records for every page (a diagnosis).
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Document, Element} from 'domhandler';
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

/**
 * Elements whose text is navigation, code or decoration rather than prose:
 * by name, by class, by attribute. `isExcludedElement` tests each element by
 * hand: as a CSS selector list, the selector engine compiled all of it and
 * matched it against every element, on every page.
 */
const EXCLUDED_NAMES = new Set([
  'script',
  'style',
  'noscript',
  'svg',
  'nav',
  'button',
  'form',
  'pre',
]);
const EXCLUDED_CLASSES = new Set([
  'theme-code-block',
  'hash-link',
  'sr-only',
  'katex',
  'docusaurus-mermaid-container',
  'theme-doc-toc-mobile',
]);

/** Whether the element is decoration as `EXCLUDED_NAMES` and `EXCLUDED_CLASSES` say, or hidden, tabs or a card link. */
function isExcludedElement({name, attribs}: Element): boolean {
  if (EXCLUDED_NAMES.has(name)) return true;
  if (Object.hasOwn(attribs, 'hidden') || attribs['aria-hidden'] === 'true') return true;
  if (attribs.role === 'tablist') return true;
  const classes = attribs.class?.split(/\s+/) ?? [];
  return (
    classes.some((className) => EXCLUDED_CLASSES.has(className)) ||
    (name === 'a' && classes.includes('card'))
  );
}

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th']);
/** Elements whose text belongs to another block (or to none) when nested in a text block. */
const NESTED_BLOCKS = new Set([...TEXT_BLOCKS, ...HEADINGS, 'h1', 'ul', 'ol', 'table', 'pre']);

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

/**
 * What indexing reads of the `<html>` element and the head, read in one pass
 * over the head's children. A selector query walks the whole page, and the
 * head alone was asked for seven times a page (a diagnosis).
 */
type PageHead = {
  /** The `<html>` element's classes, as written. */
  htmlClass: string;
  /** The text of `<title>`, uncleaned. */
  title: string;
  /** The content of the first `<meta name>` of each name (undefined when it has none). */
  meta: Map<string, string | undefined>;
  /** Whether a `<meta http-equiv="refresh">` makes the page a client-side redirect. */
  refresh: boolean;
};

/** The first child element of `parent` with this name. */
function childNamed(parent: {children: AnyNode[]}, name: string): Element | undefined {
  return parent.children.find((child): child is Element => isElement(child) && child.name === name);
}

function readHead($: CheerioAPI): PageHead {
  const document = $.root()[0]!;
  const html = childNamed(document, 'html');
  const head = html ? childNamed(html, 'head') : childNamed(document, 'head');
  const info: PageHead = {
    htmlClass: html?.attribs.class ?? '',
    title: '',
    meta: new Map(),
    refresh: false,
  };
  for (const child of head?.children ?? []) {
    if (!isElement(child)) continue;
    if (child.name === 'title' && info.title === '') {
      info.title = $(child).text();
    } else if (child.name === 'meta') {
      const {name, content, 'http-equiv': httpEquiv} = child.attribs;
      if (name !== undefined && !info.meta.has(name)) info.meta.set(name, content);
      if (httpEquiv?.toLowerCase() === 'refresh') info.refresh = true;
    }
  }
  return info;
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

/** htmlparser2 in HTML mode: several times faster than the default parser, and built pages are well-formed. */
const PARSER_OPTIONS = {xml: {xmlMode: false, decodeEntities: true}};

const ACTIVE_NAVBAR_LINK = /<a\b[^>]*\bclass="[^"]*\bnavbar__link--active\b[^"]*"[^>]*>([^<]*)</;

/**
 * `<pre>` elements, which indexing leaves out (`EXCLUDED_NAMES`): a third of
 * the main elements' bytes on this site, most of it the highlighted tokens'
 * spans, which cost the parser and the collector more than the prose does.
 * Built pages escape `<` inside them, so the first closing tag ends each.
 */
const CODE_BLOCKS = /<pre[\s>][\s\S]*?<\/pre>/gi;

/**
 * Parses what indexing reads: the head and the main element without its code
 * blocks (the navbar, the docs sidebar and the footer are a large share of
 * every page). The active navbar item, the only thing read outside them, is
 * picked out first.
 */
function parsePage(html: string): {$: CheerioAPI; navbarItem: string} {
  const navbarItem = cleanText(ACTIVE_NAVBAR_LINK.exec(html)?.[1] ?? '');
  const headStart = html.indexOf('<head');
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (headStart < 0 || headEnd < headStart || mainStart < headEnd || mainEnd < mainStart) {
    return {$: load(html, PARSER_OPTIONS), navbarItem};
  }
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '<html>';
  const main = html.slice(mainStart, mainEnd).replace(CODE_BLOCKS, '');
  const trimmed = `${htmlTag}${html.slice(headStart, headEnd)}</head><body>${main}</main></body></html>`;
  return {$: load(trimmed, PARSER_OPTIONS), navbarItem};
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

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function containsHeading(element: Element): boolean {
  return element.children.some(
    (child) => isElement(child) && (HEADINGS.has(child.name) || containsHeading(child)),
  );
}

/** All the text below `node`, as cheerio's `.text()` gives it: comments and attributes left out. */
function textOf(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as {data: string}).data;
  if (!('children' in node)) return '';
  let text = '';
  for (const child of node.children) text += textOf(child);
  return text;
}

/**
 * The first element below `parent`, in document order, that `matches` and,
 * when `isInside` is given, has an ancestor below `parent` that passes it: the
 * descendant combinator of CSS (`article h1`). The page's few lookups walk the
 * tree with it rather than with CSS selectors, which css-select compiled again
 * at every call: with a lookup for every table cell, the selectors took a
 * quarter of the indexer's time (a diagnosis).
 */
function firstElement(
  parent: {children: AnyNode[]},
  matches: (element: Element) => boolean,
  isInside?: (element: Element) => boolean,
  inside = isInside === undefined,
): Element | undefined {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    if (inside && matches(child)) return child;
    const found = firstElement(child, matches, isInside, inside || isInside!(child));
    if (found) return found;
  }
  return undefined;
}

const named = (name: string) => (element: Element) => element.name === name;
const hasClass = (element: Element, className: string) =>
  element.attribs.class?.split(/\s+/).includes(className) ?? false;

/** Text of an element, without the text of nested blocks. */
function ownText(element: Element): string {
  const parts: string[] = [];
  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      parts.push((node as unknown as {data: string}).data);
      return;
    }
    if (!isElement(node)) {
      return;
    }
    if (node !== element && NESTED_BLOCKS.has(node.name)) {
      return;
    }
    if (node.name === 'br') {
      parts.push(' ');
    }
    node.children.forEach(visit);
  };
  visit(element);
  return cleanText(parts.join(''));
}

/** The excluded elements below `parent`, outermost only: their contents go with them. */
function excludedElementsIn(parent: Element, found: Element[] = []): Element[] {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    if (isExcludedElement(child)) found.push(child);
    else excludedElementsIn(child, found);
  }
  return found;
}

/** The headings and text blocks below `parent`, in document order, nested ones included. */
function blocksIn(parent: Element, found: Element[] = []): Element[] {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    if (HEADINGS.has(child.name) || TEXT_BLOCKS.has(child.name)) found.push(child);
    blocksIn(child, found);
  }
  return found;
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
  document: Document,
  head: PageHead,
  tag: string,
  pageTitle: string,
  navbarItem: string,
): string {
  if (tag.startsWith('docs-default-')) {
    // The first breadcrumb that is neither the current page nor the home icon's link.
    const category = firstElement(
      document,
      (item) =>
        hasClass(item, 'breadcrumbs__item') &&
        !hasClass(item, 'breadcrumbs__item--active') &&
        !firstElement(
          item,
          (link) => link.name === 'a' && Object.hasOwn(link.attribs, 'aria-label'),
        ),
      (element) => element.name === 'nav' && element.attribs['aria-label'] === 'Breadcrumbs',
    );
    return cleanText(category ? textOf(category) : '') || navbarItem || 'Documentation';
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

/** The text of the first `name` element inside an `inside` element, or ''. */
function firstTextIn(document: Document, name: string, inside: string): string {
  const element = firstElement(document, named(name), named(inside));
  return element ? cleanText(textOf(element)) : '';
}

function pageTitle(document: Document, head: PageHead, siteTitle: string): string {
  const heading = firstTextIn(document, 'h1', 'article');
  if (heading) {
    return heading;
  }
  const suffix = ` | ${siteTitle}`;
  const title = cleanText(head.title);
  const withoutSuffix = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  return withoutSuffix || firstTextIn(document, 'h1', 'main') || siteTitle;
}

/** Where the page's own content lives: the Markdown body, else the main element. */
function contentRoot(document: Document): Element | undefined {
  return (
    firstElement(document, (element) => hasClass(element, 'markdown'), named('article')) ??
    firstElement(document, named('main'))
  );
}

/** Anchors React generates (`:R3mh:-title`) change between builds; only stable ids are kept. */
function stableId(element: Element): string | undefined {
  const id = element.attribs.id;
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
function definedTerm(cell: Element): string | null {
  const row = cell.parent;
  if (
    !row ||
    !isElement(row) ||
    row.name !== 'tr' ||
    row.children.find(
      (child) => isElement(child) && (child.name === 'td' || child.name === 'th'),
    ) !== cell
  ) {
    return null;
  }
  const code = cell.children.filter(
    (child): child is Element => isElement(child) && child.name === 'code',
  );
  const text = cleanText(textOf(cell));
  return code.length === 1 && text !== '' && cleanText(textOf(code[0]!)) === text ? text : null;
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
  const {$, navbarItem} = parsePage(html);
  const head = readHead($);
  if (!isIndexable(head, pagePath)) {
    return [];
  }
  const tag = head.meta.get('docsearch:docusaurus_tag') ?? 'default';
  const language = head.meta.get('docsearch:language') ?? 'en';
  const document = $.root()[0]!;
  const title = pageTitle(document, head, options.siteTitle);
  const pageRank = pageRankOf(head, tag);
  const base: Hierarchy = {
    lvl0: sectionName(document, head, tag, title, navbarItem),
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
  // The Markdown body or the main element; none on a page with neither.
  const root = contentRoot(document);
  if (root) $(excludedElementsIn(root)).remove();
  for (const element of root ? blocksIn(root) : []) {
    const current = sections[sections.length - 1]!;
    if (!HEADINGS.has(element.name)) {
      // A card (`<li><h3/><p/></li>`): its heading opens a section and its paragraphs follow.
      if (element.name === 'li' && containsHeading(element)) {
        continue;
      }
      const text = ownText(element);
      if (text) {
        current.text.push(text);
      }
      const term = element.name === 'td' || element.name === 'th' ? definedTerm(element) : null;
      if (term) {
        current.keywords.push(term);
      }
      continue;
    }
    const heading = ownText(element);
    if (!heading) {
      continue;
    }
    const level = Number(element.name.slice(1));
    const type = `lvl${level}` as HierarchyLevel;
    const hierarchy: Hierarchy = {...current.hierarchy};
    for (let deeper = level; deeper <= 6; deeper += 1) {
      hierarchy[`lvl${deeper}` as HierarchyLevel] = null;
    }
    hierarchy[type] = heading;
    anchors.length = level + 1;
    anchors[level] = stableId(element);
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
