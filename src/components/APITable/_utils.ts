/** Anchor id for an option row: its name, lower-cased, with anything but letters, digits, `-` and `_` turned into `-`. */
export function optionAnchor(name: string, prefix?: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return prefix ? `${prefix}-${slug}` : slug;
}
