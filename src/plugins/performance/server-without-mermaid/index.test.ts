import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import webpack, {type Configuration} from 'webpack';
import {clientAndServerConfigs, inTempDir, runAndClose} from '../runAndClose';
import {eagerImports} from '../server-bundle-one-file';
import serverWithoutMermaidPlugin from './index';

const configure = (isServer: boolean) =>
  serverWithoutMermaidPlugin().configureWebpack!(
    {mode: 'production'},
    isServer,
    {} as never,
    {} as never,
  ) as Configuration;

/** A stand-in `mermaid` package, and a component module that loads it lazily, as the site's wrapper reaches the real one. */
function writeSite(dir: string) {
  const pkg = path.join(dir, 'node_modules', 'mermaid');
  mkdirSync(pkg, {recursive: true});
  writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({name: 'mermaid', main: 'index.js'}),
  );
  writeFileSync(
    path.join(pkg, 'index.js'),
    "module.exports = {render: () => 'DRAWN BY THE STAND-IN'};\n",
  );
  writeFileSync(
    path.join(dir, 'entry.js'),
    "export const Diagram = 'diagram';\nexport const draw = () => import('mermaid');\n",
  );
}

/**
 * Both compiles of that site, in a folder of its own under `root`, as the
 * framework's build runs them, the server's reading `import()` eagerly
 * (server-bundle-one-file); `lever` adds this lever's options. Returns the code
 * each compile wrote and what the server bundle's `draw` loads.
 */
async function build(root: string, lever: boolean) {
  const dir = path.join(root, lever ? 'with-lever' : 'without');
  writeSite(dir);
  const configs = clientAndServerConfigs(dir, (name) => ({
    ...(name === 'server' ? eagerImports : {}),
    ...(lever ? configure(name === 'server') : {}),
  }));
  await runAndClose(webpack(configs));
  // The browser compile puts the lazy import in a chunk of its own, so every file of its folder counts.
  const read = (name: string) =>
    readdirSync(path.join(dir, name))
      .map((file) => readFileSync(path.join(dir, name, file), 'utf8'))
      .join('\n');
  const serverFile = path.join(dir, 'server', 'bundle.js');
  const server = createRequire(serverFile)(serverFile) as {
    draw: () => Promise<{default?: unknown}>;
  };
  return {client: read('client'), server: read('server'), drawn: (await server.draw()).default};
}

test(
  'the server compile leaves mermaid out, and a module that imports it still loads; the browser compile keeps it',
  inTempDir('server-without-mermaid-', async (root) => {
    const without = await build(root, false);
    assert.match(without.server, /DRAWN BY THE STAND-IN/);
    assert.equal(typeof (without.drawn as {render?: unknown}).render, 'function');

    const withLever = await build(root, true);
    assert.doesNotMatch(withLever.server, /DRAWN BY THE STAND-IN/);
    assert.match(withLever.server, /'diagram'/);
    assert.deepEqual(withLever.drawn, {});
    assert.match(withLever.client, /DRAWN BY THE STAND-IN/);
    assert.deepEqual(configure(false), {});
  }),
);
