import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {configModules} from '../../build-cache';
import {serviceWorkerCacheVersion} from './index';

test('the key changes with the lockfile and with each patch, and there is none without a lockfile', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'sw-cache-key-'));
  try {
    assert.equal(serviceWorkerCacheVersion(siteDir), undefined, 'no lockfile, no key');
    const lockfile = path.join(siteDir, 'package-lock.json');
    writeFileSync(
      lockfile,
      '{"lockfileVersion": 3, "packages": {"node_modules/webpack": {"version": "5.105.4"}}}',
    );
    const first = serviceWorkerCacheVersion(siteDir);
    assert.match(String(first), /^lock-\w{12}-patches-\w{12}-config-\w{12}$/);
    assert.equal(serviceWorkerCacheVersion(siteDir), first, 'the same files, the same key');

    mkdirSync(path.join(siteDir, 'patches'));
    const patch = path.join(siteDir, 'patches', 'webpack+5.105.4.patch');
    writeFileSync(patch, '+// Patched by the site\n');
    const patched = serviceWorkerCacheVersion(siteDir);
    writeFileSync(patch, '+// Patched by the site, again\n');
    const repatched = serviceWorkerCacheVersion(siteDir);
    writeFileSync(
      lockfile,
      '{"lockfileVersion": 3, "packages": {"node_modules/webpack": {"version": "5.106.0"}}}',
    );
    const upgraded = serviceWorkerCacheVersion(siteDir);
    assert.equal(new Set([first, patched, repatched, upgraded]).size, 4, 'each change, a new key');
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
});

test("the key covers the site's modules that configure the compile, its levers among them", () => {
  const siteDir = path.join(__dirname, '../../../..');
  const modules = configModules(path.join(siteDir, 'src/plugins/pwa/index.ts')).map((file) =>
    path.relative(siteDir, file),
  );
  for (const file of [
    'src/plugins/pwa/index.ts',
    'src/plugins/performance/index.ts',
    'src/plugins/performance/service-worker-esbuild/index.ts',
    'src/plugins/performance/build-dependencies-cached/index.ts',
  ]) {
    assert.ok(modules.includes(file), `${file} is hashed into the key`);
  }
});
