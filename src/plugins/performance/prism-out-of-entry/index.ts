import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The theme's client module that registers Prism languages before the app
 * renders. Client modules end up in the entry bundle every page loads; code
 * is highlighted at build time instead (../code-highlight), and the one
 * browser-side highlighter registers them itself
 * (../code-highlight/client/highlightInBrowser.tsx).
 */
export const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/**
 * Keeps Prism and the extra grammars out of the entry bundle by resolving the
 * theme's client module that registers them to an empty module.
 */
export default function prismOutOfEntryPlugin(): Plugin<unknown> {
  return {
    name: 'prism-out-of-entry',
    configureWebpack() {
      // `false` resolves the module to an empty one, on the server too, so
      // both render with the languages registered in the same place.
      return {resolve: {alias: {[`${PRISM_CLIENT_MODULE}$`]: false as const}}};
    },
  };
}
