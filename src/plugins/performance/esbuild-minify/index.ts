import type {Plugin} from '@docusaurus/types';
import TerserPlugin from 'terser-webpack-plugin';
import type {Configuration} from 'webpack';

/**
 * Options of the esbuild minifier, matching what the framework asks of
 * terser: ASCII output (emoji and regular expressions stay intact), no
 * comments, and syntax for the framework's production browser list.
 * esbuild also lints the code it minifies; its one finding here is a
 * `== -0` inside mermaid's bundled layout engine, which is not ours to fix
 * and would print a warning on every build.
 */
export const ESBUILD_MINIFY_OPTIONS = {
  target: 'es2020',
  charset: 'ascii',
  legalComments: 'none',
  logOverride: {'equals-negative-zero': 'silent'},
} as const;

/**
 * The entry files every page loads (`runtime~main` and `main`): the critical
 * JS. terser makes them smaller than esbuild does, so they keep it; that
 * takes a few seconds for two files.
 */
export const ENTRY_FILES = /(^|\/)(runtime~)?main\.[0-9a-f]+\.js$/;

/** The part of terser-webpack-plugin's instance state this module adjusts. */
interface MinimizerFileRules {
  options: {include?: RegExp; exclude?: RegExp};
}

/**
 * Splits the framework's JavaScript minimizer in two, in place: the entry
 * files keep it as the framework configured it (terser); every other chunk
 * is minified by esbuild through the same plugin (terser-webpack-plugin,
 * with its caching and asset handling; only its `minify` function differs).
 * Returns whether the framework's minimizer was found.
 */
export function minifyWithEsbuild(config: Configuration): boolean {
  const optimization = config.optimization;
  if (!optimization?.minimizer) return false;
  let split = false;
  optimization.minimizer = optimization.minimizer.flatMap((minimizer) => {
    if (!(minimizer instanceof TerserPlugin)) return [minimizer];
    split = true;
    // The framework's options are private to the instance; only the files it handles change.
    (minimizer as unknown as MinimizerFileRules).options.include = ENTRY_FILES;
    const esbuild = new TerserPlugin({
      minify: TerserPlugin.esbuildMinify,
      // In this process, every chunk at once: esbuild's own service spreads
      // them over the cores. With workers, terser-webpack-plugin starts one
      // fewer than there are cores (one, on 2 cores), which hands esbuild one
      // chunk at a time and copies each chunk's code to it and back.
      parallel: false,
      terserOptions: ESBUILD_MINIFY_OPTIONS,
      exclude: ENTRY_FILES,
    });
    return [minimizer, esbuild];
  });
  return split;
}

/**
 * Build speed. A cold build's client compile spent 55 s in terser on a
 * single worker (terser-webpack-plugin uses one worker fewer than there are
 * cores: one, here). esbuild minifies the 870 lazy chunks in seconds; terser
 * keeps the two entry files. With esbuild-loader (../esbuild-transform), a
 * cold build went from 158 s to 100 s, and the entry bundle stayed the same size.
 */
export default function esbuildMinifyPlugin(): Plugin<unknown> {
  return {
    name: 'esbuild-minify',
    configureWebpack(config, isServer) {
      // The framework minifies client bundles of production builds only
      // (not `docusaurus start`, not `build --no-minify`).
      if (isServer || config.optimization?.minimize !== true) return {};
      if (!minifyWithEsbuild(config)) {
        // Building on would quietly bring back the slow build this plugin exists to avoid.
        throw new Error(MINIMIZER_NOT_FOUND);
      }
      return {};
    },
  };
}

/** Why a production build stops when the framework's minimizer is not where this plugin expects it. */
export const MINIMIZER_NOT_FOUND =
  "esbuild-minify: the framework's JavaScript minimizer (a terser-webpack-plugin instance in " +
  'optimization.minimizer) is not in the client webpack config, so esbuild cannot take over the ' +
  'lazy chunks and the build would be about a minute slower without saying so. A Docusaurus or ' +
  'terser-webpack-plugin upgrade changed how the framework minifies: adapt ' +
  'src/plugins/performance/esbuild-minify/index.ts (CONTRIBUTING.md, "Upgrading Docusaurus"), or ' +
  'take esbuildMinifyPlugin out of src/plugins/performance/index.ts to build with the framework ' +
  'minimizer alone.';
