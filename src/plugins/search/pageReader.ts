/**
 * Reads what the search indexer needs of one built page in a single pass of
 * htmlparser2's callbacks, without building a tree: the head's title and
 * meta tags, the page's h1, the docs category breadcrumb, and the headings
 * and text blocks of the content with decoration left out (indexer.ts turns
 * them into records).
 *
 * It gives what the indexer read from cheerio's tree of the same HTML before:
 * htmlparser2's parser makes that tree from these same callbacks, so an
 * element's parent is whatever element is open when it opens. Building the
 * tree and walking it took about four fifths of the indexer's time, and its
 * garbage most of the search worker's collection time (a diagnosis).
 */
import {Parser} from 'htmlparser2';

/**
 * What indexing reads of the `<html>` element and the head: the head is the
 * first `<head>` child of the first root `<html>` (or, without one, the
 * first root `<head>`), and only its own children count.
 */
export type PageHead = {
  /** The `<html>` element's classes, as written. */
  htmlClass: string;
  /** The text of the first `<title>` with any, uncleaned. */
  title: string;
  /** The content of the first `<meta name>` of each name (undefined when it has none). */
  meta: Map<string, string | undefined>;
  /** Whether a `<meta http-equiv="refresh">` makes the page a client-side redirect. */
  refresh: boolean;
};

/** A heading (h2 to h6) or a text block of the content, as it reads once decoration is left out. */
export type ContentBlock = {
  name: string;
  /** The element's id, as written. */
  id: string | undefined;
  /** Its text without the text of nested blocks (`NESTED_BLOCKS`), a line break as a space; uncleaned. */
  ownText: string;
  /** For a list item: whether a heading is nested in it (a card). */
  containsHeading: boolean;
  /** For the first cell of a table row: all its text, and the text of each `<code>` child. */
  firstCell: {text: string; code: string[]} | null;
};

export type PageReading = {
  head: PageHead;
  /** The text of the first h1 inside an `<article>`, uncleaned; undefined without one. */
  articleHeading: string | undefined;
  /** The text of the first h1 inside a `<main>`, uncleaned; undefined without one. */
  mainHeading: string | undefined;
  /**
   * The text of the first breadcrumb of the breadcrumbs nav that is neither
   * the current page nor the home link (which has an `aria-label`); undefined without one.
   */
  category: string | undefined;
  /**
   * The headings and text blocks of the content root, in document order,
   * nested ones included. The root is the first `.markdown` element inside an
   * `<article>` (the Markdown body), else the first `<main>`; decoration below
   * it (`isExcludedElement`) is left out with all it holds.
   */
  blocks: ContentBlock[];
};

/**
 * Elements whose text is navigation, code or decoration rather than prose:
 * by name, by class, by attribute (`isExcludedElement`).
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

type Attributes = Record<string, string>;

const classesOf = (attribs: Attributes): string[] => attribs.class?.split(/\s+/) ?? [];

/** Whether the element is decoration as `EXCLUDED_NAMES` and `EXCLUDED_CLASSES` say, or hidden, tabs or a card link. */
function isExcludedElement(name: string, attribs: Attributes): boolean {
  if (EXCLUDED_NAMES.has(name)) return true;
  if (Object.hasOwn(attribs, 'hidden') || attribs['aria-hidden'] === 'true') return true;
  if (attribs.role === 'tablist') return true;
  const classes = classesOf(attribs);
  return (
    classes.some((className) => EXCLUDED_CLASSES.has(className)) ||
    (name === 'a' && classes.includes('card'))
  );
}

export const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th']);
/** Elements whose text belongs to another block (or to none) when nested in a text block. */
const NESTED_BLOCKS = new Set([...TEXT_BLOCKS, ...HEADINGS, 'h1', 'ul', 'ol', 'table', 'pre']);

/** Text gathered below one element while it is open: all of it, as cheerio's `.text()` gave it. */
type TextCapture = {text: string};

/** A candidate for the docs category: a breadcrumb, and whether it holds a labelled link. */
type Breadcrumb = {capture: TextCapture; isOpen: boolean; hasLabelledLink: boolean};

/** An open element, and what its content needs to know of it. */
type OpenElement = {
  name: string;
  /** The block that text right inside it belongs to, in the content root; null for none. */
  block: ContentBlock | null;
  /** For a `<tr>` in the content root: whether a cell was seen in it. */
  hasCell: boolean;
  /** For the head that is read: what its `<title>` and `<meta>` children go to. */
  head: PageHead | null;
  /** What to do when it closes, if anything. */
  closers: (() => void)[] | null;
};

