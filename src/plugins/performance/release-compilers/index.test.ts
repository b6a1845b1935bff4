import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import webpack, {type Compiler} from 'webpack';
import {ReleaseCompilerOnShutdown, releaseCompiler} from './index';

/** Keeps the compiler it is applied to, as the framework's react-loadable manifest writer does. */
class KeepsItsCompiler {
  compiler: Compiler | null = null;
  name = 'keeps-its-compiler';
  apply(compiler: Compiler): void {
    this.compiler = compiler;
  }
}

test('closing the compiler clears every plugin property that still points at it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-compilers-'));
  try {
    writeFileSync(path.join(dir, 'entry.js'), 'export default 1;\n');
    const keeper = new KeepsItsCompiler();
    const compiler = webpack({
      mode: 'development',
      context: dir,
      entry: './entry.js',
      output: {path: path.join(dir, 'out')},
      infrastructureLogging: {level: 'none'},
      plugins: [keeper, new ReleaseCompilerOnShutdown()],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error) => (error ? reject(error) : resolve())),
    );
    assert.equal(keeper.compiler, compiler, 'the plugin holds the compiler while it runs');
    await new Promise<void>((resolve, reject) =>
      compiler.close((error) => (error ? reject(error) : resolve())),
    );
    assert.equal(keeper.compiler, null);
    assert.equal(keeper.name, 'keeps-its-compiler', 'other properties are left alone');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('releaseCompiler clears only the properties that are that compiler', () => {
  const compiler = {} as Compiler;
  const other = {} as Compiler;
  const plugin = {compiler, previous: compiler, other, options: {compiler}};
  assert.equal(releaseCompiler(plugin, compiler), 2);
  assert.deepEqual(plugin, {compiler: null, previous: null, other, options: {compiler}});
  assert.equal(releaseCompiler(null, compiler), 0);
  assert.equal(
    releaseCompiler(() => undefined, compiler),
    0,
  );
});
