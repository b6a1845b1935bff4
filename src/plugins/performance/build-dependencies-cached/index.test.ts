import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import webpack, {type Configuration} from 'webpack';
import {clientAndServerConfigs, runAndClose} from '../runAndClose';
import {ShareInputFileSystem} from '../shared-input-file-system';
import buildDependenciesCachedPlugin, {
  BuildDependenciesThroughInputCache,
  IN_PACKAGE,
} from './index';

type Counted = (...args: unknown[]) => void;

/**
 * The graceful-fs webpack reads and writes the disk with (its own
 * dependency, loaded through webpack's resolution: a reach listed in
 * CONTRIBUTING.md). Its functions are looked up when called, and webpack's
 * cached file system takes them when a compiler is created.
 */
const gracefulFs = createRequire(require.resolve('webpack'))('graceful-fs') as Record<
  'readFile' | 'stat' | 'readlink',
  Counted
>;

/** A loader of the scratch site that counts the modules it builds. */
const LOADER = `module.exports = function (source) {
  globalThis.__buildDependenciesLoaderRuns = (globalThis.__buildDependenciesLoaderRuns ?? 0) + 1;
  return source;
};
`;

declare global {
  var __buildDependenciesLoaderRuns: number | undefined;
}

/**
 * Builds a client and a server bundle in one MultiCompiler with a persistent
 * cache, as the framework's production build does (with the site's
 * shared-input-file-system), twice: cold, then warm. Counts the disk reads
 * of files inside packages in each run, and the modules the loader built.
 */
async function coldThenWarm(withLever: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-dependencies-cached-'));
  const originals = {
    readFile: gracefulFs.readFile,
    stat: gracefulFs.stat,
    readlink: gracefulFs.readlink,
  };
  let packageReads = 0;
  for (const method of ['readFile', 'stat', 'readlink'] as const) {
    gracefulFs[method] = (file: unknown, ...rest: unknown[]) => {
      if (typeof file === 'string' && IN_PACKAGE.test(file)) packageReads += 1;
      originals[method](file, ...rest);
    };
  }
  try {
    writeFileSync(
      path.join(dir, 'entry.js'),
      "import {title} from './title.js';\nexport default title;\n",
    );
    writeFileSync(path.join(dir, 'title.js'), "export const title = 'Docs';\n");
    writeFileSync(path.join(dir, 'count-loader.js'), LOADER);
    const run = async () => {
      const shared = {};
      const configs = clientAndServerConfigs(dir, (name) => ({
        module: {rules: [{test: /\.js$/, use: path.join(dir, 'count-loader.js')}]},
        cache: {type: 'filesystem', cacheDirectory: path.join(dir, 'cache'), name},
        plugins: [
          new ShareInputFileSystem(shared),
          ...(withLever ? [new BuildDependenciesThroughInputCache()] : []),
        ],
      }));
      packageReads = 0;
      globalThis.__buildDependenciesLoaderRuns = 0;
      await runAndClose(webpack(configs));
      return {packageReads, built: globalThis.__buildDependenciesLoaderRuns};
    };
    return {cold: await run(), warm: await run()};
  } finally {
    Object.assign(gracefulFs, originals);
    delete globalThis.__buildDependenciesLoaderRuns;
    rmSync(dir, {recursive: true, force: true});
  }
}

test('the build dependency walk reads packages through the shared cache, and the cache it writes still works', async () => {
  const without = await coldThenWarm(false);
  const withLever = await coldThenWarm(true);
  // Both compilers built both modules cold; warm, the cache held them all.
  assert.deepEqual(
    [without.cold.built, without.warm.built, withLever.cold.built, withLever.warm.built],
    [4, 0, 4, 0],
  );
  // webpack names itself a build dependency, so each compiler walks webpack's
  // files and its dependencies when it writes the cache (2,264 disk reads in
  // packages without the lever, 249 with it, when this test was written).
  assert.ok(
    withLever.cold.packageReads * 4 < without.cold.packageReads,
    `disk reads in packages, cold: ${withLever.cold.packageReads} with the lever, ${without.cold.packageReads} without`,
  );
  // Warm, each compiler checks the same snapshot: the second finds it read.
  assert.ok(
    withLever.warm.packageReads * 2 <= without.warm.packageReads,
    `disk reads in packages, warm: ${withLever.warm.packageReads} with the lever, ${without.warm.packageReads} without`,
  );
});

test('only reads inside packages are rerouted; the cache folder and the site are not', () => {
  assert.ok(IN_PACKAGE.test('/site/node_modules/webpack/lib/index.js'));
  assert.ok(IN_PACKAGE.test('C:\\site\\node_modules\\@babel\\core\\package.json'));
  assert.ok(!IN_PACKAGE.test('/site/node_modules/.cache/webpack/client-production-en/0.pack'));
  assert.ok(!IN_PACKAGE.test('/site/src/plugins/search/collect.ts'));
  const [plugin] =
    (
      buildDependenciesCachedPlugin().configureWebpack!(
        {} as Configuration,
        false,
        {} as never,
        {} as never,
      ) as Configuration
    ).plugins ?? [];
  assert.ok(plugin instanceof BuildDependenciesThroughInputCache);
});
