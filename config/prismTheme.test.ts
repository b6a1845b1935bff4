import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Color from 'color';
import {themes} from 'prism-react-renderer';
import {
  DARK_LINE_OVERLAYS,
  LINE_OVERLAYS,
  MINIMUM_CONTRAST,
  blend,
  codeBackgrounds,
  darkCodeTheme,
  lightCodeTheme,
  readableOn,
} from './prismTheme';

/** Every colour of a theme reads at 4.5:1 on each of the given backgrounds. */
function assertReadable(theme: typeof lightCodeTheme, backgrounds: string[]): void {
  const colours = [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)].filter(
    (colour): colour is string => Boolean(colour),
  );
  for (const colour of colours) {
    for (const background of backgrounds) {
      assert.ok(
        Color(colour).contrast(Color(background)) >= MINIMUM_CONTRAST,
        `${colour} on ${background}`,
      );
    }
  }
}

test('every light code colour reads at 4.5:1 on the block and on highlighted or error lines', () => {
  assertReadable(lightCodeTheme, codeBackgrounds(lightCodeTheme));
});

test('every dark code colour reads at 4.5:1 on the block and on highlighted or error lines', () => {
  assertReadable(darkCodeTheme, codeBackgrounds(darkCodeTheme, DARK_LINE_OVERLAYS));
  assert.equal(darkCodeTheme.plain.backgroundColor, themes.dracula.plain.backgroundColor);
});

test('colours that already pass are kept, failing ones only darkened', () => {
  assert.equal(readableOn('#393A34', ['#f6f8fa']), '#393A34');
  const fixed = readableOn('#999988', ['#f6f8fa']);
  assert.ok(Color(fixed).contrast(Color('#f6f8fa')) >= MINIMUM_CONTRAST);
  assert.ok(Color(fixed).contrast(Color('#f6f8fa')) < 5.5, 'darkened no further than needed');
  assert.equal(lightCodeTheme.plain.backgroundColor, themes.github.plain.backgroundColor);
});

test('an overlay blends over the block as the browser paints it', () => {
  assert.equal(blend('#ffffff', 'rgb(0 0 0 / 10%)'), '#E6E6E6');
});

test('the line overlays match the ones the stylesheet paints', () => {
  const css = readFileSync(path.join(__dirname, '../src/css/custom.css'), 'utf8');
  const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
  const variable = (name: string) => rootBlock.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1];
  assert.equal(variable('--docusaurus-highlighted-code-line-bg'), LINE_OVERLAYS.highlighted);
  assert.equal(variable('--site-code-error-line-bg'), LINE_OVERLAYS.error);
  const darkStart = css.indexOf("[data-theme='dark'] {");
  const darkBlock = css.slice(darkStart, css.indexOf('}', darkStart));
  const darkVariable = (name: string) => darkBlock.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1];
  assert.equal(
    darkVariable('--docusaurus-highlighted-code-line-bg'),
    DARK_LINE_OVERLAYS.highlighted,
  );
  assert.equal(darkVariable('--site-code-error-line-bg'), DARK_LINE_OVERLAYS.error);
});
