import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseStoredColors, VARIABLE_NAMES, type StoredMode} from './storedColors';

const adjustments = {darkest: 30, darker: 15, dark: 10, light: 10, lighter: 15, lightest: 30};
const valid: StoredMode = {
  inputs: {primary: '#ff0000', background: '#ffffff', adjustments},
  variables: Object.fromEntries(VARIABLE_NAMES.map((name) => [name, '#ff0000'])),
};

test('reads a valid entry per mode and drops malformed ones', () => {
  const raw = JSON.stringify({
    light: valid,
    dark: {...valid, variables: {'--ifm-color-primary': 'red'}},
  });
  assert.deepEqual(parseStoredColors(raw), {light: valid});
});

test('never lets a stored value inject CSS', () => {
  const hostile = {
    ...valid,
    variables: {...valid.variables, '--ifm-color-primary': 'red; background: url(x)'},
  };
  assert.deepEqual(parseStoredColors(JSON.stringify({light: hostile})), {});
});

test('broken or empty storage counts as nothing stored', () => {
  assert.deepEqual(parseStoredColors(null), {});
  assert.deepEqual(parseStoredColors('{not json'), {});
  assert.deepEqual(parseStoredColors('[]'), {});
});

test('only the known variables are kept', () => {
  const extra = {...valid, variables: {...valid.variables, '--other': '#000000'}};
  assert.deepEqual(Object.keys(parseStoredColors(JSON.stringify({dark: extra})).dark!.variables), [
    ...VARIABLE_NAMES,
  ]);
});
