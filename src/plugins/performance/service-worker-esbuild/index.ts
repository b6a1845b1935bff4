import TerserPlugin from 'terser-webpack-plugin';
import type {Compiler, RuleSetRule, WebpackPluginInstance} from 'webpack';
import {ESBUILD_MINIFY_OPTIONS} from '../esbuild-minify';
import {webpack as esbuildTransform} from '../esbuild-transform';

/**
 * The service worker's compile, which plugin-pwa runs in `postBuild`, goes
 * through esbuild as the site's own compiles do (../esbuild-transform,
 * ../esbuild-minify), instead of Babel and terser.
 *
 * plugin-pwa gives the site's own service-worker file (`swCustom`, the one
 * file outside `node_modules`) to babel-loader with `@babel/preset-env`, and
 * minifies the bundle with terser in a worker process. Nothing else in the
 * build loads Babel, so loading it and its preset for one file of 57 lines
 * took about 0.5 s, and terser's child process about 0.6 s more for a bundle
 * esbuild minifies in about 0.15 s (one-off timings, a diagnosis). Both ran
 * in `postBuild`, where the search index's worker waits for a core.
 *
 * The file gets the site's client transform (ES2020, the syntax every
 * browser of the framework's production list runs; a browser that can't run
 * the site's own bundles won't register its worker either) and the bundle
 * the site's minifier options. The minifier keeps plugin-pwa's file test.
 * Applied from `serviceWorkerCompilePlugins` (../index.ts), which
 * `src/plugins/pwa` hands to plugin-pwa's compile (a patch adds it there).
 */
export class ServiceWorkerThroughEsbuild implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const {module, optimization} = compiler.options;
    let transformed = false;
    module.rules = module.rules.map((rule) => {
      if (!isBabelRule(rule)) return rule;
      transformed = true;
      return {...rule, use: esbuildTransform.jsLoader(false)};
    });
    let minified = false;
    optimization.minimizer = optimization.minimizer?.map((minimizer) => {
      if (!(minimizer instanceof TerserPlugin)) return minimizer;
      minified = true;
      return new TerserPlugin({
        test: (minimizer as unknown as TerserFileRules).options.test,
        minify: TerserPlugin.esbuildMinify,
        // One small bundle: no worker process to start for it.
        parallel: false,
        terserOptions: ESBUILD_MINIFY_OPTIONS,
      });
    });
    if (!transformed || (optimization.minimize && !minified)) {
      throw new Error(SERVICE_WORKER_COMPILE_NOT_FOUND);
    }
  }
}

/** The part of terser-webpack-plugin's instance state this module reads. */
interface TerserFileRules {
  options: {test?: RegExp};
}

/** plugin-pwa's rule: `{test, exclude, use: {loader: 'babel-loader', options}}`. */
function isBabelRule(
  rule: RuleSetRule | '...' | false | 0 | '' | null | undefined,
): rule is RuleSetRule {
  if (!rule || rule === '...') return false;
  const {use} = rule;
  return (
    typeof use === 'object' &&
    !Array.isArray(use) &&
    typeof use.loader === 'string' &&
    /(^|[\\/])babel-loader([\\/]|$)/.test(use.loader)
  );
}

/** Why a build stops when plugin-pwa's compile is not what this lever expects. */
export const SERVICE_WORKER_COMPILE_NOT_FOUND =
  "service-worker-esbuild: plugin-pwa's service-worker compile has no babel-loader rule, or no " +
  'terser-webpack-plugin minimizer while it minifies, so esbuild cannot take them over and the ' +
  'service worker would be built by something this lever does not know. A Docusaurus upgrade ' +
  'changed how plugin-pwa compiles it: adapt ' +
  'src/plugins/performance/service-worker-esbuild/index.ts (CONTRIBUTING.md, "Upgrading ' +
  'Docusaurus"), or take it out of serviceWorkerCompilePlugins in src/plugins/performance/index.ts.';
