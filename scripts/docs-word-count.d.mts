/** Types of scripts/docs-word-count.mjs, for its test. */
export function proseWords(source: string): number;
