import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import webpack, {type Configuration} from 'webpack';
import {clientAndServerConfigs, runAndClose, watchWebpackDisk} from '../runAndClose';
import sharedInputFileSystemPlugin, {ShareInputFileSystem} from './index';

/** The plugin's webpack plugins for a config of this mode, as configureWebpack returns them. */
const pluginsFor = (plugin: ReturnType<typeof sharedInputFileSystemPlugin>, mode: string) =>
  (
    plugin.configureWebpack!(
      {mode} as Configuration,
      false,
      {} as never,
      {} as never,
    ) as Configuration
  ).plugins ?? [];

/**
 * Builds a client and a server bundle of the same three modules in one
 * MultiCompiler, as the framework's production build does, with `plugins`
 * added to each, and counts how often each source file was read from disk.
 * webpack's cached file system reads through graceful-fs, and takes its
 * `readFile` when a compiler is created.
 */
async function readsPerSource(pluginsOf: () => Configuration['plugins']) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-input-file-system-'));
  const reads = new Map<string, number>();
  const stopWatching = watchWebpackDisk(['readFile'], (_, file) => {
    if (file.startsWith(dir)) {
      reads.set(path.basename(file), (reads.get(path.basename(file)) ?? 0) + 1);
    }
  });
  try {
    writeFileSync(
      path.join(dir, 'entry.js'),
      "import {page} from './page.js';\nexport default page;\n",
    );
    writeFileSync(
      path.join(dir, 'page.js'),
      "import {title} from './title.js';\nexport const page = `<h1>${title}</h1>`;\n",
    );
    writeFileSync(path.join(dir, 'title.js'), "export const title = 'Docs';\n");
    await runAndClose(webpack(clientAndServerConfigs(dir, () => ({plugins: pluginsOf()}))));
    const server = readFileSync(path.join(dir, 'server', 'bundle.js'), 'utf8');
    assert.match(server, /Docs/, 'the server bundle is built from the sources');
    return reads;
  } finally {
    stopWatching();
    rmSync(dir, {recursive: true, force: true});
  }
}

// package.json is the resolver looking for the folder's description file (there is none).
test('the client and the server compiler read each source file once between them', async () => {
  const plugin = sharedInputFileSystemPlugin();
  const reads = await readsPerSource(() => pluginsFor(plugin, 'production'));
  assert.deepEqual(Object.fromEntries(reads), {
    'package.json': 1,
    'entry.js': 1,
    'page.js': 1,
    'title.js': 1,
  });
});

test('without the lever, each compiler reads each source file itself', async () => {
  const reads = await readsPerSource(() => []);
  assert.deepEqual(Object.fromEntries(reads), {
    'package.json': 2,
    'entry.js': 2,
    'page.js': 2,
    'title.js': 2,
  });
});

test('the dev server, one compiler, is left alone', () => {
  assert.deepEqual(pluginsFor(sharedInputFileSystemPlugin(), 'development'), []);
  const [share] = pluginsFor(sharedInputFileSystemPlugin(), 'production');
  assert.ok(share instanceof ShareInputFileSystem);
});
