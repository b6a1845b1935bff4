/** Initials avatars, drawn without any image from another host. */
/** Two letters for an avatar: first and last word of a name, or the first two of a handle. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** Background colours dark enough for white initials to pass WCAG AA. */
const PALETTE = [
  '#1f6f4a',
  '#2b5c8a',
  '#7a3e9d',
  '#9c4221',
  '#1d6b73',
  '#6b4f1d',
  '#8a2d4f',
  '#3d4f7a',
];

/** A stable colour per handle, so a committer keeps the same colour on every page. */
export function avatarColor(handle: string): string {
  let hash = 0;
  for (const char of handle) {
    hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  }
  return PALETTE[hash % PALETTE.length]!;
}
