import type {CompactIndex} from './indexCodec';

/**
 * Shapes shared by the indexer (Node, after the build), the shard writer and
 * the browser client. Records follow the DocSearch record layout, so the same
 * UI can read hits from this index or from a hosted Algolia index.
 */

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type RecordType = HierarchyLevel | 'content';

export type Hierarchy = Record<HierarchyLevel, string | null>;

/** One heading section of one page, as the indexer extracts it. */
export type SearchRecord = {
  /** Site path without the base URL, with the anchor of the nearest heading: `/docs/cli/#build`. */
  url: string;
  /** Level of the heading that opens the section: `lvl1` for the page title and its intro. */
  type: HierarchyLevel;
  hierarchy: Hierarchy;
  /** Text of the section's paragraphs, list items and table cells; empty when it has none. */
  content: string;
  /**
   * Terms the section defines: the page's `keywords` meta (on the page
   * record) and the names in the first column of reference tables. Indexed,
   * weighted like headings, but not shipped (not a DocSearch field).
   */
  keywords: string[];
  /** `docsearch:language` of the page, e.g. `en`. */
  language: string;
  /** `docsearch:docusaurus_tag` of the page, e.g. `docs-default-current` or `default`. */
  docusaurus_tag: string;
  /**
   * How much the page's kind weighs in ranking, like DocSearch's
   * `weight.pageRank`: docs 1, blog posts and changelog entries 0.8, other
   * pages 0.6. Equally good matches then favor the documentation.
   */
  pageRank: number;
};

/**
 * A shard as shipped. Page-level fields are stored once per page and each
 * section points at its page. The engine indexes each section's full text,
 * but only an excerpt is shipped for snippets: that keeps the shard small.
 */
export type ShardFile = {
  v: 1;
  pages: ShardPage[];
  sections: ShardSection[];
  index: CompactIndex;
};

/** `[path (no anchor), lvl0, lvl1, language, docusaurus_tag, pageRank]` */
export type ShardPage = [
  path: string,
  lvl0: string,
  lvl1: string,
  language: string,
  tag: string,
  pageRank: number,
];

/**
 * `[page index, anchor ('' for none), heading level (1-6), [lvl2..lvl6 headings], excerpt]`.
 * The headings list drops trailing empty levels; an excerpt cut short ends with `…`.
 */
export type ShardSection = [
  page: number,
  anchor: string,
  level: number,
  headings: (string | null)[],
  excerpt: string,
];

/** `search/manifest.json`: which shard holds which tags, and under which file name. */
export type SearchManifest = {
  v: 1;
  shards: Record<string, {file: string; tags: string[]}>;
};
