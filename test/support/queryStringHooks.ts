/**
 * Runs a hook of the site that keeps its state in the URL query string on the
 * framework's own `useQueryString` and `useQueryStringList`
 * (`@docusaurus/theme-common`), in Node, with an in-memory history in place of
 * the browser's. So a unit test asserts the URLs the reader gets, not a copy
 * of the framework's logic.
 *
 * esbuild bundles the hook's module and maps what the bundler's aliases map in
 * a build: `@docusaurus/router` gives the test history, and
 * `@docusaurus/useIsomorphicLayoutEffect` is core's own. `@docusaurus/theme-common`
 * is the file of the package that defines the two hooks
 * (`lib/utils/historyUtils.js`), because its index pulls in the whole theme; when
 * an upgrade moves that file, these tests fail on the path.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {build, type Plugin} from 'esbuild';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';

const ROOT = path.join(__dirname, '../..');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const themeCommonDir = path.join(path.dirname(requireFromRoot.resolve('@docusaurus/theme-common')));
const coreExports = path.join(
  path.dirname(requireFromRoot.resolve('@docusaurus/core/package.json')),
  'lib/client/exports',
);

/** A location as history 4, the history of react-router 5, keeps it. */
export type TestLocation = {pathname: string; search: string; hash: string};
type To = string | Partial<TestLocation>;

const withPrefix = (value: string | undefined, prefix: string) =>
  !value ? '' : value.startsWith(prefix) ? value : `${prefix}${value}`;

function parseUrl(url: string): TestLocation {
  const {pathname, search, hash} = new URL(url, 'http://localhost');
  return {pathname, search, hash};
}

/**
 * The browser history of history 4, in memory, as far as the framework's
 * hooks use it. A location object resolves as history 4 resolves it: without
 * a pathname it keeps the current one, and search and hash get their `?` and
 * `#` (a missing one is empty).
 */
export class TestHistory {
  readonly entries: TestLocation[];
  action: 'POP' | 'PUSH' | 'REPLACE' = 'POP';
  private readonly listeners = new Set<(location: TestLocation, action: string) => void>();

  constructor(url: string) {
    this.entries = [parseUrl(url)];
  }

  get location(): TestLocation {
    return this.entries.at(-1)!;
  }

  /** The current path, query and hash, as the address bar shows them after the origin. */
  get url(): string {
    const {pathname, search, hash} = this.location;
    return `${pathname}${search}${hash}`;
  }

  get length(): number {
    return this.entries.length;
  }

  readonly listen = (listener: (location: TestLocation, action: string) => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly block = () => () => {};

  // Bound, as history 4's own functions are: the framework calls them unbound.
  readonly push = (to: To): void => {
    this.entries.push(this.resolve(to));
    this.notify('PUSH');
  };

  readonly replace = (to: To): void => {
    this.entries[this.entries.length - 1] = this.resolve(to);
    this.notify('REPLACE');
  };

  private resolve(to: To): TestLocation {
    if (typeof to === 'string') return parseUrl(to);
    return {
      pathname: to.pathname || this.location.pathname,
      search: withPrefix(to.search, '?'),
      hash: withPrefix(to.hash, '#'),
    };
  }

  private notify(action: 'PUSH' | 'REPLACE'): void {
    this.action = action;
    this.listeners.forEach((listener) => listener(this.location, action));
  }
}

const TEST_ROUTER = `
let current = null;
export function setTestHistory(history) { current = history; }
export function useHistory() {
  if (!current) throw new Error('call renderHook with a TestHistory first');
  return current;
}
export function useLocation() { return useHistory().location; }
`;

const frameworkAliases: Plugin = {
  name: 'framework-aliases',
  setup(build) {
    build.onResolve({filter: /^@docusaurus\/router$/}, () => ({
      path: 'test-router',
      namespace: 'test-router',
    }));
    build.onLoad({filter: /.*/, namespace: 'test-router'}, () => ({
      contents: TEST_ROUTER,
      loader: 'js',
    }));
    build.onResolve({filter: /^@docusaurus\/theme-common$/}, () => ({
      path: path.join(themeCommonDir, 'utils/historyUtils.js'),
    }));
    build.onResolve({filter: /^@docusaurus\/useIsomorphicLayoutEffect$/}, () => ({
      path: path.join(coreExports, 'useIsomorphicLayoutEffect.js'),
    }));
  },
};

type Loaded<T> = T & {setTestHistory(history: TestHistory): void};

/** Bundles a module of the site with the framework's query-string hooks, and loads it. */
export async function loadWithQueryStringHooks<T>(file: string): Promise<Loaded<T>> {
  const result = await build({
    stdin: {
      contents: `export * from ${JSON.stringify(file)};\nexport {setTestHistory} from '@docusaurus/router';\n`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    // The framework ships JSX in its .js files; webpack compiles them in a build.
    loader: {'.js': 'jsx'},
    // One React for the hooks and the renderer.
    external: ['react', 'react-dom'],
    plugins: [frameworkAliases],
    logLevel: 'silent',
  });
  const module = {exports: {} as Loaded<T>};
  new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(
    module,
    module.exports,
    requireFromRoot,
  );
  return module.exports;
}

/**
 * Renders `useHook` once, as the server does, on `history`, and returns what
 * it returned. Setters it returns update `history` when called afterwards.
 */
export function renderHook<R>(
  loaded: {setTestHistory(history: TestHistory): void},
  history: TestHistory,
  useHook: () => R,
): R {
  let value: {current: R} | undefined;
  function Probe(): null {
    value = {current: useHook()};
    return null;
  }
  loaded.setTestHistory(history);
  renderToString(createElement(Probe));
  if (!value) throw new Error('the hook did not render');
  return value.current;
}

/**
 * Loads the module `file` once and returns `openAt(url)`: a history at `url`,
 * and a render of the hook `pick` names, for a test that sets filters and
 * reads the URL back.
 */
export function hookAtUrl<T, R>(file: string, pick: (loaded: Loaded<T>) => () => R) {
  const loading = loadWithQueryStringHooks<T>(file);
  return async function openAt(url: string) {
    const loaded = await loading;
    const history = new TestHistory(url);
    return {history, render: () => renderHook(loaded, history, pick(loaded))};
  };
}
