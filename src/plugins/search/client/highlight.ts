/**
 * Algolia-style `_highlightResult` and `_snippetResult` values. The record
 * text is HTML-escaped first; the only markup in the output is the pre/post
 * tags around matched words, so the UI can render the values as HTML.
 */
import {normalizeTerm, typoTolerance, WORD_SEPARATOR} from '../engine';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type HighlightTags = {preTag: string; postTag: string};

/** What the engine matched: document terms, and the query terms they came from. */
export type Match = {
  documentTerms: ReadonlySet<string>;
  queryTerms: readonly string[];
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

type Piece = {text: string; word: boolean; hit: boolean};

const SPLIT_KEEPING_SEPARATORS = new RegExp(`(${WORD_SEPARATOR.source})`, 'u');
const ONLY_SEPARATORS = new RegExp(`^${WORD_SEPARATOR.source}$`, 'u');

/** Words and the separators between them, in order; words the engine matched are hits. */
function split(text: string, match: Match): Piece[] {
  return text
    .split(SPLIT_KEEPING_SEPARATORS)
    .filter((text) => text.length > 0)
    .map((text) => {
      const word = !ONLY_SEPARATORS.test(text);
      const term = word ? normalizeTerm(text) : null;
      return {text, word, hit: term !== null && match.documentTerms.has(term)};
    });
}

/** Levenshtein distance (as the engine's fuzzy matching), stopping early once it exceeds `max`. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) {
    return false;
  }
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) {
      return false;
    }
    previous = current;
  }
  return previous[b.length]! <= max;
}

/** Whether a document term is what the engine derives from a query term (exact, prefix or typo). */
export function derivesFrom(queryTerm: string, documentTerm: string, isPrefix: boolean): boolean {
  if (documentTerm === queryTerm || (isPrefix && documentTerm.startsWith(queryTerm))) {
    return true;
  }
  const typos = typoTolerance(queryTerm);
  return typos !== false && withinDistance(queryTerm, documentTerm, typos);
}

function matchedQueryTerms(pieces: Piece[], match: Match): string[] {
  const hits = new Set(
    pieces.filter((piece) => piece.hit).map((piece) => normalizeTerm(piece.text)!),
  );
  const last = match.queryTerms.length - 1;
  return match.queryTerms.filter((queryTerm, index) =>
    [...hits].some((term) => derivesFrom(queryTerm, term, index === last)),
  );
}

function matchLevel(matched: string[], match: Match): MatchLevel {
  if (matched.length === 0) {
    return 'none';
  }
  return matched.length === match.queryTerms.length ? 'full' : 'partial';
}

function render(pieces: Piece[], tags: HighlightTags): string {
  return pieces
    .map((piece) =>
      piece.hit ? `${tags.preTag}${escapeHtml(piece.text)}${tags.postTag}` : escapeHtml(piece.text),
    )
    .join('');
}

export function highlight(text: string, match: Match, tags: HighlightTags): HighlightResult {
  const pieces = split(text, match);
  const matchedWords = matchedQueryTerms(pieces, match);
  const words = pieces.filter((piece) => piece.word);
  return {
    value: render(pieces, tags),
    matchLevel: matchLevel(matchedWords, match),
    matchedWords,
    fullyHighlighted: words.length > 0 && words.every((piece) => piece.hit),
  };
}

/**
 * Characters a snippet's word budget stands for. DocSearch asks for 5 words
 * on phones and 10 elsewhere; it means "what fits on a line", so a text no
 * longer than the budget's characters is shown whole, even with a word more:
 * "Open each sidebar from the navbar" (6 words, 33 characters) fits a phone's
 * result line, and cutting it gave "…each sidebar from the navbar".
 */
export const CHARACTERS_PER_SNIPPET_WORD = 8;

/**
 * A window of about `wordCount` words around the first matched word (or the
 * start of the text), with `ellipsis` where the text was cut. A text that
 * fits in `wordCount` × {@link CHARACTERS_PER_SNIPPET_WORD} characters is
 * never cut.
 */
export function snippet(
  text: string,
  match: Match,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
): SnippetResult {
  const pieces = split(text, match);
  const wordIndexes = pieces.flatMap((piece, index) => (piece.word ? [index] : []));
  const count = Math.max(1, wordCount);
  let result = pieces;
  let cutStart = false;
  let cutEnd = false;
  const fits = text.length <= count * CHARACTERS_PER_SNIPPET_WORD;
  if (wordIndexes.length > count && !fits) {
    const firstHit = wordIndexes.findIndex((index) => pieces[index]!.hit);
    const start = Math.max(
      0,
      Math.min(firstHit - Math.floor(count / 3), wordIndexes.length - count),
    );
    const end = start + count; // exclusive, in words
    const from = start === 0 ? 0 : wordIndexes[start]!;
    const to = end >= wordIndexes.length ? pieces.length : wordIndexes[end - 1]! + 1;
    result = pieces.slice(from, to);
    cutStart = from > 0;
    cutEnd = to < pieces.length;
  }
  const mark = escapeHtml(ellipsis);
  const value = `${cutStart ? mark : ''}${render(result, tags)}${cutEnd ? mark : ''}`;
  return {value, matchLevel: matchLevel(matchedQueryTerms(result, match), match)};
}
