import {test} from 'node:test';
import assert from 'node:assert/strict';
import {writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import webpack, {type Configuration} from 'webpack';
import {inTempDir, runAndClose} from '../runAndClose';
import mermaidPrebuiltPlugin, {MERMAID_BROWSER_BUNDLE} from './index';

const configure = (isServer: boolean) =>
  mermaidPrebuiltPlugin().configureWebpack!(
    {mode: 'production'},
    isServer,
    {} as never,
    {} as never,
  ) as Configuration;

/** The mermaid package theme-mermaid imports, as its browser code resolves it. */
const fromThemeMermaid = createRequire(
  createRequire(__filename).resolve('@docusaurus/theme-mermaid/client'),
);
const mermaidFolder = path.dirname(fromThemeMermaid.resolve('mermaid/package.json'));

test('the browser compile takes the prebuilt bundle of the mermaid theme-mermaid imports; the server compile is left to server-without-mermaid', () => {
  assert.equal(path.dirname(path.dirname(MERMAID_BROWSER_BUNDLE)), mermaidFolder);
  assert.deepEqual(configure(false), {resolve: {alias: {mermaid$: MERMAID_BROWSER_BUNDLE}}});
  assert.deepEqual(configure(true), {});
});

/** The files a browser build of a lazy `import('mermaid')` compiles, with `extra`'s options. */
async function modulesBuilt(dir: string, extra: Configuration): Promise<string[]> {
  writeFileSync(
    path.join(dir, 'entry.js'),
    "export const draw = () => import('mermaid').then((m) => m.default.render);\n",
  );
  const resources: string[] = [];
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    target: 'web',
    output: {path: path.join(dir, 'out')},
    optimization: {minimize: false},
    infrastructureLogging: {level: 'none'},
    // The entry's folder has no packages: mermaid resolves from the folder that holds theme-mermaid's.
    resolve: {modules: ['node_modules', path.dirname(mermaidFolder)], ...extra.resolve},
  });
  compiler.hooks.done.tap('modules', (stats) => {
    for (const module of stats.compilation.modules) {
      const resource = (module as {resource?: string}).resource;
      if (resource && resource !== path.join(dir, 'entry.js')) resources.push(resource);
    }
  });
  await runAndClose(compiler);
  return resources;
}

const inMermaid = (file: string) => file.startsWith(path.join(mermaidFolder, 'dist') + path.sep);

test(
  "a browser build of mermaid compiles its dependencies' packages; with the lever, only files of the prebuilt bundle",
  inTempDir('mermaid-prebuilt-', async (dir) => {
    const without = await modulesBuilt(dir, {});
    const packages = without.filter((file) => !inMermaid(file));
    assert.ok(packages.length > 300, `${packages.length} modules from other packages`);

    const withLever = await modulesBuilt(dir, configure(false));
    assert.deepEqual(
      withLever.filter((file) => !inMermaid(file)),
      [],
    );
    assert.ok(withLever.includes(MERMAID_BROWSER_BUNDLE));
    assert.ok(withLever.length < without.length / 10, `${withLever.length} of ${without.length}`);
  }),
);
