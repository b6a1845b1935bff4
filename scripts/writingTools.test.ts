/** The two writing tools of package.json: npm run check-mdx and npm run word-count. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {proseWords} from './docs-word-count.mjs';

const CHECK_MDX = path.join(__dirname, 'check-mdx.mjs');

test('check-mdx names each problem of a page and passes a good page and a partial', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'check-mdx-'));
  try {
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    const good = write(
      'good.mdx',
      '---\ntitle: Good\ndescription: A page with all it needs.\n---\n\nSee [bad](./bad.mdx).\n\n:::tip\nHi\n:::\n',
    );
    const partial = write('_partial.mdx', 'Shared text, no front matter.\n');
    const bad = write('bad.mdx', '---\ntitle: Bad\n---\n\nSee [gone](./gone.mdx). <div>\n');
    const result = spawnSync(process.execPath, [CHECK_MDX, good, partial, bad], {encoding: 'utf8'});
    assert.equal(result.status, 1);
    assert.match(result.stdout, /✓ .*good\.mdx/);
    assert.match(result.stdout, /✓ .*_partial\.mdx/);
    assert.match(result.stdout, /✗ .*bad\.mdx\n {4}no `description` in front matter\n {4}MDX: /);
    assert.match(result.stdout, /link to missing file \.\/gone\.mdx/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('word-count counts prose only: no front matter, code, imports or tags', () => {
  const source = [
    '---',
    'title: Ten words of front matter that do not count at all',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    'Run the build, then <Tabs>serve</Tabs> it.',
    '',
    '```bash',
    'npm run build',
    '```',
    '{/* a comment */}',
  ].join('\n');
  assert.equal(proseWords(source), 6);
});
