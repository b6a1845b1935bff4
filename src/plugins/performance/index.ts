/**
 * The performance levers: each one a folder here, each removable on its own.
 * README.md in this folder lists them with what each changes, its measured
 * gain, the test that guards it and how to take it out. The config takes
 * every lever from this file: the plugins, the ideal-image adapter and the
 * showcase copies' early start in config/plugins.ts, the build-time
 * highlighter and the ES module packages Node loads in config/markdown.ts,
 * the sitemap's dates in config/preset.ts, the feed items of the three blog
 * instances (config/blog.ts, config/changelog.ts, dogfooding/), the page
 * shell, the JavaScript loader and the HTML minification default in
 * docusaurus.config.ts; the changelog plugin (src/plugins/changelog) takes
 * untruncated-posts-once, and the PWA plugin (src/plugins/pwa)
 * build-dependencies-cached, service-worker-esbuild and
 * service-worker-cache-key for its service worker's compile.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import prismOutOfEntryPlugin from './prism-out-of-entry';
import katexFontsAsFilesPlugin from './katex-fonts-as-files';
import chunkFilesByIdPlugin from './chunk-files-by-id';
import mergeDuplicateChunksPlugin from './merge-duplicate-chunks';
import stripRegistryPathsPlugin from './strip-registry-paths';
import tslibOneHelperPlugin from './tslib-one-helper';
import esbuildMinifyPlugin from './esbuild-minify';
import cssMinifyOncePlugin from './css-minify-once';
import codeHighlightPlugin, {type Options as CodeThemes} from './code-highlight';
import hydrationPlugin from './hydration';
import mdxOncePlugin from './mdx-once';
import mdxJsxLocalsPlugin from './mdx-jsx-locals';
import compileHintsPlugin from './compile-hints';
import serverBundleOneFilePlugin from './server-bundle-one-file';
import serverWithoutConcatenationPlugin from './server-without-concatenation';
import serverWithoutMermaidPlugin from './server-without-mermaid';
import mermaidPrebuiltPlugin from './mermaid-prebuilt';
import postcssInlineConfigPlugin from './postcss-inline-config';
import releaseCompilersPlugin from './release-compilers';
import diskCacheExclusionsPlugin from './disk-cache-exclusions';
import collectAfterWebpackPlugin from './collect-after-webpack';
import sharedInputFileSystemPlugin from './shared-input-file-system';
import devLazyCompilationPlugin from './dev-lazy-compilation';
import buildDependenciesCachedPlugin, {
  BuildDependenciesThroughInputCache,
} from './build-dependencies-cached';
import buildDependenciesKeyedPlugin, {BuildDependenciesKeyed} from './build-dependencies-keyed';
import {ServiceWorkerThroughEsbuild} from './service-worker-esbuild';
import absolutePathsFirstPlugin from './absolute-paths-first';
import ssgTwoThreadsPlugin from './ssg-two-threads';
import minimizersTogetherPlugin from './minimizers-together';
import ssgCachePlugin from './ssg-cache';
import themeConfigOrderPlugin from './theme-config-order';

export {ssrTemplate} from './entry-scripts-after-paint';
export {webpack} from './esbuild-transform';
export {skipHtmlMinificationByDefault} from './skip-html-minification';
export {default as rehypeCodeTokens} from './code-highlight/rehypeCodeTokens';
export {createSitemapItems as sitemapGitDates} from './sitemap-git-dates';
export {default as palettePngAdapter} from './palette-png';
export {
  default as palettePngStartCopiesEarly,
  type StartCopiesEarlyOptions,
} from './palette-png/startCopiesEarly';
export {untruncatedPostsOnce} from './untruncated-posts-once';
export {feedItemsFromPostBodies} from './feed-post-bodies';
export {serviceWorkerCacheVersion} from './service-worker-cache-key';
export {defaultExportOf} from './esm-packages-native';

/**
 * The levers that are plugins. Their webpack changes apply in this order;
 * none depends on another's, except that prism-out-of-entry needs
 * code-highlight, collect-after-webpack needs release-compilers, and
 * ssg-cache comes after ssg-two-threads, so it wraps it (see README.md).
 */
export function performancePlugins(codeThemes: CodeThemes) {
  return [
    prismOutOfEntryPlugin,
    katexFontsAsFilesPlugin,
    chunkFilesByIdPlugin,
    mergeDuplicateChunksPlugin,
    stripRegistryPathsPlugin,
    tslibOneHelperPlugin,
    esbuildMinifyPlugin,
    cssMinifyOncePlugin,
    codeHighlightPlugin(codeThemes),
    hydrationPlugin,
    mdxOncePlugin,
    mdxJsxLocalsPlugin,
    compileHintsPlugin,
    serverBundleOneFilePlugin,
    serverWithoutConcatenationPlugin,
    serverWithoutMermaidPlugin,
    mermaidPrebuiltPlugin,
    postcssInlineConfigPlugin,
    releaseCompilersPlugin,
    collectAfterWebpackPlugin,
    diskCacheExclusionsPlugin,
    sharedInputFileSystemPlugin,
    devLazyCompilationPlugin,
    buildDependenciesCachedPlugin,
    buildDependenciesKeyedPlugin,
    absolutePathsFirstPlugin,
    ssgTwoThreadsPlugin,
    ssgCachePlugin,
    minimizersTogetherPlugin,
    themeConfigOrderPlugin,
  ] satisfies PluginConfig[];
}

/**
 * The levers of the service worker's compile, which plugin-pwa runs in
 * `postBuild` after the site's compilers have closed: src/plugins/pwa hands
 * these to the plugin (through a patch, CONTRIBUTING.md "Patches").
 * build-dependencies-cached: the compile's walk of its build dependencies
 * covers the plugin's own requires (webpack, terser-webpack-plugin, the
 * framework's utilities); uncached, it was about 1.5 s of a cold build's
 * `postBuild` on the main thread (a diagnosis: a CPU profile). The compile
 * walks only when service-worker-cache-key gives its cache no key (a
 * checkout without a lockfile).
 * build-dependencies-keyed: the loader service-worker-esbuild puts in the
 * compile was still a build dependency, which webpack walked into its
 * packages (2,110 files); the lockfile keys it instead.
 * service-worker-esbuild: the site's worker file through esbuild instead of
 * Babel, and terser without a worker process.
 */
export function serviceWorkerCompilePlugins(): WebpackPluginInstance[] {
  return [
    new BuildDependenciesThroughInputCache(),
    new BuildDependenciesKeyed(),
    new ServiceWorkerThroughEsbuild(),
  ];
}
