/**
 * Answers one Algolia search request from loaded shards, in the shapes
 * DocSearch reads: DocSearch records as hits, `_highlightResult` and
 * `_snippetResult` with matched words marked, the total count and paging.
 * Pure and synchronous: loading shards is the caller's business.
 */
import type {SearchResult as EngineResult} from 'minisearch';
import {baseSearchOptions, fieldsFor} from '../engine';
import type {Hierarchy, HierarchyLevel, RecordType} from '../types';
import {facetPredicate, parseFacetFilters, type FacetFilters} from './facets';
import {
  escapeHtml,
  highlight,
  snippet,
  type HighlightResult,
  type HighlightTags,
  type Match,
  type SnippetResult,
} from './highlight';
import {parseQuery} from './query';
import type {LoadedShard} from './shard';

/** The request parameters this client understands; others are ignored. */
export type SearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
};

export type SearchRequest = SearchParams & {indexName?: string; params?: SearchParams};

export type Hit = {
  objectID: string;
  /** Path (base URL included) and anchor. Text fields are HTML-escaped. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>;
    hierarchy_camel: Partial<Record<HierarchyLevel, HighlightResult>>[];
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, SnippetResult>>;
    content?: SnippetResult;
  };
};

export type SearchResponse = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
};

export const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 10;
const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * Page records first, then sections by depth, when the words match as well:
 * the same tie-break DocSearch's ranking applies with its level weights.
 * The page's rank (docs before posts before other pages) multiplies it.
 */
const LEVEL_BOOST = [1, 1.3, 1.15, 1.1, 1.05, 1, 1];

type Ranked = EngineResult & {shard: LoadedShard};

function clampInteger(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback;
  return Math.min(max, Math.max(min, number));
}

/** `content:10` → `{content: 10}`; `hierarchy.lvl1` → `{'hierarchy.lvl1': default}` */
function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? ['content']) {
    const [name = '', words] = attribute.split(':');
    const count = Number(words);
    lengths.set(name, Number.isInteger(count) && count > 0 ? count : DEFAULT_SNIPPET_WORDS);
  }
  return lengths;
}

function rank(
  shards: LoadedShard[],
  terms: string[],
  facetFilters: FacetFilters | undefined,
): Ranked[] {
  const allowed = facetPredicate(parseFacetFilters(facetFilters));
  const fields = fieldsFor(terms);
  const run = (combineWith: 'AND' | 'OR'): Ranked[] =>
    shards.flatMap((shard) =>
      shard.engine
        .search(terms.join(' '), {
          ...baseSearchOptions,
          ...(fields ? {fields} : {}),
          combineWith,
          filter: (result) => {
            const page = shard.pages[shard.sections[result.id as number]![0]]!;
            return allowed({language: page[3], docusaurus_tag: page[4]});
          },
          boostDocument: (id) => {
            const [page, , level] = shard.sections[id as number]!;
            return (LEVEL_BOOST[level] ?? 1) * shard.pages[page]![5];
          },
        })
        .map((result) => ({...result, shard})),
    );
  let results = run('AND');
  // Like a hosted engine's "remove words if no results": a long question still finds something.
  if (results.length === 0 && terms.length > 1) {
    results = run('OR');
  }
  const order = new Map(shards.map((shard, index) => [shard, index]));
  return results.sort(
    (a, b) =>
      b.score - a.score ||
      order.get(a.shard)! - order.get(b.shard)! ||
      (a.id as number) - (b.id as number),
  );
}

function toHit(
  result: Ranked,
  terms: string[],
  tags: HighlightTags,
  snippets: Map<string, number>,
  ellipsis: string,
): Hit {
  const {shard} = result;
  const id = result.id as number;
  const [pageIndex, anchor, level, headings, excerpt] = shard.sections[id]!;
  const [path, lvl0, lvl1, language, tag] = shard.pages[pageIndex]!;
  const hierarchy: Hierarchy = {
    lvl0,
    lvl1,
    lvl2: headings[0] ?? null,
    lvl3: headings[1] ?? null,
    lvl4: headings[2] ?? null,
    lvl5: headings[3] ?? null,
    lvl6: headings[4] ?? null,
  };
  const match: Match = {documentTerms: new Set(result.terms), queryTerms: terms};
  const highlighted: Hit['_highlightResult']['hierarchy'] = {};
  const snippeted: Hit['_snippetResult']['hierarchy'] = {};
  for (const lvl of LEVELS) {
    const value = hierarchy[lvl];
    if (value === null) {
      continue;
    }
    highlighted[lvl] = highlight(value, match, tags);
    const words = snippets.get(`hierarchy.${lvl}`);
    if (words !== undefined) {
      snippeted[lvl] = snippet(value, match, tags, words, ellipsis);
    }
  }
  const content = excerpt === '' ? null : excerpt;
  const contentHighlight = content === null ? undefined : highlight(content, match, tags);
  const contentWords = snippets.get('content');
  const contentSnippet =
    content === null || contentWords === undefined
      ? undefined
      : snippet(content, match, tags, contentWords, ellipsis);

  const ownLevel = `lvl${level}` as HierarchyLevel;
  const headingMatched = (highlighted[ownLevel]?.matchLevel ?? 'none') !== 'none';
  const contentMatched = contentHighlight !== undefined && contentHighlight.matchLevel !== 'none';
  const type: RecordType = level > 1 && !headingMatched && contentMatched ? 'content' : ownLevel;

  return {
    objectID: `${shard.id}:${id}`,
    url: anchor ? `${path}#${anchor}` : path,
    url_without_anchor: path,
    anchor: anchor || null,
    type,
    hierarchy: Object.fromEntries(
      LEVELS.map((lvl) => [lvl, hierarchy[lvl] === null ? null : escapeHtml(hierarchy[lvl]!)]),
    ) as Hierarchy,
    content: content === null ? null : escapeHtml(content),
    language,
    docusaurus_tag: tag,
    _highlightResult: {
      hierarchy: highlighted,
      hierarchy_camel: [highlighted],
      ...(contentHighlight && {content: contentHighlight}),
    },
    _snippetResult: {
      hierarchy: snippeted,
      ...(contentSnippet && {content: contentSnippet}),
    },
  };
}

export function searchShards(shards: LoadedShard[], request: SearchRequest): SearchResponse {
  const started = Date.now();
  const params: SearchParams = {...request.params, ...request};
  const query = typeof params.query === 'string' ? params.query : '';
  const hitsPerPage = clampInteger(params.hitsPerPage, 1, MAX_HITS_PER_PAGE, DEFAULT_HITS_PER_PAGE);
  const page = clampInteger(params.page, 0, Number.MAX_SAFE_INTEGER, 0);
  const {terms} = parseQuery(query);
  const ranked = terms.length === 0 ? [] : rank(shards, terms, params.facetFilters);
  const tags: HighlightTags = {
    preTag: params.highlightPreTag ?? '<em>',
    postTag: params.highlightPostTag ?? '</em>',
  };
  const snippets = snippetLengths(params.attributesToSnippet);
  const ellipsis = params.snippetEllipsisText ?? '…';
  const hits = ranked
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((result) => toHit(result, terms, tags, snippets, ellipsis));
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName ?? '',
    processingTimeMS: Date.now() - started,
  };
}
