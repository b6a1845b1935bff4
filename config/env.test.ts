import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

test('importing config/env.ts reads the environment and changes nothing in it', () => {
  const script = `import('./config/env.ts').then(() => process.stdout.write(JSON.stringify(process.env)))`;
  const env: Record<string, string | undefined> = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  delete env.SKIP_HTML_MINIFICATION;
  const after = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: root,
      env,
      encoding: 'utf8',
    }),
  ) as Record<string, string>;
  assert.equal(after.SKIP_HTML_MINIFICATION, undefined);
});
