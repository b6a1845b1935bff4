import TerserPlugin from 'terser-webpack-plugin';
import type {Compiler, RuleSetRule, WebpackPluginInstance} from 'webpack';
import {webpack as esbuildTransform} from '../esbuild-transform';

/**
 * The service worker's compile, which plugin-pwa runs in `postBuild`,
 * transforms the site's worker file with esbuild, as the site's own compiles
 * do (../esbuild-transform), instead of Babel, and minifies in the build
 * process instead of a worker process.
 *
 * plugin-pwa gives the site's own service-worker file (`swCustom`, the one
 * file of the compile outside `node_modules`) to babel-loader with
 * `@babel/preset-env`. Nothing else in the build loads Babel, so it was
 * loaded, with its preset, for one file of 57 lines. And terser-webpack-plugin
 * started a worker process, which loads Node.js and terser, to minify one
 * bundle. Both ran in `postBuild`, where the search index's worker waits for
 * a core.
 *
 * The file gets the site's client transform (ES2020, the syntax every
 * browser of the framework's production list runs; a browser that can't run
 * the site's own bundles won't register its worker either). terser keeps its
 * options and plugin-pwa's file test, so `sw.js` comes out as it did, but for
 * the name and revision of the chunk that file becomes. esbuild
 * would minify the bundle faster still, but keeps the workbox code webpack
 * leaves for terser to drop: 6 % more bytes gzip in `sw.js`, which every
 * visitor with offline mode downloads.
 *
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
    for (const minimizer of optimization.minimizer ?? []) {
      if (!(minimizer instanceof TerserPlugin)) continue;
      minified = true;
      // One small bundle: no worker process to start for it. The rest of plugin-pwa's options stay.
      (minimizer as unknown as TerserState).options.parallel = false;
    }
    if (!transformed || (optimization.minimize && !minified)) {
      throw new Error(SERVICE_WORKER_COMPILE_NOT_FOUND);
    }
  }
}

/** The part of terser-webpack-plugin's instance state this module sets. */
interface TerserState {
  options: {parallel: boolean | number};
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
  'terser-webpack-plugin minimizer while it minifies, so the lever cannot swap Babel for esbuild ' +
  'or keep terser in the build process, and the service worker would be built by something it ' +
  'does not know. A Docusaurus upgrade ' +
  'changed how plugin-pwa compiles it: adapt ' +
  'src/plugins/performance/service-worker-esbuild/index.ts (CONTRIBUTING.md, "Upgrading ' +
  'Docusaurus"), or take it out of serviceWorkerCompilePlugins in src/plugins/performance/index.ts.';
