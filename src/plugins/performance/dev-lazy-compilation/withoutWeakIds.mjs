/**
 * Webpack loader for the generated route registry (`.docusaurus/registry.js`),
 * in the dev server only, for every module that imports it.
 *
 * Each registry entry is `[loader, modulePath, require.resolveWeak(modulePath)]`.
 * A weak reference adds nothing to the bundle, but webpack still builds the
 * module it names, and everything that module imports: so with the weak ids
 * in place, the dev server's first compile built every page of the site
 * although each `import()` had become a lazy-compilation proxy. The browser
 * only reads the weak id to render a page whose code came with the server's
 * HTML (react-loadable's `preloadReady`), which the dev server never does,
 * so the id becomes `undefined`.
 *
 * The debug registry page imports the registry too, and shares this copy
 * (its "resolved path" column is empty in the dev server). With a copy of
 * its own, that copy arrived in the bundle after the first page, and since
 * webpack names dev modules by their path, the two copies' names changed
 * then: the hot update that brought the debug page threw.
 */

const WEAK_ID = /require\.resolveWeak\("[^"]*"\)/g;

/** Replaces every weak module id of the registry with `undefined`. */
export function withoutWeakIds(source) {
  let count = 0;
  const replaced = source.replace(WEAK_ID, () => {
    count += 1;
    return 'undefined';
  });
  return {source: replaced, count};
}

export default function withoutWeakIdsLoader(source) {
  const result = withoutWeakIds(source);
  if (result.count === 0 && source.includes('import(')) {
    // The generated format changed (a Docusaurus upgrade): say so, since the
    // dev server would quietly go back to compiling every page at start.
    this.emitWarning(
      new Error(
        'dev-lazy-compilation: no weak module id in the route registry; every page compiles at start.',
      ),
    );
  }
  return result.source;
}
