/**
 * With DOCUSAURUS_CRASH_TEST=true, the test area's crashTest page throws
 * during server rendering, and the build must fail with an error that names
 * the page. Runs on a minimal site (dogfooding/crashTest.config.ts) in a
 * temporary folder, so it is quick and leaves the real build alone.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from './contentFiles';

function buildCrashTestSite(crash: boolean) {
  const site = mkdtempSync(path.join(os.tmpdir(), 'crash-test-'));
  try {
    mkdirSync(path.join(site, 'dogfooding/pages'), {recursive: true});
    cpSync(
      path.join(ROOT, 'dogfooding/pages/crashTest.tsx'),
      path.join(site, 'dogfooding/pages/crashTest.tsx'),
    );
    cpSync(
      path.join(ROOT, 'dogfooding/crashTest.config.ts'),
      path.join(site, 'dogfooding/crashTest.config.ts'),
    );
    cpSync(path.join(ROOT, 'config/env.ts'), path.join(site, 'config/env.ts'));
    cpSync(path.join(ROOT, 'package.json'), path.join(site, 'package.json'));
    cpSync(path.join(ROOT, 'tsconfig.json'), path.join(site, 'tsconfig.json'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
    return spawnSync(
      path.join(ROOT, 'node_modules/.bin/docusaurus'),
      ['build', '--config', 'dogfooding/crashTest.config.ts', '--no-minify'],
      {
        cwd: site,
        encoding: 'utf8',
        env: {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_CRASH_TEST: crash ? 'true' : ''},
      },
    );
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
}

test('the crash flag makes the build fail with an error naming crashTest', () => {
  const result = buildCrashTestSite(true);
  assert.notEqual(result.status, 0, 'the build should fail');
  const output = `${result.stdout}\n${result.stderr}`;
  assert.match(output, /\/tests\/pages\/crashTest\//);
  assert.match(output, /crashTest: this page throws during server rendering/);
});
