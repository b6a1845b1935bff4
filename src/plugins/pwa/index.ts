import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Options as PwaOptions, PluginOptions} from '@docusaurus/plugin-pwa';
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
 * The site's options for the wrapper: plugin-pwa's, and whether the service
 * worker's compile keeps a persistent cache. False for a one-shot build
 * (`BUILD_CACHE=false`, config/env.ts), as for the site's own compiles
 * (src/plugins/build-cache); true if unset.
 */
export type SitePwaOptions = PwaOptions & {cacheServiceWorker?: boolean};

/**
 * plugin-pwa's options, and what its service worker's compile takes from a
 * caller of the plugin function (a patch: CONTRIBUTING.md, "Patches"): the
 * webpack plugins of build-dependencies-cached and service-worker-esbuild,
 * and the key of its persistent cache, from service-worker-cache-key
 * (src/plugins/performance), or `false` for no persistent cache.
 */
type PwaPluginOptions = PluginOptions & {
  serviceWorkerPlugins: WebpackPluginInstance[];
  serviceWorkerCacheVersion: string | false | undefined;
};

/** What `validateOptions` below returns: plugin-pwa's validated options, and the site's one. */
type ValidatedOptions = PluginOptions & {cacheServiceWorker: boolean};

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
  // Already validated by `validateOptions` below.
  options: unknown,
): Plugin<unknown> | null {
  const {cacheServiceWorker, ...pwaOptions} = options as ValidatedOptions;
  const config = pwaOptions.injectManifestConfig;
  // The patched compile reads the key three times; it is hashed on the first.
  let cacheVersion: {value: string | false | undefined} | undefined;
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
    // Hashed when the compile reads it, in postBuild: plugin-pwa turns itself off in the dev
    // server, which would hash the lockfile and the patches at every start for nothing.
    get serviceWorkerCacheVersion() {
      cacheVersion ??= {value: cacheServiceWorker ? serviceWorkerCacheVersion() : false};
      return cacheVersion.value;
    },
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

type PwaValidation = Parameters<typeof validateOptions>[0];

/** plugin-pwa's own validation, for all but the site's option, which its schema would refuse. */
function validateSiteOptions({
  validate,
  options,
}: {
  validate: PwaValidation['validate'];
  options: SitePwaOptions;
}): ValidatedOptions {
  const {cacheServiceWorker = true, ...pwaOptions} = options;
  // Its declaration types the options it is given as the ones it returns, defaults filled in.
  const validated = validateOptions({validate, options: pwaOptions as PwaValidation['options']});
  return {...validated, cacheServiceWorker};
}

export default Object.assign(pwaPlugin, {
  validateOptions: validateSiteOptions as NonNullable<PluginModule['validateOptions']>,
}) satisfies PluginModule;