const emptyHead = (): PageHead => ({htmlClass: '', title: '', meta: new Map(), refresh: false});

function remove<T>(list: T[], item: T): void {
  const at = list.lastIndexOf(item);
  if (at >= 0) list.splice(at, 1);
}

/** The callbacks of one pass over a page, and what they gather (`reading`). */
class PageReader {
  private readonly open: OpenElement[] = [];
  /** The first root `<html>`, and the heads read: its first `<head>` child, the first root `<head>`. */
  private html: OpenElement | null = null;
  private readonly headInHtml = emptyHead();
  private readonly rootHead = emptyHead();
  private headInHtmlFound = false;
  private rootHeadFound = false;
  /** How many `<article>`, `<main>` and breadcrumbs navs are open. */
  private articles = 0;
  private mains = 0;
  private breadcrumbNavs = 0;
  private articleHeading: TextCapture | null = null;
  private mainHeading: TextCapture | null = null;
  private readonly breadcrumbs: Breadcrumb[] = [];
  /** Open captures of the page as written, decoration included. */
  private readonly captures: TextCapture[] = [];

  /** The content root's depth in `open` while it is open, else -1. */
  private rootDepth = -1;
  private mainSeen = false;
  private markdownFound = false;
  /** The depth of the outermost decoration open in the content root, else -1. */
  private excludedDepth = -1;
  private blocks: ContentBlock[] = [];
  /** Open captures of the content root's first cells and their code, decoration left out. */
  private contentCaptures: TextCapture[] = [];

  onopentag(name: string, attribs: Attributes): void {
    const depth = this.open.length;
    const parent = this.open[depth - 1];
    const element: OpenElement = {name, block: null, hasCell: false, head: null, closers: null};
    if (parent?.head) this.readHeadChild(element, attribs, parent.head);
    else if (name === 'html' || name === 'head') this.readPageElement(element, attribs, parent);
    if (name === 'h1') {
      if (this.articles > 0 && !this.articleHeading) this.articleHeading = this.capture(element);
      if (this.mains > 0 && !this.mainHeading) this.mainHeading = this.capture(element);
    }
    if (this.breadcrumbNavs > 0) this.readBreadcrumb(element, attribs);

    if (!this.markdownFound && this.articles > 0 && classesOf(attribs).includes('markdown')) {
      this.markdownFound = true;
      this.startRoot(depth);
    } else if (name === 'main' && !this.mainSeen && !this.markdownFound) {
      this.startRoot(depth);
    } else if (this.rootDepth >= 0 && this.excludedDepth < 0) {
      if (isExcludedElement(name, attribs)) this.excludedDepth = depth;
      else this.readContent(element, attribs, parent!);
    }

    if (name === 'article') {
      this.articles += 1;
    } else if (name === 'main') {
      this.mains += 1;
      this.mainSeen = true;
    } else if (name === 'nav' && attribs['aria-label'] === 'Breadcrumbs') {
      this.breadcrumbNavs += 1;
      this.onClose(element, () => (this.breadcrumbNavs -= 1));
    }
    this.open.push(element);
  }

  ontext(text: string): void {
    for (const capture of this.captures) capture.text += text;
    if (this.rootDepth < 0 || this.excludedDepth >= 0) return;
    const {block} = this.open[this.open.length - 1]!;
    if (block) block.ownText += text;
    for (const capture of this.contentCaptures) capture.text += text;
  }

  onclosetag(): void {
    const element = this.open.pop()!;
    const depth = this.open.length;
    if (element.name === 'article') this.articles -= 1;
    else if (element.name === 'main') this.mains -= 1;
    if (element.closers) for (const close of element.closers) close();
    if (depth === this.excludedDepth) this.excludedDepth = -1;
    else if (depth === this.rootDepth) this.rootDepth = -1;
  }

  /** What was read, once the parser has closed every element. */
  reading(): PageReading {
    return {
      head: this.html ? this.headInHtml : this.rootHead,
      articleHeading: this.articleHeading?.text,
      mainHeading: this.mainHeading?.text,
      category: this.breadcrumbs.find((breadcrumb) => !breadcrumb.hasLabelledLink)?.capture.text,
      blocks: this.blocks,
    };
  }

  private onClose(element: OpenElement, close: () => void): void {
    (element.closers ??= []).push(close);
  }

