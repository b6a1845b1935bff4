import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');
const HOSTED = {
  ALGOLIA_APP_ID: 'APPID',
  ALGOLIA_API_KEY: 'search-key',
  ALGOLIA_INDEX_NAME: 'docusaurus',
};

type Config = {
  plugins: unknown[];
  themeConfig: {algolia?: Record<string, unknown>; navbar: {items: {type?: string}[]}};
};

/** Loads docusaurus.config.ts in a fresh process, since env flags are read once at import. */
function loadConfig(env: Record<string, string>): Config {
  const script = `import('./docusaurus.config.ts').then((m) => process.stdout.write(JSON.stringify(m.default.default ?? m.default, (k, v) => typeof v === 'function' ? '[function ' + v.name + ']' : v)))`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: root,
    env: {...process.env, ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: '', ...env},
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

const isLocalSearch = (plugin: unknown) =>
  Array.isArray(plugin) && plugin[0] === '[function searchPlugin]';

test('without the Algolia variables, the local search plugin provides search', () => {
  const config = loadConfig({});
  assert.equal(config.themeConfig.algolia, undefined);
  const local = config.plugins.filter(isLocalSearch) as [string, Record<string, unknown>][];
  assert.equal(local.length, 1);
  assert.deepEqual(
    {...local[0]![1], externalUrlRegex: undefined},
    {
      contextualSearch: true,
      searchPagePath: 'search',
      externalUrlRegex: undefined,
      replaceSearchResultPathname: {from: '/docs/next/', to: '/docs/'},
      searchParameters: {},
      issueTrackerUrl: 'https://github.com/facebook/docusaurus/issues/new',
    },
  );
  assert.ok(
    new RegExp(local[0]![1].externalUrlRegex as string).test('https://v1.docusaurus.io/docs/'),
  );
  assert.ok(!new RegExp(local[0]![1].externalUrlRegex as string).test('/docs/'));
});

test('with all three Algolia variables, themeConfig.algolia is set and the local plugin is left out', () => {
  const config = loadConfig(HOSTED);
  assert.equal(config.plugins.filter(isLocalSearch).length, 0);
  const {externalUrlRegex, ...algolia} = config.themeConfig.algolia!;
  assert.deepEqual(algolia, {
    appId: 'APPID',
    apiKey: 'search-key',
    indexName: 'docusaurus',
    contextualSearch: true,
    searchPagePath: 'search',
    replaceSearchResultPathname: {from: '/docs/next/', to: '/docs/'},
    searchParameters: {},
  });
  assert.equal(typeof externalUrlRegex, 'string');
});

test('one or two of the variables are not enough for hosted search', () => {
  const config = loadConfig({ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'search-key'});
  assert.equal(config.themeConfig.algolia, undefined);
  assert.equal(config.plugins.filter(isLocalSearch).length, 1);
});

test('the navbar search item is the last item, in both modes', () => {
  for (const env of [{}, HOSTED]) {
    const items = loadConfig(env).themeConfig.navbar.items;
    assert.deepEqual(items[items.length - 1], {type: 'search', position: 'right'});
  }
});
