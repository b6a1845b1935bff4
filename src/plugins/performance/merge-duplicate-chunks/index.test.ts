import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import webpack, {type Configuration, type WebpackPluginInstance} from 'webpack';
import mergeDuplicateChunksPlugin from './index';

type Order = 'first route first' | 'second route first';

/**
 * Two lazy routes that import the same package. Two cache groups split it out
 * of each route on its own, so the split leaves two chunks with the same
 * module: what the framework's vendor split did for the theme's code block
 * components. `order` is the order webpack makes the two copies in.
 */
async function buildRoutes(
  dir: string,
  order: Order,
  plugins: WebpackPluginInstance[],
): Promise<Record<string, string>> {
  const copyFor = (route: string) => ({
    test: /node_modules/,
    chunks: (chunk: {name?: string | null}) => chunk.name === route,
    minSize: 0,
    enforce: true,
  });
  const copies =
    order === 'first route first'
      ? {first: copyFor('first'), second: copyFor('second')}
      : {second: copyFor('second'), first: copyFor('first')};
  const outDir = path.join(dir, `out-${order.replaceAll(' ', '-')}-${plugins.length}`);
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {path: outDir, filename: '[name].js', chunkFilename: '[id].[contenthash:8].js'},
    optimization: {
      minimize: false,
      splitChunks: {cacheGroups: {default: false, defaultVendors: false, ...copies}},
    },
    infrastructureLogging: {level: 'none'},
    plugins,
  };
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  return Object.fromEntries(
    readdirSync(outDir).map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')]),
  );
}

function withRoutes(run: (dir: string) => Promise<void>) {
  return async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'merge-duplicate-chunks-'));
    try {
      mkdirSync(path.join(dir, 'node_modules', 'shared'), {recursive: true});
      writeFileSync(
        path.join(dir, 'node_modules', 'shared', 'index.js'),
        "export const shared = 'code both routes use';\n",
      );
      for (const route of ['first', 'second']) {
        writeFileSync(
          path.join(dir, `${route}.js`),
          `import {shared} from 'shared';\nexport default shared + ' on the ${route} route';\n`,
        );
      }
      writeFileSync(
        path.join(dir, 'entry.js'),
        'export const routes = [\n' +
          '  () => import(/* webpackChunkName: "first" */ "./first.js"),\n' +
          '  () => import(/* webpackChunkName: "second" */ "./second.js"),\n' +
          '];\n',
      );
      await run(dir);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  };
}

/** The chunk files holding the shared package, by content. */
function filesWithShared(files: Record<string, string>): string[] {
  return Object.keys(files)
    .filter((file) => file !== 'main.js' && files[file]!.includes('code both routes use'))
    .sort();
}

function leverPlugins(): WebpackPluginInstance[] {
  const config = mergeDuplicateChunksPlugin().configureWebpack!(
    {},
    false,
    {} as never,
    {} as never,
  ) as Configuration;
  return config.plugins as WebpackPluginInstance[];
}

test(
  'chunks the split leaves with the same modules become one file, and the entry does not depend on the order they were made in',
  withRoutes(async (dir) => {
    const plugins = leverPlugins();
    const made = await buildRoutes(dir, 'first route first', plugins);
    const swapped = await buildRoutes(dir, 'second route first', plugins);
    assert.equal(
      filesWithShared(made).length,
      1,
      `one file holds the package: ${Object.keys(made)}`,
    );
    assert.deepEqual(swapped, made, 'the same files, byte for byte, whichever copy came first');
  }),
);

test(
  'without the lever, webpack writes each copy, and the entry names them in the order they were made',
  withRoutes(async (dir) => {
    const made = await buildRoutes(dir, 'first route first', []);
    const swapped = await buildRoutes(dir, 'second route first', []);
    const copies = filesWithShared(made);
    assert.equal(copies.length, 2, `two copies: ${Object.keys(made)}`);
    const [one, other] = copies.map((file) => made[file]!.replace(/push\(\[\[[\d,]+\]/, ''));
    assert.equal(one, other, 'the copies hold the same code');
    assert.notEqual(
      swapped['main.js'],
      made['main.js'],
      "the routes' chunk ids swap with the order",
    );
  }),
);

test('the lever changes the browser bundle only: the server bundle is not split', () => {
  const server = mergeDuplicateChunksPlugin().configureWebpack!({}, true, {} as never, {} as never);
  assert.deepEqual(server, {});
  const [plugin] = leverPlugins();
  assert.ok(plugin instanceof webpack.optimize.MergeDuplicateChunksPlugin);
});
