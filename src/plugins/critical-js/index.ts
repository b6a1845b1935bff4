import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The theme's client module that registers Prism languages before the app
 * renders. Client modules end up in the entry bundle every page loads; the
 * registration moves to the highlighting component
 * (src/theme/CodeBlock/Content/String.tsx).
 */
const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/** The one browser-side reader of the registry that needs no module paths. */
const COMPONENT_CREATOR =
  /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/;

/**
 * Keeps the critical JS (the scripts in each page's HTML: the webpack
 * runtime and the entry bundle) small. Each change is measured with
 * `npm run analyze`; see the commit messages for the figures.
 */
export default function criticalJsPlugin(context: LoadContext): Plugin<unknown> {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'critical-js-plugin',
    configureWebpack(_config, isServer) {
      // `false` resolves the module to an empty one, on the server too, so
      // both render with the languages registered in the same place.
      const resolve = {alias: {[`${PRISM_CLIENT_MODULE}$`]: false as const}};
      if (isServer) {
        return {resolve};
      }
      return {
        resolve,
        output: {
          // The default `[name]` puts a map of all ~870 chunk names in the
          // runtime every page loads, only to build file names; ids are
          // already in it. (Prefetching maps chunk names with its own table.)
          chunkFilename: 'assets/js/[id].[contenthash:8].js',
        },
        module: {
          rules: [
            {
              test: registryFile,
              issuer: COMPONENT_CREATOR,
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'stripRegistryPaths.mjs')}],
            },
          ],
        },
      };
    },
  };
}
