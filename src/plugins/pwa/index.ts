import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
// The package's public types declare neither the plugin function nor validateOptions, which its
// entry point (lib/index.js) exports; its own declaration of that file types both.
import pluginPwa, {validateOptions} from '@docusaurus/plugin-pwa/lib/index.js';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {serviceWorkerCacheVersion, serviceWorkerCompilePlugins} from '../performance';
import {redirectStubTarget} from './redirectStubs';

/** What workbox hands a manifest transform: each file it globbed, relative to the build folder. */
type GlobbedFile = {url: string; revision: string | null; size: number};

/** A redirect stub is a few hundred bytes; a real page is tens of kilobytes. */
const STUB_SIZE_LIMIT = 4_096;

/**
 * Leaves plugin-client-redirects' stubs out of the precache list. Offline
 * mode downloads the list one file at a time, and the stubs were a quarter of
 * it: old addresses (`/docs/x.html`) a visitor who is offline does not type.
 *
 * Both plugins write in `postBuild`, which Docusaurus runs at the same time
 * for every plugin, so workbox's glob may see none, some or all of the stubs.
 * Reading each small HTML file once more, after the glob, makes the list the
 * same either way: a stub the glob saw is written by now (it is one write of
 * a few hundred bytes, so an empty file is one being written), and a stub it
 * did not see is not on the list.
 */
export function leaveOutRedirectStubs(outDir: string) {
  return async (files: GlobbedFile[]) => {
    const isStub = async ({url, size}: GlobbedFile): Promise<boolean> => {
      if (!url.endsWith('.html') || size > STUB_SIZE_LIMIT) {
        return false;
      }
      const html = await readFile(path.join(outDir, url), 'utf8');
      return html.trim() === '' || redirectStubTarget(html) !== null;
    };
    const stubs = await Promise.all(files.map(isStub));
    return {manifest: files.filter((_, index) => !stubs[index]), warnings: []};
  };
}

/**
 * plugin-pwa's options, and what its service worker's compile takes from a
 * caller of the plugin function (a patch: CONTRIBUTING.md, "Patches"): the
 * webpack plugins of build-dependencies-cached and service-worker-esbuild,
 * and the key of its persistent cache, from service-worker-cache-key
 * (src/plugins/performance).
 */
type PwaPluginOptions = PluginOptions & {
  serviceWorkerPlugins: WebpackPluginInstance[];
  serviceWorkerCacheVersion: string | undefined;
};

/** plugin-pwa's own folder: its paths (theme, client module) are relative to it. */
const PWA_LIB = path.dirname(require.resolve('@docusaurus/plugin-pwa/lib/index.js'));

/**
 * plugin-pwa, with its precache list trimmed by `leaveOutRedirectStubs`.
 * Wrapped rather than copied: the manifest transform needs the build folder,
 * which only the plugin's context knows (`docusaurus build --out-dir`).
 *
 * Docusaurus resolves a plugin's relative paths from the file that declares
 * it; for a plugin given as a function, that is the site config. So the
 * paths plugin-pwa gives relative to its own folder are made absolute here.
 */
function pwaPlugin(
  context: LoadContext,
  // Already validated by `validateOptions` below, which returns plugin-pwa's options.
  options: unknown,
): Plugin<unknown> | null {
  const pwaOptions = options as PluginOptions;
  const config = pwaOptions.injectManifestConfig;
  const withSiteParts: PwaPluginOptions = {
    ...pwaOptions,
    injectManifestConfig: {
      ...config,
      manifestTransforms: [
        ...(config.manifestTransforms ?? []),
        leaveOutRedirectStubs(context.outDir),
      ],
    },
    serviceWorkerPlugins: serviceWorkerCompilePlugins(),
    serviceWorkerCacheVersion: serviceWorkerCacheVersion(),
  };
  const plugin = pluginPwa(context, withSiteParts);
  if (!plugin) {
    // plugin-pwa turns itself off outside production builds.
    return null;
  }
  const fromPwaLib = (file: string) => path.resolve(PWA_LIB, file);
  // plugin-pwa loads no content: its `void` content type is the framework's `unknown`.
  return {
    ...plugin,
    getThemePath: () => fromPwaLib(plugin.getThemePath!()),
    getTypeScriptThemePath: () => fromPwaLib(plugin.getTypeScriptThemePath!()),
    getClientModules: () => plugin.getClientModules!().map(fromPwaLib),
  } as Plugin<unknown>;
}

export default Object.assign(pwaPlugin, {
  // The options are plugin-pwa's own; reuse its validation as is.
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
}) satisfies PluginModule;
