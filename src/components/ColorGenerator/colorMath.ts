/**
 * Theme colours a reader picks with the colour generator (on the styling
 * docs page): the pure part. Shades follow the framework's convention of
 * scaling the HSL lightness, which is what the `color` package's
 * darken/lighten do.
 */
import Color from 'color';
import {
  SHADES,
  type ColorMode,
  type Shade,
  type ShadeAdjustments,
  type ThemeColors,
} from './storedColors';

export {SHADES, type ColorMode, type Shade, type ShadeAdjustments, type ThemeColors};

export const DEFAULT_ADJUSTMENTS: ShadeAdjustments = {
  darkest: 30,
  darker: 15,
  dark: 10,
  light: 10,
  lighter: 15,
  lightest: 30,
};

/** The site's own palette, from the spec. */
export const DEFAULT_COLORS: Readonly<Record<ColorMode, ThemeColors>> = {
  light: {primary: '#2e8555', background: '#ffffff', adjustments: DEFAULT_ADJUSTMENTS},
  dark: {primary: '#25c2a0', background: '#181920', adjustments: DEFAULT_ADJUSTMENTS},
};

/** WCAG AA asks for 4.5:1 between normal text and its background. */
export const AA_CONTRAST = 4.5;

/** A colour as lower-case `#rrggbb`, or null when the text is not a colour. */
export function parseColor(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  try {
    return Color(text).hex().toLowerCase();
  } catch {
    return null;
  }
}

/** Null when the percentage is usable, else what is wrong with it. */
export function adjustmentProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'Enter a number.';
  if (value < 0 || value > 100) return 'Enter a percentage from 0 to 100.';
  return null;
}

const isDark = (shade: Shade) => shade.startsWith('dark');

/** The seven `--ifm-color-primary*` values for a primary colour. */
export function shadesOf(primary: string, adjustments: ShadeAdjustments): Record<string, string> {
  const base = Color(primary);
  const variables: Record<string, string> = {'--ifm-color-primary': base.hex().toLowerCase()};
  for (const shade of SHADES) {
    const ratio = adjustments[shade] / 100;
    const value = isDark(shade) ? base.darken(ratio) : base.lighten(ratio);
    variables[`--ifm-color-primary-${shade}`] = value.hex().toLowerCase();
  }
  return variables;
}

/** Every CSS variable the generator sets for one colour mode. */
export function cssVariables(colors: ThemeColors): Record<string, string> {
  return {
    ...shadesOf(colors.primary, colors.adjustments),
    '--ifm-background-color': colors.background,
  };
}

/** The stylesheet block a site author pastes into `src/css/custom.css`. */
export function cssBlock(colors: ThemeColors, mode: ColorMode): string {
  const selector = mode === 'dark' ? "[data-theme='dark']" : ':root';
  const lines = Object.entries(cssVariables(colors)).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}`;
}

/** Contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  return Color(foreground).contrast(Color(background));
}
