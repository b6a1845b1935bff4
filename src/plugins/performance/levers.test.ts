import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * A lever nobody can find is a lever nobody dares remove. Each folder here has
 * a row in this folder's README (its gain, its test, how to remove it), and the
 * repository README's `src/plugins/` row names it, so a newcomer who starts
 * from either finds every lever.
 */
const here = __dirname;
const levers = readdirSync(here, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

test('every lever folder has a row in the levers README', () => {
  const readme = readFileSync(path.join(here, 'README.md'), 'utf8');
  const rows = new Set(
    [...readme.matchAll(/^\| \[`([^`/]+)\/`\]/gm)].map((match) => match[1] as string),
  );
  assert.deepEqual(
    levers.filter((lever) => !rows.has(lever)),
    [],
    'folders with no row in src/plugins/performance/README.md',
  );
  assert.ok(levers.length > 10, `found only ${levers.length} lever folders`);
});

test("every lever folder is named in the repository README's src/plugins row", () => {
  const readme = readFileSync(path.join(here, '..', '..', '..', 'README.md'), 'utf8');
  const row = readme.split('\n').find((line) => line.startsWith('| `src/plugins/` |'));
  assert.ok(row, 'README.md has a `src/plugins/` row in its map of the code');
  assert.deepEqual(
    levers.filter((lever) => !row.includes(`\`${lever}\``)),
    [],
    "lever folders the README's src/plugins row leaves out",
  );
});
