import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as RemarkMath from 'remark-math';
import type * as RehypeKatex from 'rehype-katex';
import {defaultExportOf} from './index';

const SITE_DIR = path.resolve(__dirname, '../../../..');

/**
 * The files jiti compiles while the framework loads the site config, with an
 * empty cache: its debug output names each (`[jiti] [transpile] <file> (…ms)`).
 */
function filesCompiledLoadingTheConfig(): string[] {
  const tmpdir = mkdtempSync(path.join(os.tmpdir(), 'esm-packages-native-'));
  try {
    const load = `require('@docusaurus/utils').loadFreshModule(${JSON.stringify(
      path.join(SITE_DIR, 'docusaurus.config.ts'),
    )}).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });`;
    const result = spawnSync(process.execPath, ['-e', load], {
      cwd: SITE_DIR,
      env: {...process.env, TMPDIR: tmpdir, JITI_DEBUG: '1'},
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    assert.equal(result.status, 0, result.stderr);
    return [...result.stdout.matchAll(/^\[jiti\] \[transpile\](?: \[esm\])? (\S+) \(/gm)].map(
      (match) => path.relative(SITE_DIR, match[1]!),
    );
  } finally {
    rmSync(tmpdir, {recursive: true, force: true});
  }
}

test('loading the config compiles the site’s TypeScript and no package', () => {
  const compiled = filesCompiledLoadingTheConfig();
  // The debug output still names what jiti compiles (else the check below proves nothing).
  assert.ok(compiled.includes('docusaurus.config.ts'), compiled.join('\n'));
  assert.ok(compiled.includes(path.join('config', 'markdown.ts')), compiled.join('\n'));
  const packages = compiled.filter((file) => file.split(path.sep).includes('node_modules'));
  assert.deepEqual(
    packages,
    [],
    'the config loader compiled these package files; load their ES module package with defaultExportOf',
  );
});

test('defaultExportOf gives an ES module package’s default export', () => {
  const remarkMath = defaultExportOf<typeof RemarkMath>('remark-math');
  const rehypeKatex = defaultExportOf<typeof RehypeKatex>('rehype-katex');
  assert.equal(remarkMath.name, 'remarkMath');
  assert.equal(rehypeKatex.name, 'rehypeKatex');
});
