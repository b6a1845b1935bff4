import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import webpack, {type Configuration} from 'webpack';
import {clientAndServerConfigs, inTempDir, runAndClose, watchWebpackDisk} from '../runAndClose';
import {IN_PACKAGE} from '../build-dependencies-cached';
import {BuildDependenciesKeyed, loadersOf} from './index';

/** A package file the process has loaded, as the framework names its webpack config files. */
const RESOLVER_MAIN = createRequire(require.resolve('webpack')).resolve('enhanced-resolve');

/** A site loader that counts the modules it builds, and a site module it imports. */
const LOADER = `const {mark} = require('./loader-helper.js');
module.exports = function (source) {
  globalThis.__keyedLoaderRuns = (globalThis.__keyedLoaderRuns ?? 0) + 1;
  return source + mark;
};
`;

declare global {
  var __keyedLoaderRuns: number | undefined;
}

function writeSite(dir: string) {
  writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion": 3}\n');
  writeFileSync(
    path.join(dir, 'entry.js'),
    "import {title} from './title.js';\nexport default title;\n",
  );
  writeFileSync(path.join(dir, 'title.js'), "export const title = 'Docs';\n");
  writeFileSync(path.join(dir, 'count-loader.js'), LOADER);
  writeFileSync(path.join(dir, 'loader-helper.js'), "exports.mark = '\\n// one';\n");
}

function configs(
  dir: string,
  withLever: boolean,
  extraDependencies: string[] = [],
): Configuration[] {
  return clientAndServerConfigs(dir, (name) => ({
    module: {rules: [{test: /\.js$/, use: [{loader: path.join(dir, 'count-loader.js')}]}]},
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'cache'),
      name,
      buildDependencies: {config: [RESOLVER_MAIN, ...extraDependencies]},
    },
    plugins: withLever ? [new BuildDependenciesKeyed()] : [],
  }));
}

/** Runs both compilers; counts the modules the site loader built and webpack's reads inside packages. */
async function build(dir: string, withLever: boolean) {
  let packageReads = 0;
  const stop = watchWebpackDisk(['readFile', 'stat', 'readlink', 'realpath'], (_method, file) => {
    if (IN_PACKAGE.test(file)) packageReads += 1;
  });
  globalThis.__keyedLoaderRuns = 0;
  try {
    await runAndClose(webpack(configs(dir, withLever)));
    return {built: globalThis.__keyedLoaderRuns, packageReads};
  } finally {
    stop();
    delete globalThis.__keyedLoaderRuns;
  }
}

test(
  'a cold build stores its cache without walking the packages it depends on',
  inTempDir('build-dependencies-keyed-', async (dir) => {
    writeSite(dir);
    const without = await build(dir, false);
    const withLever = await build(dir, true);
    // Both compilers built both modules each time (the lever's key is new, so its run is cold too).
    assert.deepEqual([without.built, withLever.built], [4, 4]);
    // webpack walked enhanced-resolve and itself into their packages' dependencies
    // (about 3,000 reads when this test was written); with the lever, nothing in a package.
    assert.ok(
      without.packageReads > 500,
      `reads in packages without the lever: ${without.packageReads}`,
    );
    assert.equal(withLever.packageReads, 0);
  }),
);

test(
  "the cache is kept while nothing changes, and starts afresh when the lockfile, the site's loader or a module the loader imports changes",
  inTempDir('build-dependencies-keyed-', async (dir) => {
    writeSite(dir);
    const runs: number[] = [];
    const rebuild = async () => runs.push((await build(dir, true)).built);
    await rebuild(); // cold
    await rebuild(); // nothing changed
    writeFileSync(path.join(dir, 'loader-helper.js'), "exports.mark = '\\n// two';\n");
    await rebuild();
    await rebuild();
    writeFileSync(path.join(dir, 'count-loader.js'), `${LOADER}// edited\n`);
    await rebuild();
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion": 3, "packages": {}}\n');
    await rebuild();
    await rebuild();
    assert.deepEqual(runs, [4, 0, 4, 0, 4, 4, 0]);
  }),
);

test(
  'a site folder named as a build dependency is left to webpack’s walk, and the build goes on',
  inTempDir('build-dependencies-keyed-', async (dir) => {
    writeSite(dir);
    const folder = path.join(dir, 'config') + path.sep;
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'site.js'), 'module.exports = {};\n');
    const stored: string[][] = [];
    const compiler = webpack(configs(dir, true, [folder]));
    for (const child of compiler.compilers) {
      // After the lever's tap (stage -100): what webpack itself will walk.
      child.cache.hooks.storeBuildDependencies.tap('test', (dependencies) => {
        stored.push([...(dependencies as unknown as Set<string>)]);
      });
    }
    globalThis.__keyedLoaderRuns = 0;
    try {
      await runAndClose(compiler);
      assert.equal(globalThis.__keyedLoaderRuns, 4);
    } finally {
      delete globalThis.__keyedLoaderRuns;
    }
    assert.deepEqual(stored, [[folder], [folder]]);
  }),
);

test(
  'without a lockfile the lever leaves the cache key as it is',
  inTempDir('build-dependencies-keyed-', async (dir) => {
    const [config] = configs(dir, true);
    const compiler = webpack({
      ...config!,
      cache: {...(config!.cache as object), version: 'v1'},
    } as Configuration);
    assert.equal((compiler.options.cache as {version?: string}).version, 'v1');
    await new Promise((resolve) => compiler.close(resolve));
  }),
);

test('the loaders of a rule set are found at any depth, in every form a rule names them', () => {
  assert.deepEqual(
    loadersOf([
      {loader: '/site/a.js'},
      {use: '/site/b.js'},
      {use: ['c-loader', {loader: '/site/d.mjs', options: {}}]},
      {oneOf: [{use: {loader: '/site/e.js'}}, {rules: [{loader: 'f-loader'}]}]},
      {use: () => [{loader: '/site/picked-per-module.js'}]},
      '...',
    ]),
    ['/site/a.js', '/site/b.js', 'c-loader', '/site/d.mjs', '/site/e.js', 'f-loader'],
  );
});
