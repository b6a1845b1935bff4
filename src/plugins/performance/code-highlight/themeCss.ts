/**
 * The code colours as a stylesheet, so that a code block's markup is the same
 * in light and dark mode and switching modes is pure CSS.
 *
 * Every style of both Prism themes becomes a custom property, set on the root
 * for the light theme and on `[data-theme='dark']` for the dark one:
 * `--token-keyword-color`. Each styled type gets one rule reading its
 * properties: `.token.keyword { color: var(--token-keyword-color) }`. Where a
 * theme leaves a type's property unstyled, its variable is `initial` (the
 * guaranteed-invalid value), so the declaration falls back to inheriting from
 * the enclosing token span, as the theme's own style merge does (see tokens.ts).
 * The block's plain text and background use the theme's own custom
 * properties, `--prism-color` and `--prism-background-color`.
 */
import type {PrismTheme} from 'prism-react-renderer';

type StyleEntry = PrismTheme['styles'][number];

/** `fontStyle` → `font-style`. */
function cssProperty(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A type's style in one theme, merged from its entries as prism-react-renderer merges them. */
function typeStyles(theme: PrismTheme): Map<string, Record<string, string>> {
  const styles = new Map<string, Record<string, string>>();
  theme.styles.forEach((entry: StyleEntry) => {
    if (entry.languages) {
      throw new Error(
        `A code theme entry for ${entry.types.join(', ')} applies to some languages only; ` +
          'src/plugins/performance/code-highlight/themeCss.ts has no rule for that yet.',
      );
    }
    for (const type of entry.types) {
      if (!/^[\w-]+$/.test(type)) {
        throw new Error(`A code theme styles the token type "${type}", which is not a CSS class.`);
      }
      const merged = {...styles.get(type)};
      for (const [property, value] of Object.entries(entry.style)) {
        if (value !== undefined) merged[property] = String(value);
      }
      styles.set(type, merged);
    }
  });
  return styles;
}

const variable = (type: string, property: string) => `--token-${type}-${cssProperty(property)}`;

function declarations(lines: string[]): string {
  return lines.map((line) => `  ${line};`).join('\n');
}

/** The stylesheet for a light and a dark Prism theme. */
export function codeThemeCss(light: PrismTheme, dark: PrismTheme): string {
  const themes = {light: typeStyles(light), dark: typeStyles(dark)};
  // Every (type, property) pair either theme styles, in a stable order.
  const properties = new Map<string, Set<string>>();
  for (const styles of [themes.light, themes.dark]) {
    for (const [type, style] of styles) {
      const set = properties.get(type) ?? new Set<string>();
      Object.keys(style).forEach((property) => set.add(property));
      properties.set(type, set);
    }
  }
  const types = [...properties.keys()].sort();
  const variables = (theme: PrismTheme, styles: Map<string, Record<string, string>>) => [
    `--prism-color: ${theme.plain.color ?? 'inherit'}`,
    `--prism-background-color: ${theme.plain.backgroundColor ?? 'transparent'}`,
    ...types.flatMap((type) =>
      [...(properties.get(type) ?? [])]
        .sort()
        .map(
          (property) => `${variable(type, property)}: ${styles.get(type)?.[property] ?? 'initial'}`,
        ),
    ),
  ];
  const rules = types.map((type) => {
    const body = [...(properties.get(type) ?? [])]
      .sort()
      .map((property) => `${cssProperty(property)}: var(${variable(type, property)})`);
    return `.token.${type} {\n${declarations(body)}\n}`;
  });
  return [
    '/* Generated from the Prism themes by src/plugins/performance/code-highlight/themeCss.ts. */',
    // The theme's inline style on each block's <pre>: its plain text colour.
    '.prism-code {\n  color: var(--prism-color);\n}',
    `:root {\n${declarations(variables(light, themes.light))}\n}`,
    `[data-theme='dark'] {\n${declarations(variables(dark, themes.dark))}\n}`,
    ...rules,
    '',
  ].join('\n\n');
}
