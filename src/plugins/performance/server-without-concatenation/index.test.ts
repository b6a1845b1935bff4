import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import webpack, {type Configuration} from 'webpack';
import {runAndClose} from '../runAndClose';
import serverWithoutConcatenationPlugin from './index';

const configure = (isServer: boolean) =>
  serverWithoutConcatenationPlugin().configureWebpack!(
    {mode: 'production'},
    isServer,
    {} as never,
    {} as never,
  ) as Configuration;

/** A production build of two modules, unminified, with `extra`'s optimization options; returns the bundle. */
async function bundle(extra: Configuration): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-without-concatenation-'));
  try {
    writeFileSync(
      path.join(dir, 'entry.js'),
      "import {greet} from './greet.js';\nconsole.log(greet('reader'));\n",
    );
    writeFileSync(path.join(dir, 'greet.js'), 'export const greet = (name) => `Hello, ${name}`;\n');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      target: 'node',
      output: {path: path.join(dir, 'out'), filename: 'bundle.js'},
      optimization: {minimize: false, ...extra.optimization},
      infrastructureLogging: {level: 'none'},
    });
    await runAndClose(compiler);
    return readFileSync(path.join(dir, 'out', 'bundle.js'), 'utf8');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('the server compile keeps each module in its own function; the browser compile is left as it was', async () => {
  assert.deepEqual(configure(false), {});
  const server = await bundle(configure(true));
  const joined = await bundle({});
  // Joined, the two modules share one scope and nothing is required at run time.
  assert.doesNotMatch(joined, /__webpack_require__\(/);
  // Not joined, the entry requires the other module from webpack's module table.
  assert.match(server, /__webpack_require__\(\d+\)/);
  assert.match(server, /Hello, \$\{name\}/);
});
