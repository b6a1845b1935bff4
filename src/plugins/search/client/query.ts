/**
 * Turns what the reader typed into the terms the engine looks up. Queries
 * are plain text: nothing in them is ever interpreted as markup or syntax.
 */
import {normalizeTerm, STOP_WORDS, tokenize} from '../engine';

/** Longer queries are cut, as hosted search services cut them. */
export const MAX_QUERY_LENGTH = 512;
/** At most this many words are looked up; the rest of a long query is ignored. */
export const MAX_QUERY_TERMS = 16;

export type ParsedQuery = {
  /** Normalized terms, in query order; the last one is matched as a prefix. */
  terms: string[];
};

export function parseQuery(query: string): ParsedQuery {
  const words = tokenize(query.slice(0, MAX_QUERY_LENGTH));
  const terms: string[] = [];
  words.forEach((word, index) => {
    const isLast = index === words.length - 1;
    // A stop word is not in the index, but the word being typed may be the
    // start of a longer one ("th" → "theme"), so the last word is kept.
    const term =
      isLast && STOP_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : normalizeTerm(word);
    if (term && !terms.includes(term)) {
      terms.push(term);
    }
  });
  return {terms: terms.slice(0, MAX_QUERY_TERMS)};
}
