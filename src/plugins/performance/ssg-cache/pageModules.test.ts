import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import {inTempDir, runAndClose} from '../runAndClose';
import {eagerImports} from '../server-bundle-one-file';
import {PageModulesPlugin, registryRequests, type PageModules} from './pageModules';

/** A registry entry as core's codegen writes it. */
const entry = (chunk: string, request: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`;

/**
 * A small server bundle of the framework's shape: an entry that imports the
 * registry and a shell; two routes that share a module, one of which also
 * imports the shell; the shell imports a module lazily.
 */
const SITE = {
  'entry.js': `import registry from './registry.js';
import {shell} from './shell.js';
export default () => [registry, shell];`,
  'registry.js': `export default {\n${entry('a1', './a.js')}\n${entry('b2', './b.js')}};\n`,
  'a.js': `import {both} from './both.js';\nimport {shell} from './shell.js';\nexport default 'a' + both + shell;`,
  'b.js': `import {both} from './both.js';\nexport default 'b' + both;`,
  'both.js': `export const both = 'both';`,
  'shell.js': `export const shell = 'shell';\nexport const later = () => import('./later.js');`,
  'later.js': `export default 'later';`,
};

/** Compiles the site as the server compile does, and returns its page modules. */
async function compile(dir: string, eager = true): Promise<PageModules | undefined> {
  let sealed: PageModules | undefined;
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    target: 'node',
    output: {path: path.join(dir, 'out'), filename: 'bundle.js', library: {type: 'commonjs2'}},
    // As server-bundle-one-file and server-without-concatenation set the server compile.
    ...(eager ? eagerImports : {}),
    optimization: {minimize: false, concatenateModules: false},
    infrastructureLogging: {level: 'none'},
    plugins: [
      new PageModulesPlugin(path.join(dir, 'registry.js'), (modules) => void (sealed = modules)),
    ],
  });
  await runAndClose(compiler);
  return sealed;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [file, source] of Object.entries(files)) writeFileSync(path.join(dir, file), source);
}

test("the registry's chunk names and requests are read as core's codegen writes them", () => {
  const codegen = readFileSync(
    createRequire(require.resolve('@docusaurus/core/package.json')).resolve(
      './lib/server/codegen/codegenRoutes.js',
    ),
    'utf8',
  );
  // The line core writes for each entry, with our stand-ins for its values.
  const template = codegen.match(/`( {2}"\$\{chunkName\}": \[\(\) => import.*\],)`/)?.[1];
  assert.ok(template, "core's codegen still writes each registry entry on one line");
  const line = template
    .replaceAll('${chunkName}', '5e95c892')
    .replaceAll('${modulePath}', '@site/docs/intro.md');
  assert.equal(line, entry('5e95c892', '@site/docs/intro.md'));
  assert.deepEqual(
    [...registryRequests(`export default {\n${line}\n${entry('17896441', '@theme/DocItem')}};`)],
    [
      ['5e95c892', '@site/docs/intro.md'],
      ['17896441', '@theme/DocItem'],
    ],
  );
});

test(
  "an edited route module changes its chunk's hash; a module two routes share changes both; a shared module changes the shared hash",
  inTempDir('page-modules-', async (dir) => {
    write(dir, SITE);
    const first = await compile(dir);
    assert.ok(first);
    assert.deepEqual([...first.chunks.keys()], ['a1', 'b2']);
    assert.deepEqual(await compile(dir), first, 'the same build, the same hashes');

    write(dir, {'a.js': SITE['a.js'].replace("'a'", "'a, edited'")});
    const routeEdited = (await compile(dir))!;
    assert.equal(routeEdited.shared, first.shared);
    assert.notEqual(routeEdited.chunks.get('a1'), first.chunks.get('a1'));
    assert.equal(routeEdited.chunks.get('b2'), first.chunks.get('b2'));

    write(dir, {'both.js': `export const both = 'both, edited';`});
    const bothEdited = (await compile(dir))!;
    assert.equal(bothEdited.shared, first.shared);
    assert.notEqual(bothEdited.chunks.get('a1'), routeEdited.chunks.get('a1'));
    assert.notEqual(bothEdited.chunks.get('b2'), routeEdited.chunks.get('b2'));

    // A module a route imports but the entry reaches too is shared.
    write(dir, {'shell.js': SITE['shell.js'].replace("'shell'", "'shell, edited'")});
    const shellEdited = (await compile(dir))!;
    assert.notEqual(shellEdited.shared, bothEdited.shared);

    // So is one the shared code imports lazily.
    write(dir, {'later.js': `export default 'later, edited';`});
    assert.notEqual((await compile(dir))!.shared, shellEdited.shared);
  }),
);

test(
  'lazy imports are followed as eager ones are, and a registry entry that cannot be read gives no hashes',
  inTempDir('page-modules-', async (dir) => {
    write(dir, SITE);
    const eager = (await compile(dir))!;
    const lazy = (await compile(dir, false))!;
    assert.deepEqual([...lazy.chunks.keys()], ['a1', 'b2']);
    write(dir, {'a.js': SITE['a.js'].replace("'a'", "'a, edited'")});
    const lazyEdited = (await compile(dir, false))!;
    assert.notEqual(lazyEdited.chunks.get('a1'), lazy.chunks.get('a1'));
    assert.equal(lazyEdited.chunks.get('b2'), lazy.chunks.get('b2'));
    assert.equal(lazyEdited.shared, lazy.shared);
    assert.equal(eager.chunks.size, 2);

    // An entry written another way than core writes them: its chunk can't be named.
    write(dir, {
      'registry.js': SITE['registry.js'].replace('};', `  "c3": [() => import('./c.js')],\n};`),
      'c.js': `export default 'c';`,
    });
    assert.equal(await compile(dir), undefined);
  }),
);
