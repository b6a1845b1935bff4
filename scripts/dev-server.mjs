/* global performance, fetch, AbortSignal, setTimeout, clearTimeout -- Node 20 globals */
/**
 * `docusaurus start` on a free port, for the benchmark's dev server section
 * and the dev server's end-to-end tests: started in its own process group so
 * that stopping it ends webpack's workers too, with the tail of its output
 * kept for the error when it exits or never answers.
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {setTimeout as sleep} from 'node:timers/promises';

/** @returns {Promise<number>} a port nothing listens on now */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port to listen on');
  return address.port;
}

const OUTPUT_KEPT = 4000;

/**
 * @param {{port: number, env?: NodeJS.ProcessEnv}} options
 */
export function startDevServer({port, env = process.env}) {
  const started = performance.now();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    'npx',
    ['docusaurus', 'start', '--no-open', '--host', '127.0.0.1', '--port', String(port)],
    {env: {NO_UPDATE_NOTIFIER: '1', ...env}, stdio: ['ignore', 'pipe', 'pipe'], detached: true},
  );
  let output = '';
  const keep = (/** @type {Buffer} */ data) => {
    output = (output + data.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {number | null} */
  let exitCode = null;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('exit', (code) => (exitCode = code ?? -1));

  return {
    origin,

    /**
     * Waits until `GET /` answers with the page, which the dev server holds
     * until its first compile is done.
     * @param {number} timeoutMs
     * @returns {Promise<number>} seconds since the server was spawned
     */
    async served(timeoutMs) {
      while (performance.now() - started < timeoutMs) {
        if (exitCode !== null) {
          throw new Error(`docusaurus start exited with ${exitCode}:\n${output}`);
        }
        try {
          const response = await fetch(`${origin}/`, {signal: AbortSignal.timeout(timeoutMs)});
          if (response.ok && (await response.text()).includes('id="__docusaurus"')) {
            return (performance.now() - started) / 1000;
          }
        } catch {
          // Not listening yet.
        }
        await sleep(100);
      }
      throw new Error(`the dev server did not answer within ${timeoutMs / 1000} s:\n${output}`);
    },

    /** Seconds since the server was spawned. */
    elapsed: () => (performance.now() - started) / 1000,

    /** Ends the server and its workers; SIGKILL after 10 s. */
    async stop() {
      if (exitCode !== null || child.pid === undefined) return;
      const pid = child.pid;
      process.kill(-pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
