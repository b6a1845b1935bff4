import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import webpack, {type Configuration} from 'webpack';
import {inTempDir, runAndClose, watchWebpackDisk} from '../runAndClose';
import absolutePathsFirstPlugin from './index';

/** The lever's webpack config, as the framework merges it into its own. */
const leverConfig = () =>
  absolutePathsFirstPlugin().configureWebpack!(
    {} as Configuration,
    false,
    {} as never,
    {} as never,
  ) as Configuration;

/**
 * Builds `dir/entry.js`, which imports a module by its absolute path (as the
 * framework's aliases hand webpack every `@site`, `@theme` and `@generated`
 * request) and a static file by a root-relative path (as a stylesheet's
 * `url("/img/…")`), with the framework's kind of `resolve.roots`: the static
 * folder, then the site. Returns the bundle and the paths the resolver
 * looked for under a root that were the absolute request joined onto it.
 */
async function build(dir: string, withLever: boolean) {
  const underRoots: string[] = [];
  const roots = [path.join(dir, 'static'), dir];
  const stopWatching = watchWebpackDisk(['stat'], (_, file) => {
    if (roots.some((root) => file.startsWith(path.join(root, dir)))) underRoots.push(file);
  });
  try {
    await runAndClose(
      webpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        target: 'node',
        output: {path: path.join(dir, 'out'), filename: 'bundle.js'},
        optimization: {minimize: false},
        infrastructureLogging: {level: 'none'},
        module: {rules: [{test: /\.txt$/, type: 'asset/source'}]},
        resolve: {roots, ...(withLever ? leverConfig().resolve : {})},
      }),
    );
    return {bundle: readFileSync(path.join(dir, 'out/bundle.js'), 'utf8'), underRoots};
  } finally {
    stopWatching();
  }
}

test(
  'an absolute request is found where it points, without a look under each root first; a root-relative one still finds the static file',
  inTempDir('absolute-paths-first-', async (dir) => {
    mkdirSync(path.join(dir, 'static/img'), {recursive: true});
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'static/img/caption.txt'), 'Caption from the static folder');
    writeFileSync(path.join(dir, 'src/title.js'), "export const title = 'Title from src';\n");
    const titlePath = JSON.stringify(path.join(dir, 'src/title'));
    writeFileSync(
      path.join(dir, 'entry.js'),
      `import {title} from ${titlePath};\nimport caption from '/img/caption.txt';\nconsole.log(title, caption);\n`,
    );
    const without = await build(dir, false);
    const withLever = await build(dir, true);
    for (const {bundle} of [without, withLever]) {
      assert.match(bundle, /Title from src/);
      assert.match(bundle, /Caption from the static folder/);
    }
    // Without the lever, `<static>/<dir>/src/title` and `<dir>/<dir>/src/title`
    // are looked for, with each extension, before the file itself.
    assert.ok(
      without.underRoots.length > 0,
      'the framework-like roots were tried first without the lever',
    );
    assert.deepEqual(withLever.underRoots, []);
  }),
);

test('the lever sets webpack’s preferAbsolute, and nothing else', () => {
  assert.deepEqual(leverConfig(), {resolve: {preferAbsolute: true}});
});