  /** A capture of all the text below `element`, in `list`, until it closes. */
  private capture(element: OpenElement, list = this.captures): TextCapture {
    const capture = {text: ''};
    list.push(capture);
    this.onClose(element, () => remove(list, capture));
    return capture;
  }

  /** The first root `<html>` and the head that is read. */
  private readPageElement(
    element: OpenElement,
    attribs: Attributes,
    parent: OpenElement | undefined,
  ): void {
    if (element.name === 'html') {
      if (!parent && !this.html) {
        this.html = element;
        this.headInHtml.htmlClass = attribs.class ?? '';
      }
    } else if (!parent && !this.rootHeadFound) {
      this.rootHeadFound = true;
      element.head = this.rootHead;
    } else if (parent && parent === this.html && !this.headInHtmlFound) {
      this.headInHtmlFound = true;
      element.head = this.headInHtml;
    }
  }

  /** A child of the head: the first `<title>` with text, and the `<meta>` tags. */
  private readHeadChild(element: OpenElement, attribs: Attributes, head: PageHead): void {
    if (element.name === 'title') {
      const title = this.capture(element);
      this.onClose(element, () => {
        if (head.title === '') head.title = title.text;
      });
    } else if (element.name === 'meta') {
      const {name, content, 'http-equiv': httpEquiv} = attribs;
      if (name !== undefined && !head.meta.has(name)) head.meta.set(name, content);
      if (httpEquiv?.toLowerCase() === 'refresh') head.refresh = true;
    }
  }

  /** Inside the breadcrumbs nav: each item but the current page's, and the labelled (home) link. */
  private readBreadcrumb(element: OpenElement, attribs: Attributes): void {
    if (element.name === 'a' && Object.hasOwn(attribs, 'aria-label')) {
      for (const breadcrumb of this.breadcrumbs) {
        if (breadcrumb.isOpen) breadcrumb.hasLabelledLink = true;
      }
    }
    const classes = classesOf(attribs);
    if (classes.includes('breadcrumbs__item') && !classes.includes('breadcrumbs__item--active')) {
      const breadcrumb = {capture: this.capture(element), isOpen: true, hasLabelledLink: false};
      this.breadcrumbs.push(breadcrumb);
      this.onClose(element, () => (breadcrumb.isOpen = false));
    }
  }

  /** Starts reading the content root at `depth`, dropping what an earlier root gave. */
  private startRoot(depth: number): void {
    this.rootDepth = depth;
    this.excludedDepth = -1;
    this.blocks = [];
    this.contentCaptures = [];
  }

  /** An element in the content root, outside decoration: a block, a line break, a cell's code. */
  private readContent(element: OpenElement, attribs: Attributes, parent: OpenElement): void {
    const {name} = element;
    element.block = NESTED_BLOCKS.has(name) ? null : parent.block;
    if (name === 'br') {
      if (parent.block) parent.block.ownText += ' ';
    } else if (name === 'code' && (parent.name === 'td' || parent.name === 'th')) {
      const cell = parent.block?.firstCell;
      if (cell) {
        const code = this.capture(element, this.contentCaptures);
        this.onClose(element, () => cell.code.push(code.text));
      }
    }
    const isHeading = HEADINGS.has(name);
    if (isHeading) {
      for (let depth = this.rootDepth + 1; depth < this.open.length; depth += 1) {
        const ancestor = this.open[depth]!;
        if (ancestor.name === 'li' && ancestor.block) ancestor.block.containsHeading = true;
      }
    }
    if (!isHeading && !TEXT_BLOCKS.has(name)) return;
    const block: ContentBlock = {
      name,
      id: attribs.id,
      ownText: '',
      containsHeading: false,
      firstCell: null,
    };
    if ((name === 'td' || name === 'th') && parent.name === 'tr') {
      if (!parent.hasCell) {
        const firstCell = {text: '', code: []};
        block.firstCell = firstCell;
        const text = this.capture(element, this.contentCaptures);
        this.onClose(element, () => (firstCell.text = text.text));
      }
      parent.hasCell = true;
    }
    element.block = block;
    this.blocks.push(block);
  }
}

/** What the indexer reads of `html`, in one pass of the parser. */
export function readPage(html: string): PageReading {
  const reader = new PageReader();
  // HTML mode with entities decoded: the options the indexer gave cheerio, whose tree htmlparser2 built.
  new Parser(reader, {decodeEntities: true}).end(html);
  return reader.reading();
}
