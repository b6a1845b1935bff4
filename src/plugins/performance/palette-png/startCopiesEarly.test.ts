import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import webpack from 'webpack';
import type {LoadContext} from '@docusaurus/types';
import {inTempDir, runAndClose} from '../runAndClose';
import palettePngAdapter from './index';
import {drawCard} from './drawCard';
import startCopiesEarlyPlugin, {makeCopies} from './startCopiesEarly';

/** The site's ideal-image options that matter to the copies (config/plugins.ts). */
const OPTIONS = {sizes: [400, 720, 1030], quality: 70};

/** Counts sharp's encodes (every resized copy is one) while `run` runs. */
async function countEncodes(run: () => Promise<void>): Promise<number> {
  const proto = sharp.prototype as {toBuffer: (...args: unknown[]) => unknown};
  const toBuffer = proto.toBuffer;
  let encodes = 0;
  proto.toBuffer = function (...args) {
    encodes += 1;
    return toBuffer.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.toBuffer = toBuffer;
  }
  return encodes;
}

/** A production build of an entry that imports `cards` through ideal-image's resizer, as the site's rule has it. */
async function buildWithResizer(dir: string, cards: readonly string[]) {
  writeFileSync(
    path.join(dir, 'entry.js'),
    cards
      .map((card, at) => `export {default as card${at}} from ${JSON.stringify(card)};\n`)
      .join(''),
  );
  await runAndClose(
    webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: {path: path.join(dir, 'out')},
      optimization: {minimize: false},
      infrastructureLogging: {level: 'none'},
      module: {
        rules: [
          {
            test: /\.png$/,
            use: [
              {
                loader: require.resolve('@docusaurus/responsive-loader'),
                options: {
                  emitFile: false,
                  adapter: palettePngAdapter,
                  name: 'assets/ideal-img/[name].[hash:hex:7].[width].[ext]',
                  ...OPTIONS,
                },
              },
            ],
          },
        ],
      },
    }),
  );
}

const withDir = (run: (dir: string) => Promise<void>) => inTempDir('palette-png-early-', run);

test(
  'the copies made early are the ones the resizer asks for: the compile then makes none',
  withDir(async (dir) => {
    const early = [await drawCard(dir, 'a.png'), await drawCard(dir, 'b.png')];
    const late = await drawCard(dir, 'c.png');
    const made = await countEncodes(() => makeCopies(early, OPTIONS));
    assert.equal(made, 6, 'three widths of each of the two cards');
    const inCompile = await countEncodes(() => buildWithResizer(dir, [...early, late]));
    // Only the card that was not started early is resized by the compile.
    assert.equal(inCompile, 3);
  }),
);

/** The webpack plugin the lever gives the client compiler of a production build, for `siteDir`. */
function clientPlugin(siteDir: string) {
  const plugin = startCopiesEarlyPlugin({siteDir} as LoadContext, {directory: 'cards', ...OPTIONS});
  const configured = plugin.configureWebpack?.(
    {mode: 'production'},
    false,
    {} as never,
    {} as never,
  );
  const [webpackPlugin] = (configured as {plugins: webpack.WebpackPluginInstance[]}).plugins;
  return webpackPlugin!;
}

/** Runs the client compile's `run` hook, as a build starts it, and waits for the copies it starts. */
async function startClientCompile(dir: string, cacheDirectory: string) {
  const compiler = webpack({
    name: 'client',
    mode: 'production',
    context: dir,
    cache: {type: 'filesystem', cacheDirectory, name: 'client'},
    infrastructureLogging: {level: 'none'},
    plugins: [clientPlugin(dir)],
  });
  return countEncodes(async () => {
    await compiler.hooks.run.promise(compiler);
    // The copies are started, not awaited: give one card's three the time they take.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });
}

test(
  'a cold build starts the copies when the client compile starts; one with a disk cache to restore does not',
  withDir(async (dir) => {
    mkdirSync(path.join(dir, 'cards'));
    await drawCard(path.join(dir, 'cards'), 'stored.png');
    const stored = path.join(dir, 'cache');
    mkdirSync(path.join(stored, 'client'), {recursive: true});
    writeFileSync(path.join(stored, 'client', 'index.pack'), '');
    assert.equal(await startClientCompile(dir, stored), 0, 'webpack restores the copies instead');

    await drawCard(path.join(dir, 'cards'), 'cold.png');
    rmSync(path.join(dir, 'cards', 'stored.png'));
    assert.equal(await startClientCompile(dir, path.join(dir, 'empty-cache')), 3);
  }),
);

test('the lever leaves the server compile and the dev server alone, and names a missing folder', () => {
  const site = {siteDir: tmpdir()} as LoadContext;
  const plugin = startCopiesEarlyPlugin(site, {directory: 'no-such-folder', ...OPTIONS});
  const args = [{} as never, {} as never] as const;
  assert.deepEqual(plugin.configureWebpack?.({mode: 'production'}, true, ...args), {});
  assert.deepEqual(plugin.configureWebpack?.({mode: 'development'}, false, ...args), {});
  assert.throws(
    () => plugin.configureWebpack?.({mode: 'production'}, false, ...args),
    /palette-png .*no folder no-such-folder/,
  );
});
