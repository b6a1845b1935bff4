import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler, Configuration, Module} from 'webpack';

/**
 * The dev server compiles a page the first time a browser asks for it.
 *
 * `docusaurus start` compiled every page of the site before it answered the
 * first request: all the docs, the blog, the changelog and the test area,
 * though a writer opens a few of them. webpack's lazy compilation makes each
 * `import()` a small proxy module instead; the route registry imports every
 * page with `import()`, so the first compile holds the entry and the proxies.
 * When a proxy runs in the browser, client.mjs asks the dev server for its
 * module, this plugin marks it active, and webpack compiles it and sends it
 * through hot module replacement. A page, once compiled, stays compiled.
 *
 * webpack's default backend listens on a second, random port and keeps an
 * EventSource open per tab so it can let modules go: that port is not
 * forwarded when the dev server runs in a container or a remote machine, so
 * the requests go to this endpoint on the dev server itself instead.
 * withoutWeakIds.mjs removes what made webpack build every page regardless,
 * in the one copy of the registry every importer gets. Production builds are
 * left alone.
 */

/** The dev server path the browser posts module keys to. */
export const ENDPOINT = '/__docusaurus/lazy-compilation';

/** How long the endpoint collects keys before it starts a compile. */
const BURST_MS = 20;

/** Longest request body accepted: a page asks for a handful of keys. */
const MAX_BODY_BYTES = 1 << 20;

type Middleware = (request: IncomingMessage, response: ServerResponse) => void;

/** The keys in a request body, or a message saying why it has none. */
function parseKeys(body: string): string[] | string {
  try {
    const keys: unknown = JSON.parse(body);
    if (Array.isArray(keys) && keys.length > 0 && keys.every((key) => typeof key === 'string')) {
      return keys;
    }
  } catch {
    // Reported below.
  }
  return 'Expected a JSON array of module keys.';
}

/**
 * The state one dev server shares between webpack (which asks whether a
 * module is active) and the endpoint (which activates modules).
 */
export function createLazyCompilation() {
  const active = new Set<string>();
  let compiler: Compiler | undefined;

  /** webpack's lazy-compilation backend: names each proxy's key and client. */
  function backend(
    backendCompiler: Compiler,
    callback: (
      error: null | Error,
      api?: {
        dispose: (done: () => void) => void;
        module: (module: Module) => {client: string; data: string; active: boolean};
      },
    ) => void,
  ) {
    compiler = backendCompiler;
    callback(null, {
      dispose: (done) => done(),
      module: (module) => {
        const key = module.identifier();
        return {
          client: `${path.join(__dirname, 'client.mjs')}?${encodeURIComponent(ENDPOINT)}`,
          data: key,
          active: active.has(key),
        };
      },
    });
  }

  let invalidating: NodeJS.Timeout | undefined;
  /**
   * One compile for the keys of requests that arrive together. A page's
   * proxies run in separate tasks, so the home page posts three requests in
   * the same millisecond; webpack started a compile on the first and, for the
   * others, a second compile once it ended.
   */
  function invalidateSoon() {
    invalidating ??= setTimeout(() => {
      invalidating = undefined;
      compiler?.watching?.invalidate();
    }, BURST_MS);
  }

  /** Marks the posted keys active and starts a compile if any was new. */
  const middleware: Middleware = (request, response) => {
    const reply = (status: number, message: string) => {
      response.writeHead(status, {'content-type': 'text/plain; charset=utf-8'});
      response.end(message);
    };
    if (request.method !== 'POST') {
      reply(405, `POST a JSON array of module keys to ${ENDPOINT}.`);
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    const read = (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) {
        reply(413, 'Too many module keys in one request.');
        // Read the rest and drop it, so the client gets the answer.
        request.off('data', read);
        request.resume();
      }
    };
    request.on('data', read);
    request.on('end', () => {
      if (response.writableEnded) return;
      const keys = parseKeys(body);
      if (typeof keys === 'string') {
        reply(400, keys);
        return;
      }
      const asked = new Set(keys);
      const added = [...asked].filter((key) => !active.has(key));
      added.forEach((key) => active.add(key));
      if (added.length > 0) invalidateSoon();
      reply(200, `${added.length} of ${asked.size} modules newly compiling.`);
    });
  };

  return {backend, middleware, active};
}

/** webpack's config with the dev server's, which Docusaurus reads from it. */
type WithDevServer = Configuration & {
  devServer: {setupMiddlewares: (middlewares: unknown[]) => unknown[]};
};

/** What the plugin adds to the dev server's client config. */
export function lazyCompilationConfig(registryFile: string): WithDevServer {
  const {backend, middleware} = createLazyCompilation();
  return {
    experiments: {lazyCompilation: {imports: true, entries: false, backend}},
    module: {
      rules: [
        {
          test: registryFile,
          enforce: 'pre',
          use: [{loader: path.join(__dirname, 'withoutWeakIds.mjs')}],
        },
      ],
    },
    devServer: {
      // Docusaurus merges this config with its own by webpack-merge, which
      // calls both setupMiddlewares functions with the same list and joins
      // what they return: so add to the list and return nothing more.
      setupMiddlewares(middlewares: unknown[]) {
        middlewares.unshift({name: 'lazy-compilation', path: ENDPOINT, middleware});
        return [];
      },
    },
  };
}

export default function devLazyCompilationPlugin(context: LoadContext): Plugin<unknown> {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'dev-lazy-compilation',
    configureWebpack(config, isServer) {
      return config.mode === 'development' && !isServer ? lazyCompilationConfig(registryFile) : {};
    },
  };
}
