import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
 *   split the boot into tasks; src/plugins/build-cache keys webpack's cache on them.
 */
export default function hydrationPlugin(): Plugin<unknown> {
  return {
    name: 'hydration',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer) {
      return {
        module: {
          rules: [
            {
              test: /react-helmet-async[\\/]lib[\\/]index(\.module)?\.js$/,
              use: [
                {
                  loader: path.join(__dirname, 'helmetPublishesAfterMount.mjs'),
                  // The head merged when read is server-only code: the browser's bundle leaves it out.
                  options: {server: isServer},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
