import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration, RuleSetRule} from 'webpack';

/**
 * The theme's client module that registers Prism languages before the app
 * renders. Client modules end up in the entry bundle every page loads; code
 * is highlighted at build time instead, and the one browser-side highlighter
 * registers them itself (src/plugins/performance/code-highlight/client/highlightInBrowser.tsx).
 */
const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/** The entry bundle's only user of tslib, for one helper. */
const UTILS_COMMON_ENTRY = /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

/** The one browser-side reader of the registry that needs no module paths. */
const COMPONENT_CREATOR =
  /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/;

/**
 * Makes the font rule emit every font as a file. Its default inlines fonts
 * under 10 kB as base64 data URIs, and the only fonts we bundle are KaTeX's:
 * 14 of them landed in the one stylesheet every page loads, 81 KiB gzip of
 * its 107 KiB, although only pages with math use them. As files, a browser
 * fetches a font only when a page renders text in it.
 */
function emitFontsAsFiles(config: Configuration): void {
  for (const rule of config.module?.rules ?? []) {
    const {test, use} = (rule ?? {}) as RuleSetRule;
    if (!(test instanceof RegExp) || !test.test('font.woff2') || !Array.isArray(use)) continue;
    for (const loader of use) {
      if (typeof loader === 'object' && loader && typeof loader.options === 'object') {
        // url-loader: `false` never inlines and always hands over to file-loader.
        loader.options = {...loader.options, limit: false};
      }
    }
  }
}

/**
 * Keeps what every page loads before it can render small: the critical JS
 * (the scripts in each page's HTML: the webpack runtime and the entry
 * bundle) and the one stylesheet. Each change is measured with
 * `npm run analyze`; see the commit messages for the figures.
 */
export default function criticalJsPlugin(context: LoadContext): Plugin<unknown> {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'critical-js-plugin',
    configureWebpack(config, isServer) {
      emitFontsAsFiles(config);
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
            {
              // Resolves `tslib` for this one module to its single helper;
              // other chunks that need tslib still get the real package.
              test: UTILS_COMMON_ENTRY,
              resolve: {alias: {tslib$: path.join(__dirname, 'tslibImportDefault.mjs')}},
            },
          ],
        },
      };
    },
  };
}
