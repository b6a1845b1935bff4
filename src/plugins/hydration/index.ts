import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The framework patches applied at install (`patches/`, by patch-package). */
const PATCHES_DIR = path.join(__dirname, '../../../patches');

/**
 * Hydration that keeps the server's DOM. The classic theme remounts some
 * components once the page has hydrated, by keying them on `useIsBrowser()`;
 * this plugin's theme components render the server's markup first and apply
 * what only the browser knows as a small update (see each component).
 */
export default function hydrationPlugin(): Plugin<unknown> {
  return {
    name: 'hydration',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(config) {
      // webpack trusts a package's files not to change while its version stays the same, so
      // a changed patch must invalidate the persistent build cache itself.
      if (typeof config.cache === 'object' && config.cache.type === 'filesystem') {
        config.cache.buildDependencies = {
          ...config.cache.buildDependencies,
          patches: readdirSync(PATCHES_DIR).map((file) => path.join(PATCHES_DIR, file)),
        };
      }
      return {};
    },
  };
}
