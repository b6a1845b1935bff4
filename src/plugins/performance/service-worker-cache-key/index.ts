import {existsSync} from 'node:fs';
import path from 'node:path';
import {configModules, filesHash, patchFiles} from '../../build-cache';

/**
 * The service worker's compile keys its persistent cache on content hashes
 * of the code it runs, instead of walking its build dependencies.
 *
 * plugin-pwa compiles the service worker with webpack in `postBuild`, with a
 * persistent cache (a patch: CONTRIBUTING.md, "Patches") whose build
 * dependency was the plugin's own file. Before webpack writes a cache, it
 * follows that file's `require`s and then each package's dependencies
 * (`FileSystemInfo.resolveBuildDependencies`): the whole dependency tree of
 * plugin-pwa, the framework's core included, on the main thread while the
 * other plugins' `postBuild` steps wait for it. What the walk found, it keyed
 * on package versions, which webpack trusts not to change while a package's
 * version stays the same. So the key here says at least as much:
 *
 * - `package-lock.json`: the version of every installed package;
 * - `patches/`: what patch-package changes in installed files, which keeps
 *   their versions (the walk could not see a patch change);
 * - the site's modules that configure the compile: `src/plugins/pwa` and
 *   every module it imports (`configModules`), the compile's other levers
 *   among them.
 *
 * A change to any of them starts a new cache. Without a lockfile there is no
 * key, and the patched plugin walks its build dependencies as before.
 */
const SITE_DIR = path.join(__dirname, '../../../..');
const PWA_PLUGIN = path.join(SITE_DIR, 'src/plugins/pwa/index.ts');

export function serviceWorkerCacheVersion(siteDir = SITE_DIR): string | undefined {
  const lockfile = path.join(siteDir, 'package-lock.json');
  if (!existsSync(lockfile)) return undefined;
  return [
    `lock-${filesHash([lockfile])}`,
    `patches-${filesHash(patchFiles(siteDir))}`,
    `config-${filesHash(configModules(PWA_PLUGIN))}`,
  ].join('-');
}
