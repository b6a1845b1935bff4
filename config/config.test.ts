import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

/** Loads docusaurus.config.ts in a fresh process, since env flags are read once at import. */
function loadConfig(env: Record<string, string>): Record<string, unknown> {
  const script = `import('./docusaurus.config.ts').then((m) => process.stdout.write(JSON.stringify(m.default.default ?? m.default, (k, v) => typeof v === 'function' ? '[function]' : v)))`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: root,
    env: {...process.env, DEPLOY_PREVIEW: '', BASE_URL: '', SITE_URL: '', BUILD_CACHE: '', ...env},
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

const config = loadConfig({});

test('route-change logging is a deploy-preview feature only', () => {
  assert.deepEqual(config.clientModules, [
    './src/clientModules/migrateStorageKeys.ts',
    './src/components/ColorGenerator/clientModule.ts',
  ]);
  const preview = loadConfig({DEPLOY_PREVIEW: 'true'});
  assert.deepEqual(preview.clientModules, [
    './src/clientModules/migrateStorageKeys.ts',
    './src/components/ColorGenerator/clientModule.ts',
    './src/clientModules/routeLogger.ts',
  ]);
  assert.equal((preview.customFields as {isDeployPreview: boolean}).isDeployPreview, true);
});

test('BASE_URL sets the base URL and defaults to /', () => {
  assert.equal(config.baseUrl, '/');
  assert.equal(loadConfig({BASE_URL: '/preview/'}).baseUrl, '/preview/');
});

test('BUILD_CACHE=false tells the build-cache plugin to write no cache; unset, it writes one', () => {
  const buildCacheOptions = (loaded: Record<string, unknown>) =>
    (loaded.plugins as unknown[]).find(
      (plugin): plugin is [string, {write: boolean}] =>
        Array.isArray(plugin) && typeof (plugin[1] as {write?: unknown})?.write === 'boolean',
    )?.[1];
  assert.deepEqual(buildCacheOptions(config), {write: true});
  assert.deepEqual(buildCacheOptions(loadConfig({BUILD_CACHE: 'false'})), {write: false});
});

test('BUILD_CACHE=false tells the PWA plugin to compile its service worker with no cache; unset, with one', () => {
  const cacheServiceWorker = (loaded: Record<string, unknown>) =>
    (loaded.plugins as unknown[])
      .filter((plugin): plugin is [unknown, Record<string, unknown>] => Array.isArray(plugin))
      .find(([, options]) => options && 'offlineModeActivationStrategies' in options)?.[1]
      .cacheServiceWorker;
  assert.equal(cacheServiceWorker(config), true);
  assert.equal(cacheServiceWorker(loadConfig({BUILD_CACHE: 'false'})), false);
});

test('the site settings match the spec', () => {
  assert.equal(config.title, 'Docusaurus');
  assert.equal(config.trailingSlash, true);
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.equal(config.onBrokenMarkdownLinks, 'warn');
  assert.equal(config.baseUrlIssueBanner, true);
  assert.deepEqual((config.future as {experimental_storage: unknown}).experimental_storage, {
    type: 'localStorage',
    namespace: true,
  });
  assert.deepEqual((config.i18n as {localeConfigs: unknown}).localeConfigs, {
    en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
  });
});

/** The value of SKIP_HTML_MINIFICATION the framework sees once the config is loaded. */
function minificationFlagAfterLoad(value: string | undefined): string {
  const script = `import('./docusaurus.config.ts').then(() => process.stdout.write(String(process.env.SKIP_HTML_MINIFICATION)))`;
  const env: Record<string, string | undefined> = {...process.env, SKIP_HTML_MINIFICATION: value};
  if (value === undefined) delete env.SKIP_HTML_MINIFICATION;
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
}

test('the build skips HTML minification unless SKIP_HTML_MINIFICATION=false', () => {
  assert.equal(minificationFlagAfterLoad(undefined), 'true');
  assert.equal(minificationFlagAfterLoad('false'), 'false');
});
