/**
 * Orders two titles as `a.localeCompare(b, 'en', {sensitivity: 'base'})` does
 * (case ignored, punctuation before digits before letters), without ICU for
 * titles in printable ASCII with curly quotes and dashes. A page's first localeCompare builds ICU's
 * collator, 10–20 ms on the main thread, and the showcase and the feature
 * requests board sort while they hydrate (issue #15). A title with any other
 * character is compared by localeCompare.
 */

/**
 * Printable ASCII and typographic quotes and dashes, in the order of ICU's
 * root collation, which English uses. Each string is a group of characters
 * ICU weighs the same, ignoring case: a letter's two cases, straight and
 * curly quotes. `compareTitles.test.ts` checks every pair against Node's ICU.
 */
export const COLLATION_GROUPS: readonly string[] = [
  ...' _-–—,;:!?.',
  "'‘’",
  '"“”',
  ...'()[]{}@*/\\&#%`^+<=>|~$0123456789',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => letter + letter.toLowerCase()),
];

const WEIGHTS = new Map<string, number>(
  COLLATION_GROUPS.flatMap((group, weight) => [...group].map((char) => [char, weight] as const)),
);

export function compareTitles(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) {
    const left = WEIGHTS.get(a[index]!);
    const right = WEIGHTS.get(b[index]!);
    if (left === undefined || right === undefined) {
      return a.localeCompare(b, 'en', {sensitivity: 'base'});
    }
    if (left !== right) return left - right;
  }
  // The shorter is a prefix of the longer: it comes first, unless the rest holds a character ICU must weigh.
  const rest = (a.length > b.length ? a : b).slice(length);
  if ([...rest].some((char) => !WEIGHTS.has(char))) {
    return a.localeCompare(b, 'en', {sensitivity: 'base'});
  }
  return a.length - b.length;
}
