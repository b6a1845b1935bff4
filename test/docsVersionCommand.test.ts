/**
 * `docusaurus docs:version` is how maintainers cut a release's docs. This
 * runs it on a temporary copy of the site, so the command keeps working
 * with our config and plugins without touching the real snapshots.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from './contentFiles';

const SITE_FILES = [
  'package.json',
  'tsconfig.json',
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebarsCommunity.ts',
  'versions.json',
  'config',
  'src',
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'community',
  'blog',
  'changelog',
  'dogfooding',
  'static',
];

const countFiles = (dir: string): number =>
  readdirSync(dir, {withFileTypes: true}).reduce(
    (n, entry) => n + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1),
    0,
  );

test('docs:version snapshots the current docs and lists the new version first', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'docs-version-'));
  try {
    for (const entry of SITE_FILES) {
      cpSync(path.join(ROOT, entry), path.join(site, entry), {recursive: true});
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
    const before = JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8')) as string[];

    execFileSync(path.join(ROOT, 'node_modules/.bin/docusaurus'), ['docs:version', '9.9.9'], {
      cwd: site,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      stdio: 'pipe',
    });

    const after = JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8')) as string[];
    assert.deepEqual(after, ['9.9.9', ...before]);
    assert.equal(
      countFiles(path.join(site, 'versioned_docs/version-9.9.9')),
      countFiles(path.join(site, 'docs')),
    );
    const sidebars = JSON.parse(
      readFileSync(path.join(site, 'versioned_sidebars/version-9.9.9-sidebars.json'), 'utf8'),
    );
    assert.deepEqual(Object.keys(sidebars).sort(), ['api', 'docs']);
    assert.ok(existsSync(path.join(site, 'versioned_docs/version-9.9.9/introduction.mdx')));
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
