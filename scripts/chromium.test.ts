/** CHROME_PATH chooses the browser of the tests and tools; Debian's Chromium is the default. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

/** Runs `code` in a fresh Node with `env` added to (or, for undefined, removed from) ours. */
function evaluate(code: string, env: Record<string, string | undefined>): string {
  const fullEnv: Record<string, string | undefined> = {...process.env, ...env};
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete fullEnv[name];
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', code], {
    cwd: ROOT,
    env: fullEnv,
    encoding: 'utf8',
  });
}

const PRINT_PATH = `import('./scripts/chromium.mjs').then((m) => process.stdout.write(m.CHROMIUM_PATH))`;
const PRINT_PLAYWRIGHT_PATH = `import('./playwright.config.ts').then((m) => process.stdout.write((m.default.default ?? m.default).projects[0].use.launchOptions.executablePath))`;

test('without CHROME_PATH, the tests and tools drive /usr/bin/chromium', () => {
  assert.equal(evaluate(PRINT_PATH, {CHROME_PATH: undefined}), '/usr/bin/chromium');
  assert.equal(evaluate(PRINT_PLAYWRIGHT_PATH, {CHROME_PATH: undefined}), '/usr/bin/chromium');
});

test('CHROME_PATH chooses another browser, for Playwright too', () => {
  assert.equal(evaluate(PRINT_PATH, {CHROME_PATH: '/opt/chrome/chrome'}), '/opt/chrome/chrome');
  assert.equal(
    evaluate(PRINT_PLAYWRIGHT_PATH, {CHROME_PATH: '/opt/chrome/chrome'}),
    '/opt/chrome/chrome',
  );
});

test('ensure-chromium accepts the browser CHROME_PATH names, and stops on one that is missing', () => {
  const run = (chromePath: string) =>
    spawnSync('bash', [path.join(ROOT, 'scripts/ensure-chromium.sh')], {
      env: {...process.env, CHROME_PATH: chromePath},
      encoding: 'utf8',
    });
  assert.equal(run(process.execPath).status, 0);
  const missing = run('/nonexistent/chrome');
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /CHROME_PATH=\/nonexistent\/chrome is not an executable file/);
  assert.doesNotMatch(missing.stdout, /apt-get/);
});
