import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import {runAndClose} from '../runAndClose';
import compileHintsPlugin, {COMPILE_HINT, CompileHintWebpackPlugin, withCompileHint} from './index';

/**
 * Compiles a two-chunk app the way the framework's production client config
 * does (terser, content hashes in file names) and returns its JS files.
 */
async function buildTinyApp(withHint: boolean): Promise<Map<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  try {
    writeFileSync(
      path.join(dir, 'entry.js'),
      '/*! a licence comment */\nexport function greet(name) { return "hello " + name; }\n' +
        'import("./later.js").then((later) => later.run(greet));\n',
    );
    writeFileSync(path.join(dir, 'later.js'), 'export function run(greet) { greet("later"); }\n');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: {main: './entry.js'},
      output: {path: path.join(dir, 'out'), filename: '[name].[contenthash:8].js'},
      optimization: {minimizer: [new TerserPlugin()]},
      plugins: withHint ? [new CompileHintWebpackPlugin()] : [],
    });
    await runAndClose(compiler);
    const out = path.join(dir, 'out');
    return new Map(
      readdirSync(out)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [file, readFileSync(path.join(out, file), 'utf8')]),
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('the entry chunk starts with the compile hint, after minification; lazy chunks do not', async () => {
  const files = await buildTinyApp(true);
  const main = [...files].find(([name]) => name.startsWith('main.'));
  assert.ok(main, `no main chunk in ${[...files.keys()].join(', ')}`);
  assert.ok(main[1].startsWith(COMPILE_HINT), main[1].slice(0, 80));
  assert.match(main[1], /hello/);
  const lazy = [...files].filter(([name]) => !name.startsWith('main.'));
  assert.equal(lazy.length, 1);
  for (const [name, source] of lazy) assert.ok(!source.includes('allFunctionsCalledOnLoad'), name);
});

test("the hint is part of the entry file's content hash", async () => {
  const [hinted, plain] = [await buildTinyApp(true), await buildTinyApp(false)];
  const mainName = (files: Map<string, string>) =>
    [...files.keys()].find((name) => name.startsWith('main.'));
  assert.notEqual(mainName(hinted), mainName(plain));
  // The lazy chunk is the same file either way.
  const lazyNames = (files: Map<string, string>) =>
    [...files.keys()].filter((name) => !name.startsWith('main.'));
  assert.deepEqual(lazyNames(hinted), lazyNames(plain));
});

test('only the production client bundle gets the hint', () => {
  const plugin = compileHintsPlugin();
  const configure = (mode: 'production' | 'development', isServer: boolean) =>
    plugin.configureWebpack?.({mode}, isServer, {} as never, {} as never);
  assert.deepEqual(configure('production', true), {});
  assert.deepEqual(configure('development', false), {});
  const client = configure('production', false) as {plugins: unknown[]};
  assert.ok(client.plugins[0] instanceof CompileHintWebpackPlugin);
});

/** What webpack's real-content-hash step keys its cache entry on: the source's updateHash stream. */
function hashKey(source: webpack.sources.Source): string {
  const hash = webpack.util.createHash('md4');
  source.updateHash(hash);
  return String(hash.digest('hex'));
}

test("the hinted entry hashes the same whether the minifier's output is fresh text or bytes read back from its cache", () => {
  // terser's output as a cold build gets it (a banner joined to the code), and as a warm build reads it back.
  const code = '!function(){console.log("hello")}();';
  const banner = '/*! For license information please see main.js.LICENSE.txt */\n';
  const fresh = new webpack.sources.ConcatSource(banner, new webpack.sources.RawSource(code));
  const cached = new webpack.sources.RawSource(Buffer.from(banner + code));
  assert.equal(withCompileHint(fresh).source().toString(), COMPILE_HINT + banner + code);
  assert.equal(hashKey(withCompileHint(fresh)), hashKey(withCompileHint(cached)));
  // A concatenation of the hint and the source, as the lever first wrote it, hashes their shapes too.
  assert.notEqual(
    hashKey(new webpack.sources.ConcatSource(COMPILE_HINT, fresh)),
    hashKey(new webpack.sources.ConcatSource(COMPILE_HINT, cached)),
  );
});
