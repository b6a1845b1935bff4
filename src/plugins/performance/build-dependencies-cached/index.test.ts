import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs, {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import webpack, {type Configuration} from 'webpack';
import {
  clientAndServerConfigs,
  type DiskMethod,
  runAndClose,
  watchWebpackDisk,
} from '../runAndClose';
import {ShareInputFileSystem} from '../shared-input-file-system';
import buildDependenciesCachedPlugin, {
  BuildDependenciesThroughInputCache,
  IN_PACKAGE,
  pathsOnTheWayToPackages,
} from './index';

const METHODS: readonly DiskMethod[] = ['readFile', 'stat', 'readlink', 'realpath'];

/**
 * enhanced-resolve's main file, which webpack loads to resolve. Its requires
 * stay inside packages (not webpack's, which reach the loaders this test
 * writes and deletes, through loader-runner).
 */
const RESOLVER_MAIN = createRequire(require.resolve('webpack')).resolve('enhanced-resolve');

/** The folder that holds the `node_modules` folder webpack is installed in. */
const PACKAGES_HOLDER = path.dirname(
  path.dirname(path.dirname(createRequire(__filename).resolve('webpack/package.json'))),
);

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
  let calls: Array<[DiskMethod | 'native realpath', string]> = [];
  const nativeRealpath = fs.realpath.native;
  fs.realpath.native = ((file: string, ...rest: unknown[]) => {
    calls.push(['native realpath', file]);
    (nativeRealpath as (...args: unknown[]) => void)(file, ...rest);
  }) as typeof nativeRealpath;
  const stopWatching = watchWebpackDisk(METHODS, (method, file) => calls.push([method, file]));

  /** What one run asked of the disk. */
  const counts = () => ({
    packageReads: calls.filter(
      ([method, file]) => !method.includes('realpath') && IN_PACKAGE.test(file),
    ).length,
    // Is the folder that holds the packages, or the one above it, a link?
    foldersAboveReadlinks: calls.filter(
      ([method, file]) =>
        method === 'readlink' &&
        (file === PACKAGES_HOLDER || file === path.dirname(PACKAGES_HOLDER)),
    ).length,
    // Real paths found by Node's JavaScript `realpath`, one `lstat` per folder each.
    packageRealpaths: calls.filter(
      ([method, file]) => method === 'realpath' && IN_PACKAGE.test(file),
    ).length,
    // Real paths found in one call each.
    nativeRealpaths: calls.filter(([method]) => method === 'native realpath').length,
  });
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
        cache: {
          type: 'filesystem',
          cacheDirectory: path.join(dir, 'cache'),
          name,
          // A package file the process has loaded, as the framework names its
          // webpack config files: the walk follows its requires.
          buildDependencies: {config: [RESOLVER_MAIN]},
        },
        plugins: [
          new ShareInputFileSystem(shared),
          ...(withLever ? [new BuildDependenciesThroughInputCache()] : []),
        ],
      }));
      calls = [];
      globalThis.__buildDependenciesLoaderRuns = 0;
      await runAndClose(webpack(configs));
      return {...counts(), built: globalThis.__buildDependenciesLoaderRuns};
    };
    return {cold: await run(), warm: await run()};
  } finally {
    stopWatching();
    fs.realpath.native = nativeRealpath;
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

test('the walk reads the folders on the way to the packages through the cache, and finds real paths natively', async () => {
  const without = await coldThenWarm(false);
  const withLever = await coldThenWarm(true);
  // Without the lever, each file of a package the walk met made it ask again
  // whether the folders above the packages were links (hundreds of times
  // here, about 11,000 in the site's cold build); with it, the cache answers.
  assert.ok(
    withLever.cold.foldersAboveReadlinks <= 2 && without.cold.foldersAboveReadlinks > 20,
    `readlink of the folders above the packages, cold: ${withLever.cold.foldersAboveReadlinks} with the lever, ${without.cold.foldersAboveReadlinks} without`,
  );
  // Node's JavaScript realpath, one lstat per folder of the path, gives way
  // to the native one (except on Windows, where the lever keeps it).
  assert.ok(without.cold.packageRealpaths > 0 && without.cold.nativeRealpaths === 0);
  if (process.platform !== 'win32') {
    assert.equal(withLever.cold.packageRealpaths, 0);
    assert.ok(withLever.cold.nativeRealpaths > 0);
  }
});

test('only packages and the folders on the way to them are rerouted; the cache folder and the site are not', () => {
  assert.ok(IN_PACKAGE.test('/site/node_modules/webpack/lib/index.js'));
  assert.ok(IN_PACKAGE.test('C:\\site\\node_modules\\@babel\\core\\package.json'));
  assert.ok(!IN_PACKAGE.test('/site/node_modules/.cache/webpack/client-production-en/0.pack'));
  assert.ok(!IN_PACKAGE.test('/site/src/plugins/search/collect.ts'));
  const onTheWay = pathsOnTheWayToPackages();
  // The folders above are learnt from the packages the walk meets first.
  assert.equal(onTheWay('/home/site'), false);
  assert.equal(onTheWay('/home/site/node_modules/webpack/lib/index.js'), true);
  for (const folder of ['/home/site/node_modules', '/home/site', '/home', '/']) {
    assert.equal(onTheWay(folder), true, folder);
  }
  for (const other of [
    '/home/site/src',
    '/home/site/docusaurus.config.ts',
    '/home/site/node_modules/.cache/webpack',
    '/home/other',
  ]) {
    assert.equal(onTheWay(other), false, other);
  }
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
