/**
 * The MiniSearch set-up shared by the shard writer (Node) and the browser
 * client, so both tokenize and normalize words the same way.
 */
import type {Options, SearchOptions} from 'minisearch';

/** Indexed fields, in the order their ids are assigned. */
export const FIELDS = ['lvl0', 'lvl1', 'headings', 'keywords', 'content'] as const;
export type Field = (typeof FIELDS)[number];

export type IndexedSection = {id: number} & Record<Field, string>;

/**
 * Words too common to tell sections apart. Leaving them out of the index
 * keeps the shards small; a query made only of them finds nothing.
 */
export const STOP_WORDS = new Set(
  (
    'a about after all also an and any are as at be before both but by can could do does each ' +
    'every first for from has have here how i if in into is it its just may might more most ' +
    'must no not of on once one only or other our out over own s same should so some such ' +
    'than that the their them then there these they this through to under up us very was we ' +
    'were what when where which while who will with without would you your'
  ).split(' '),
);

/** Longest term kept: longer "words" are hashes, data URIs or minified code. */
const MAX_TERM_LENGTH = 40;

/**
 * Words are runs of letters, digits and combining marks; everything else
 * separates them. (MiniSearch's default splits on spaces and punctuation
 * only, which leaves symbols such as `<` or `+` inside words.)
 */
export const WORD_SEPARATOR = /[^\p{L}\p{N}\p{M}]+/u;

const WORDS = /[\p{L}\p{N}\p{M}]+/gu;
const VERSIONS = /(?<![\p{L}\p{N}])(\d+(?:\.\d+)+)/u;

/**
 * Words, plus version numbers whole: `Docusaurus 3.5.2` gives `Docusaurus`,
 * `3`, `5`, `2` and `3.5.2`, so a query for 3.5.2 ranks that release above
 * text that merely has the digits. A version follows its parts.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  // Splitting on a capturing pattern puts the versions at the odd indexes.
  text.split(VERSIONS).forEach((part, index) => {
    if (index % 2 === 1) {
      tokens.push(...part.split('.'), part);
    } else {
      tokens.push(...(part.match(WORDS) ?? []));
    }
  });
  return tokens;
}

/**
 * Folds plurals into their singular (`plugins`, `entries`, `boxes`), the
 * classic "S-stemmer": fewer distinct terms, and `plugins` finds `plugin`.
 */
export function singular(term: string): string {
  if (term.length > 4 && term.endsWith('ies') && !/[ae]ies$/.test(term)) {
    return `${term.slice(0, -3)}y`;
  }
  if (term.length > 4 && /(ss|x|ch|sh|z)es$/.test(term)) {
    return term.slice(0, -2);
  }
  if (term.length > 3 && term.endsWith('s') && !/(us|ss|is)$/.test(term)) {
    return term.slice(0, -1);
  }
  return term;
}

/** Lowercase and singular; null for stop words and overlong terms. */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length === 0 || lower.length > MAX_TERM_LENGTH || STOP_WORDS.has(lower)) {
    return null;
  }
  return singular(lower);
}

export const engineOptions: Options<IndexedSection> = {
  fields: [...FIELDS],
  storeFields: [],
  tokenize,
  processTerm: normalizeTerm,
};

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8. */
export function typoTolerance(term: string): number | false {
  if (term.length >= 8) {
    return 2;
  }
  return term.length >= 4 ? 1 : false;
}

/**
 * Fields a one-letter query searches. As a prefix, a single letter matches
 * thousands of words; over body text that was the slowest query of all (30 to
 * 60 ms, 1,700 hits) and the one every reader types first. Titles and
 * headings answer it in a few milliseconds with the hits worth showing.
 */
export const ONE_LETTER_FIELDS: Field[] = ['lvl0', 'lvl1', 'headings', 'keywords'];

/** The fields a query searches: all, unless it is a single letter. */
export function fieldsFor(terms: readonly string[]): Field[] | undefined {
  return terms.length === 1 && [...(terms[0] ?? '')].length === 1 ? ONE_LETTER_FIELDS : undefined;
}

/**
 * Query-time options. Every word must match (as Algolia does); the last
 * word also matches as a prefix, since the reader is still typing it.
 * Page titles and headings weigh more than body text.
 */
export const baseSearchOptions: SearchOptions = {
  combineWith: 'AND',
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy: (term) => typoTolerance(term),
  boost: {lvl0: 0.5, lvl1: 3, headings: 2, keywords: 2, content: 1},
  weights: {fuzzy: 0.3, prefix: 0.6},
  // Queries are tokenized and normalized once, in `parseQuery`, before the
  // engine sees them: it gets the terms joined by spaces.
  tokenize: (text) => text.split(' '),
  processTerm: (term) => term,
};
