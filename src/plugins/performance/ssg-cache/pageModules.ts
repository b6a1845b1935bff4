import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import type {Compilation, Compiler, Module} from 'webpack';

/**
 * What each page's render can run, as hashes of the server bundle's modules,
 * so that ssg-cache renders again only the pages whose code or content changed.
 *
 * The framework's route registry (`.docusaurus/registry.js`) imports each
 * route's component, content and props under a chunk name, and the render
 * records the chunk names a page used (`collectedData[page].modules`). So:
 *
 * - `shared` hashes every module the bundle reaches without going through
 *   the registry's imports, and webpack's runtime: the theme's shell, the
 *   route table, the site config, the registry itself. A change there can
 *   change any page.
 * - `chunks` gives, for each chunk name, a hash of the modules its import
 *   reaches that are not shared: a page's own content and metadata, and
 *   the components only some routes use.
 *
 * A page's render runs shared modules and the modules of the chunks it
 * records, and nothing else; a route that starts using other chunks changes
 * the route table, which is shared.
 */
export type PageModules = {shared: string; chunks: Map<string, string>};

/**
 * The registry's entries, `"chunkName": [() => import(/* … *\/ "request"), …]`,
 * as core's `lib/server/codegen/codegenRoutes.js` writes them.
 */
const REGISTRY_ENTRY =
  /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "([^"]+)"\)/gm;

export function registryRequests(source: string): Map<string, string> {
  return new Map(
    [...source.matchAll(REGISTRY_ENTRY)].map(([, chunk, request]) => [chunk!, request!]),
  );
}

function isWeak(dependency: unknown): boolean {
  return Boolean((dependency as {weak?: boolean} | null)?.weak);
}

/** Every module `from` reaches, through any import but those `stop` says not to follow. */
function reach(
  compilation: Compilation,
  from: Iterable<Module>,
  stop: (module: Module) => boolean,
): Set<Module> {
  const seen = new Set<Module>();
  const queue = [...from];
  while (queue.length > 0) {
    const module = queue.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    if (stop(module)) continue;
    for (const connection of compilation.moduleGraph.getOutgoingConnections(module)) {
      // A weak import (`require.resolveWeak`) runs nothing by itself.
      if (connection.module && !isWeak(connection.dependency)) queue.push(connection.module);
    }
  }
  return seen;
}

function moduleHash(compilation: Compilation, module: Module): string {
  const {chunkGraph} = compilation;
  const runtimes = [...chunkGraph.getModuleRuntimes(module)].map(String).sort();
  return `${module.identifier()}\0${runtimes
    .map((runtime) => chunkGraph.getModuleHash(module, runtime))
    .join(',')}`;
}

function hashOf(compilation: Compilation, modules: Iterable<Module>, extra: string[] = []): string {
  const hash = createHash('sha256');
  for (const line of [
    ...[...modules].map((module) => moduleHash(compilation, module)),
    ...extra,
  ].sort()) {
    hash.update(line).update('\n');
  }
  return hash.digest('hex');
}

/** The page modules of a sealed compilation; undefined when its registry can't be followed. */
export function pageModules(
  compilation: Compilation,
  registryFile: string,
): PageModules | undefined {
  const {moduleGraph, chunkGraph} = compilation;
  const registry = [...compilation.modules].find(
    (module) => (module as {resource?: string}).resource === registryFile,
  );
  if (!registry) return undefined;
  const entries = [...compilation.entries.values()].flatMap(({dependencies}) =>
    dependencies.map((dependency) => moduleGraph.getModule(dependency)).filter((m) => m !== null),
  );
  const shared = reach(compilation, entries, (module) => module === registry);
  const runtime = [...compilation.chunks].flatMap((chunk) =>
    [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].map((module) =>
      moduleHash(compilation, module),
    ),
  );
  const byRequest = new Map<string, Module>();
  for (const connection of moduleGraph.getOutgoingConnections(registry)) {
    const request = (connection.dependency as {request?: string} | null)?.request;
    if (request && connection.module && !isWeak(connection.dependency)) {
      byRequest.set(request, connection.module);
    }
  }
  const requests = registryRequests(readFileSync(registryFile, 'utf8'));
  const named = new Set(requests.values());
  // An import the registry makes under no chunk name we could read could hide a change.
  if ([...byRequest.keys()].some((request) => !named.has(request))) return undefined;
  const chunks = new Map<string, string>();
  for (const [chunk, request] of requests) {
    const target = byRequest.get(request);
    // A chunk we can't follow could hide a change: every page is rendered.
    if (!target) return undefined;
    // What a shared module reaches is shared too, so the walk stops there.
    const own = [...reach(compilation, [target], (m) => shared.has(m))].filter(
      (m) => !shared.has(m),
    );
    chunks.set(chunk, hashOf(compilation, own));
  }
  return {shared: hashOf(compilation, shared, runtime), chunks};
}

/** Hands the server compile's page modules to `onSeal` each time it seals. */
export class PageModulesPlugin {
  constructor(
    private readonly registryFile: string,
    private readonly onSeal: (modules: PageModules | undefined) => void,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageModulesPlugin', (compilation) => {
      this.onSeal(undefined);
      compilation.hooks.afterSeal.tap('PageModulesPlugin', () => {
        this.onSeal(pageModules(compilation, this.registryFile));
      });
    });
  }
}
