import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The framework patches applied at install (`patches/`, by patch-package). */
const PATCHES_DIR = path.join(__dirname, '../../../../patches');

function patchesHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(PATCHES_DIR).sort()) {
    hash.update(file).update(readFileSync(path.join(PATCHES_DIR, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Hydration that keeps the server's DOM and runs in short tasks.
 * - The classic theme remounts some components once the page has hydrated, by
 *   keying them on `useIsBrowser()`; this plugin's theme components render
 *   the server's markup first and apply what only the browser knows as a
 *   small update (see each component).
 * - The phone menu builds its second panel (the docs sidebar) when it first
 *   opens, not hidden at boot (theme/Navbar/MobileSidebar/SecondaryMenu).
 * - `<head>` tags are written once, after hydration (helmetPublishesAfterMount.mjs).
 * - The framework patches in `patches/` (applied at install by patch-package)
 *   split the boot into tasks; this plugin keys webpack's cache on them.
 */
export default function hydrationPlugin(): Plugin<unknown> {
  return {
    name: 'hydration',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(config) {
      // webpack trusts a package's files not to change while its version stays the same, so
      // the patches name the persistent build cache: a new, changed or removed patch starts a
      // new cache.
      if (typeof config.cache === 'object' && config.cache.type === 'filesystem') {
        config.cache.version = `${config.cache.version ?? ''}-patches-${patchesHash()}`;
      }
      return {
        module: {
          rules: [
            {
              test: /react-helmet-async[\\/]lib[\\/]index(\.module)?\.js$/,
              use: [{loader: path.join(__dirname, 'helmetPublishesAfterMount.mjs')}],
            },
          ],
        },
      };
    },
  };
}
