import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoaderContext} from 'webpack';
import {swapInMdxOnceLoader} from './index';
import {createMdxOnceLoader, type CompiledMdx} from './mdxOnceLoader.mjs';

type Outcome = {error: Error | null; code?: string; dependencies: string[]};

/** Runs the loader as one compiler would, and resolves with what it handed back. */
function runLoader(
  loader: ReturnType<typeof createMdxOnceLoader>,
  compiler: 'client' | 'server',
  source: string,
  resource = '/site/docs/intro.mdx',
): Promise<Outcome> {
  return new Promise((resolve) => {
    const dependencies: string[] = [];
    const context = {
      resource,
      _compiler: {name: compiler},
      addDependency: (file: string) => dependencies.push(file),
      async: () => (error: Error | null, code?: string) => resolve({error, code, dependencies}),
    } as unknown as LoaderContext<unknown>;
    loader.call(context, source);
  });
}

function countingCompiler() {
  const calls: string[] = [];
  const compile = async (
    _context: LoaderContext<unknown>,
    source: string,
  ): Promise<CompiledMdx> => {
    calls.push(source);
    if (source.includes('broken')) throw new Error('MDX compilation failed');
    return {code: `compiled(${source})`, dependencies: ['/site/.docusaurus/intro.json']};
  };
  return {calls, loader: createMdxOnceLoader(compile)};
}

test('one compile serves both compilers, and each declares the files the page depends on', async () => {
  const {calls, loader} = countingCompiler();
  const [client, server] = await Promise.all([
    runLoader(loader, 'client', '# Intro'),
    runLoader(loader, 'server', '# Intro'),
  ]);
  assert.equal(calls.length, 1);
  assert.equal(client.code, 'compiled(# Intro)');
  assert.equal(server.code, 'compiled(# Intro)');
  assert.deepEqual(client.dependencies, ['/site/.docusaurus/intro.json']);
  assert.deepEqual(server.dependencies, ['/site/.docusaurus/intro.json']);
});

test('other files, a changed file and a rebuild by the same compiler are compiled again', async () => {
  const {calls, loader} = countingCompiler();
  await runLoader(loader, 'client', '# Intro');
  await runLoader(loader, 'client', '# Other', '/site/docs/other.mdx');
  await runLoader(loader, 'server', '# Intro, edited');
  await runLoader(loader, 'client', '# Intro, edited');
  await runLoader(loader, 'client', '# Intro, edited');
  assert.deepEqual(calls, ['# Intro', '# Other', '# Intro, edited', '# Intro, edited']);
});

test('a compile error reaches both compilers', async () => {
  const {loader} = countingCompiler();
  const [client, server] = await Promise.all([
    runLoader(loader, 'client', 'broken'),
    runLoader(loader, 'server', 'broken'),
  ]);
  assert.match(String(client.error), /MDX compilation failed/);
  assert.match(String(server.error), /MDX compilation failed/);
});

test("the framework's MDX loader is swapped in nested rules, keeping its options", () => {
  const options = {markdownConfig: {}};
  const mdx = require.resolve('@docusaurus/mdx-loader');
  const rules = [
    {test: /\.css$/, use: ['style-loader']},
    {oneOf: [{test: /\.mdx?$/, use: [{loader: 'esbuild-loader'}, {loader: mdx, options}]}]},
    {rules: [{test: /\.md$/, use: [{loader: mdx, options}]}]},
  ];
  assert.equal(swapInMdxOnceLoader(rules), 2);
  const swapped = JSON.stringify(rules, (_key, value: unknown) =>
    value instanceof RegExp ? String(value) : value,
  );
  assert.doesNotMatch(swapped, /mdx-loader/);
  assert.equal((rules[2]!.rules![0]!.use[0] as {options: unknown}).options, options);
  assert.match((rules[1]!.oneOf![0]!.use[1] as {loader: string}).loader, /mdxOnceLoader\.mjs$/);
});
