#!/usr/bin/env node
/**
 * Rewrites the screenshot baselines of e2e/screenshots.spec.ts (in
 * e2e/__screenshots__/) from a fresh production build, in Debian's Chromium
 * with the fonts the baselines need:
 *
 *   npm run screenshots:update                  # build, then update
 *   npm run screenshots:update -- --skip-build  # the existing build/
 *
 * Only shots that no longer match are rewritten. Look at every changed
 * picture (git status e2e/__screenshots__) before you commit it.
 */
import {spawnSync} from 'node:child_process';
import net from 'node:net';

const skipBuild = process.argv.includes('--skip-build');

function run(command, args, env = process.env) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env});
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

/** A free port, so the served build never collides with a dev server or another worktree's run. */
const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const {port: free} = server.address();
    server.close(() => resolve(free));
  });
});

run('bash', ['scripts/ensure-chromium.sh']);
if (!skipBuild) {
  run('npm', ['run', '--silent', 'build']);
}
run('npx', ['playwright', 'test', 'e2e/screenshots.spec.ts', '--update-snapshots=changed'], {
  ...process.env,
  E2E_PORT: String(port),
  NO_UPDATE_NOTIFIER: '1',
});
