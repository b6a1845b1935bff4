/**
 * Dev server readiness: from spawning `docusaurus start` to the first
 * response to `GET /` that is the page. The dev server holds requests until
 * its first compilation is done, so that response marks the moment a writer
 * can start working. config/docs.ts limits dev to the current docs version.
 */
import {spawn} from 'node:child_process';
import {rm} from 'node:fs/promises';
import {setTimeout as sleep} from 'node:timers/promises';
import {env} from './build.mjs';

/** Webpack's cache of the dev client build (Docusaurus names it client-development-<locale>). */
const DEV_CACHE = 'node_modules/.cache/webpack/client-development-en';
const TIMEOUT_MS = 10 * 60 * 1000;

async function stop(child: ReturnType<typeof spawn>) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.exitCode !== null || child.pid === undefined) return;
  // The server runs in its own process group: end webpack's workers with it.
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Seconds until the dev server answers `GET /` with the home page. */
async function timeToReady(port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(
    'npx',
    ['docusaurus', 'start', '--no-open', '--host', '127.0.0.1', '--port', String(port)],
    {env, stdio: 'ignore', detached: true},
  );
  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? -1));
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (exitCode !== null) throw new Error(`docusaurus start exited with ${exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body = await response.text();
        if (response.ok && body.includes('id="__docusaurus"')) {
          return (performance.now() - started) / 1000;
        }
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    throw new Error(`the dev server was not ready within ${TIMEOUT_MS / 1000} s`);
  } finally {
    await stop(child);
  }
}

/**
 * Two starts: the first with webpack's dev cache removed (a fresh clone, or
 * the first start after `docusaurus clear`), the second with the cache the
 * first one left (the everyday case).
 */
export async function devServerReady(port: number, log: (message: string) => void) {
  await rm(DEV_CACHE, {recursive: true, force: true});
  log('dev server, empty cache…');
  const coldSeconds = await timeToReady(port);
  log(`dev server ready in ${coldSeconds.toFixed(1)} s; again with its cache…`);
  const warmSeconds = await timeToReady(port);
  return {coldSeconds, warmSeconds};
}
