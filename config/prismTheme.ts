import Color from 'color';
import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code block colours that pass WCAG AA (4.5:1) wherever code text sits.
 * Prism's GitHub theme (light mode) has five token colours between 2.6:1 and
 * 4.3:1 on its own background; Dracula (dark mode) has its comment colour at
 * about 3:1, less under highlighted lines. Each failing colour is moved toward
 * black (light) or white (dark) just enough, keeping its hue, so the blocks
 * still look like the themes they come from.
 */

/** Contrast every token colour must reach: WCAG 2 AA for normal-size text. */
export const MINIMUM_CONTRAST = 4.5;

/** Overlays drawn over code lines, as in src/css/custom.css (a unit test keeps them in step). */
export const LINE_OVERLAYS = {
  highlighted: 'rgb(0 0 0 / 10%)',
  error: 'rgb(255 0 0 / 12%)',
};

/** The same overlays in dark mode (`[data-theme='dark']` in src/css/custom.css). */
export const DARK_LINE_OVERLAYS = {
  highlighted: 'rgb(0 0 0 / 30%)',
  error: 'rgb(255 80 80 / 18%)',
};

type LineOverlays = typeof LINE_OVERLAYS;

/** A translucent overlay painted over an opaque background, as the browser blends it. */
export function blend(background: string, overlay: string): string {
  const top = Color(overlay);
  return Color(background).mix(top.alpha(1), top.alpha()).hex();
}

/** The backgrounds under code text: the block, and the block under each line overlay. */
export function codeBackgrounds(
  theme: PrismTheme,
  overlays: LineOverlays = LINE_OVERLAYS,
): string[] {
  const block = theme.plain.backgroundColor ?? '#ffffff';
  return [block, ...Object.values(overlays).map((overlay) => blend(block, overlay))];
}

/** `color`, mixed with `toward` in small steps until it reaches `minimum` on every background. */
export function readableOn(
  color: string,
  backgrounds: string[],
  minimum = MINIMUM_CONTRAST,
  toward = '#000000',
): string {
  const passes = (candidate: Color) =>
    backgrounds.every((background) => candidate.contrast(Color(background)) >= minimum);
  let candidate = Color(color);
  for (let step = 0; step < 100 && !passes(candidate); step += 1) {
    candidate = candidate.mix(Color(toward), 0.03);
  }
  return passes(Color(color)) ? color : candidate.hex();
}

/** A theme whose every colour reads at `minimum` or better on its code backgrounds. */
export function readableTheme(
  theme: PrismTheme,
  {overlays = LINE_OVERLAYS, toward = '#000000', minimum = MINIMUM_CONTRAST} = {},
): PrismTheme {
  const backgrounds = codeBackgrounds(theme, overlays);
  const fix = (color: string | undefined) =>
    color && readableOn(color, backgrounds, minimum, toward);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, color: fix(entry.style.color)},
    })),
  };
}

export const lightCodeTheme = readableTheme(themes.github);

export const darkCodeTheme = readableTheme(themes.dracula, {
  overlays: DARK_LINE_OVERLAYS,
  toward: '#ffffff',
});

/** Prism grammars registered on top of prism-react-renderer's own. */
export const additionalLanguages = [
  'java',
  'latex',
  'haskell',
  'matlab',
  'php',
  'powershell',
  'bash',
  'diff',
  'json',
  'scss',
];

/** Comments in code that highlight lines; the build strips them as the theme does. */
export const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  {className: 'code-block-error-line', line: 'This will error'},
];
