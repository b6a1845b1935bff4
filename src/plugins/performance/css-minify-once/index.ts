import type {Plugin} from '@docusaurus/types';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import type {Configuration} from 'webpack';

/**
 * The framework's preset for cssnano: the advanced preset, with no z-index
 * rebasing and no prefixes added, which also sorts media queries and drops
 * custom properties that a later declaration overrides. The framework runs it
 * first of its two CSS minifiers; this lever keeps it alone.
 */
export const CSSNANO_PRESET = require.resolve('@docusaurus/cssnano-preset');

/**
 * The minimizer the stylesheet gets instead of the framework's: cssnano with
 * the framework's preset, in the build process. The framework's instance runs
 * cssnano and then clean-css (level 2, rules restructured) on the stylesheet,
 * in a worker thread that loads both of them afresh.
 */
export function cssnanoOnly(): CssMinimizerPlugin<CssMinimizerPlugin.CssNanoOptionsExtended> {
  return new CssMinimizerPlugin({
    minify: CssMinimizerPlugin.cssnanoMinify,
    minimizerOptions: {preset: CSSNANO_PRESET},
    // One stylesheet: a worker would only load postcss and cssnano a second
    // time, while the build's main thread waits for the script minimizers.
    parallel: false,
  });
}

/**
 * Replaces the framework's CSS minimizer in place with `cssnanoOnly()`.
 * Returns whether it was found.
 */
export function minifyCssOnce(config: Configuration): boolean {
  const minimizers = config.optimization?.minimizer;
  if (!minimizers) return false;
  const index = minimizers.findIndex((minimizer) => minimizer instanceof CssMinimizerPlugin);
  if (index === -1) return false;
  minimizers[index] = cssnanoOnly();
  return true;
}

/**
 * Build speed and fewer bytes. The framework minifies the stylesheet twice:
 * cssnano with its preset, then clean-css with its rules restructured. The
 * second pass makes the file smaller before compression and larger after it,
 * and it took most of the CSS minimizer's time. Measured on the site's
 * unminified stylesheet (193 KB), each minifier called directly, a diagnosis:
 * both passes 131,773 bytes, 28,579 gzip, 23,368 brotli, 2.3 s in a fresh
 * process and 1.1 s warm; cssnano alone 137,347 bytes, 28,170 gzip, 23,177
 * brotli, 0.4 s warm.
 */
export default function cssMinifyOncePlugin(): Plugin<unknown> {
  return {
    name: 'css-minify-once',
    configureWebpack(config, isServer) {
      // The framework minifies client bundles of production builds only
      // (not `docusaurus start`, not `build --no-minify`).
      if (isServer || config.optimization?.minimize !== true) return {};
      if (!minifyCssOnce(config)) throw new Error(CSS_MINIMIZER_NOT_FOUND);
      return {};
    },
  };
}

/** Why a production build stops when the framework's CSS minimizer is not where this plugin expects it. */
export const CSS_MINIMIZER_NOT_FOUND =
  "css-minify-once: the framework's CSS minimizer (a css-minimizer-webpack-plugin instance in " +
  'optimization.minimizer) is not in the client webpack config, so the stylesheet would be ' +
  'minified as the upgraded framework does it, unmeasured. A Docusaurus or ' +
  'css-minimizer-webpack-plugin upgrade changed how the framework minifies CSS: adapt ' +
  'src/plugins/performance/css-minify-once/index.ts (CONTRIBUTING.md, "Upgrading Docusaurus"), ' +
  'or take cssMinifyOncePlugin out of src/plugins/performance/index.ts.';
