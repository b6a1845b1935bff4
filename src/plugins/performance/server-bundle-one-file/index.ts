import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/**
 * Compiles the server bundle into its one file, `server.bundle.js`.
 *
 * Docusaurus 3.5.2 gives the server compile the browser's chunk file names,
 * so each `import()` of the route registry became a chunk written to
 * `build/assets/js/` next to the browser's chunks, and the framework deletes
 * only `server.bundle.js` after the static render. Every build shipped some
 * 820 unminified Node chunks (about 43 MB, `exports.id = …`) that no page
 * loads, and the service worker's precache list named each of them, so
 * offline mode downloaded them all. (The framework stops writing them to the
 * site from 3.6.) One file leaves nothing behind; the static render evaluates
 * the one file instead of requiring the chunks one by one.
 *
 * The server compile reads every `import()` as an eager one, so it never
 * makes the chunks in the first place. Merging some 820 chunks into one
 * afterwards, with webpack's `LimitChunkCountPlugin`, was the largest single
 * step of a warm rebuild's CPU profile.
 *
 * Exported for the tests of the levers that act on the server compile as
 * the site's build sets it up (server-without-mermaid, ssg-cache).
 */
export const eagerImports = {
  module: {parser: {javascript: {dynamicImportMode: 'eager'}}},
} satisfies Configuration;

export default function serverBundleOneFilePlugin(): Plugin<unknown> {
  return {
    name: 'server-bundle-one-file',
    configureWebpack(_config, isServer) {
      return isServer ? eagerImports : {};
    },
  };
}
