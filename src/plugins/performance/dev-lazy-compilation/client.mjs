/* global __resourceQuery, fetch, setTimeout -- browser globals, and webpack's module query */
/**
 * The browser side of the dev server's lazy compilation (index.ts says why).
 *
 * webpack replaces each `import()` with a proxy module that calls `keepAlive`
 * when it runs. A proxy that is not active yet asks the dev server to compile
 * its module: the keys that arrive in the same turn of the event loop go in
 * one POST. The compiled module then comes through the dev server's hot
 * module replacement, which resolves the proxy's promise. webpack's own client
 * keeps an EventSource open on a second port instead, so that it can let
 * modules go again; this one asks once, on the page's own origin.
 *
 * Plain JavaScript, so that webpack needs no loader for it.
 */

/** The dev server's endpoint, which index.ts passes in the module's query. */
const endpoint = decodeURIComponent(__resourceQuery.slice(1));

/** @typedef {{data: string, active: boolean, onError: (error: Error) => void}} KeepAliveOptions */

/** @type {KeepAliveOptions[]} */
let waiting = [];

/** @param {KeepAliveOptions[]} batch */
async function ask(batch) {
  const keys = batch.map(({data}) => data);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(keys),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  } catch (cause) {
    const error = new Error(
      `The dev server did not take the request to compile ${keys.join(', ')} (${String(cause)}). Is \`docusaurus start\` still running? Reload the page once it is.`,
    );
    batch.forEach(({onError}) => onError(error));
  }
}

/**
 * @param {KeepAliveOptions} options
 * @returns {() => void} what webpack calls when the proxy is replaced
 */
export function keepAlive(options) {
  if (!options.active) {
    waiting.push(options);
    if (waiting.length === 1) {
      setTimeout(() => {
        const batch = waiting;
        waiting = [];
        void ask(batch);
      });
    }
  }
  // A compiled module stays compiled for the rest of the session: nothing to let go.
  return () => {};
}
