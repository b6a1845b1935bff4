import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {skipHtmlMinificationByDefault} from './env';

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

test('skipHtmlMinificationByDefault sets the flag only when it is not set', () => {
  const unset: NodeJS.ProcessEnv = {};
  skipHtmlMinificationByDefault(unset);
  assert.deepEqual(unset, {SKIP_HTML_MINIFICATION: 'true'});
  const minify: NodeJS.ProcessEnv = {SKIP_HTML_MINIFICATION: 'false'};
  skipHtmlMinificationByDefault(minify);
  assert.deepEqual(minify, {SKIP_HTML_MINIFICATION: 'false'});
});
