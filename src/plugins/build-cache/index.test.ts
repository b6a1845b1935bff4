import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import buildCachePlugin, {configModules, filesHash} from './index';

const SITE_DIR = path.join(__dirname, '../../..');

test('the config modules are every relative import that runs, followed file by file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
  try {
    const write = (file: string, source: string) => writeFileSync(path.join(dir, file), source);
    write(
      'entry.ts',
      [
        "import React from 'react';",
        "import type {Shape} from './types';",
        'import {',
        '  first,',
        '  second,',
        "} from './first';",
        "import './sideEffect';",
        "export {third} from './third';",
        "const data = require('./data.json');",
      ].join('\n'),
    );
    write('types.ts', 'export interface Shape {}');
    write('first.ts', "export * from './nested/deep';\nexport const first = 1, second = 2;");
    write('sideEffect.ts', '');
    write('third.mjs', 'export const third = 3;');
    write('data.json', '{}');
    mkdirSync(path.join(dir, 'nested'));
    write('nested/deep.ts', 'export const deep = true;');
    assert.deepEqual(
      configModules(path.join(dir, 'entry.ts')).map((file) => path.relative(dir, file)),
      ['data.json', 'entry.ts', 'first.ts', 'nested/deep.ts', 'sideEffect.ts', 'third.mjs'],
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the site config reaches the modules its build runs, and no browser-only code', () => {
  const modules = configModules(path.join(SITE_DIR, 'docusaurus.config.ts')).map((file) =>
    path.relative(SITE_DIR, file),
  );
  for (const file of [
    'config/plugins.ts',
    'config/markdown.ts',
    'src/plugins/performance/palette-png/index.ts',
    'src/plugins/performance/code-highlight/rehypeCodeTokens.ts',
    'dogfooding/index.ts',
  ]) {
    assert.ok(modules.includes(file), `${file} names the cache`);
  }
  assert.deepEqual(
    modules.filter((file) => /^src\/(theme|pages|components)\//.test(file)),
    [],
  );
});

test('a change to a config module or a patch gives the cache another version', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
  try {
    const file = path.join(dir, 'plugins.ts');
    writeFileSync(file, 'export const sizes = [640, 1030];');
    const before = filesHash([file]);
    writeFileSync(file, 'export const sizes = [400, 720, 1030];');
    assert.notEqual(filesHash([file]), before);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  const config = {cache: {type: 'filesystem' as const, version: '3.5.2-abc'}};
  buildCachePlugin().configureWebpack?.(config as never, false, {} as never, {} as never);
  assert.match(config.cache.version, /^3\.5\.2-abc-patches-[0-9a-f]{12}-config-[0-9a-f]{12}$/);
  // Without a persistent cache there is nothing to name.
  const uncached = {cache: false};
  buildCachePlugin().configureWebpack?.(uncached as never, false, {} as never, {} as never);
  assert.deepEqual(uncached, {cache: false});
});

test('with write: false (BUILD_CACHE=false), the build has no persistent cache', () => {
  const config = {cache: {type: 'filesystem' as const, version: '3.5.2-abc'}};
  const merged = buildCachePlugin(undefined, {write: false}).configureWebpack?.(
    config as never,
    false,
    {} as never,
    {} as never,
  );
  assert.deepEqual(merged, {cache: false});
});
