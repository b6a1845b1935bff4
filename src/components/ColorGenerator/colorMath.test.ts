import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  adjustmentProblem,
  contrastRatio,
  cssBlock,
  DEFAULT_ADJUSTMENTS,
  DEFAULT_COLORS,
  parseColor,
  shadesOf,
} from './colorMath';

test('the light primary gives the shades of the site stylesheet', () => {
  assert.deepEqual(shadesOf('#2e8555', DEFAULT_ADJUSTMENTS), {
    '--ifm-color-primary': '#2e8555',
    '--ifm-color-primary-darkest': '#205d3b',
    '--ifm-color-primary-darker': '#277148',
    '--ifm-color-primary-dark': '#29784c',
    '--ifm-color-primary-light': '#33925d',
    '--ifm-color-primary-lighter': '#359962',
    '--ifm-color-primary-lightest': '#3cad6e',
  });
});

test('the dark primary gives the shades of the site stylesheet', () => {
  assert.deepEqual(shadesOf('#25c2a0', DEFAULT_ADJUSTMENTS), {
    '--ifm-color-primary': '#25c2a0',
    '--ifm-color-primary-darkest': '#1a8870',
    '--ifm-color-primary-darker': '#1fa588',
    '--ifm-color-primary-dark': '#21af90',
    '--ifm-color-primary-light': '#29d5b0',
    '--ifm-color-primary-lighter': '#32d8b4',
    '--ifm-color-primary-lightest': '#4fddbf',
  });
});

test('an adjustment of 0 leaves the shade equal to the primary', () => {
  const shades = shadesOf('#ff0000', {...DEFAULT_ADJUSTMENTS, dark: 0});
  assert.equal(shades['--ifm-color-primary-dark'], '#ff0000');
});

test('colour input accepts CSS colour forms and rejects the rest', () => {
  assert.equal(parseColor('#FF0000'), '#ff0000');
  assert.equal(parseColor(' red '), '#ff0000');
  assert.equal(parseColor('rgb(0, 128, 0)'), '#008000');
  assert.equal(parseColor(''), null);
  assert.equal(parseColor('   '), null);
  assert.equal(parseColor('#12'), null);
  assert.equal(parseColor('not a colour'), null);
  assert.equal(parseColor('<script>'), null);
});

test('percentages must be numbers from 0 to 100', () => {
  assert.equal(adjustmentProblem(0), null);
  assert.equal(adjustmentProblem(100), null);
  assert.equal(adjustmentProblem(15.5), null);
  assert.match(adjustmentProblem(-1)!, /0 to 100/);
  assert.match(adjustmentProblem(101)!, /0 to 100/);
  assert.match(adjustmentProblem(Number.NaN)!, /number/);
});

test('contrast ratios match WCAG', () => {
  assert.equal(contrastRatio('#000000', '#ffffff').toFixed(1), '21.0');
  assert.equal(contrastRatio('#ffffff', '#ffffff'), 1);
  assert.equal(contrastRatio('#2e8555', '#ffffff').toFixed(2), '4.56');
});

test('the CSS block targets :root in light mode and the dark theme in dark mode', () => {
  const light = cssBlock(DEFAULT_COLORS.light, 'light');
  assert.match(light, /^:root \{\n {2}--ifm-color-primary: #2e8555;\n/);
  assert.match(light, /--ifm-background-color: #ffffff;\n\}$/);
  assert.match(cssBlock(DEFAULT_COLORS.dark, 'dark'), /^\[data-theme='dark'\] \{/);
});
