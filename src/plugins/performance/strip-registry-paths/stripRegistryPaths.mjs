/**
 * Webpack loader for the generated route registry (`.docusaurus/registry.js`)
 * as the route component creator imports it in the browser bundle.
 *
 * Each registry entry is `[loader, modulePath, weakModuleId]`. The module
 * path only serves server rendering, which reports the modules a page used;
 * the browser never reads it. With about 800 entries, the paths are 42 KiB
 * of the entry bundle (6 KiB gzip), so they are emptied here. The debug
 * registry page imports the registry without this loader and still lists them.
 */

const ENTRY_PATH = /(\*\/ "[^"]*"\), )"[^"]*"(, require\.resolveWeak\()/g;

/** Empties the module path of every registry entry. */
export function stripRegistryPaths(source) {
  let count = 0;
  const stripped = source.replace(ENTRY_PATH, (_match, before, after) => {
    count += 1;
    return `${before}""${after}`;
  });
  return {source: stripped, count};
}

export default function stripRegistryPathsLoader(source) {
  const result = stripRegistryPaths(source);
  if (result.count === 0 && source.includes('require.resolveWeak')) {
    // The generated format changed (a Docusaurus upgrade): say so rather than
    // silently keeping the paths.
    this.emitWarning(new Error('stripRegistryPaths: no registry entry matched; paths kept.'));
  }
  return result.source;
}
