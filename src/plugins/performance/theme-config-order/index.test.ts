import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import themeConfigOrderPlugin, {orderedThemeConfig} from './index';

const core = createRequire(require.resolve('@docusaurus/core/package.json'));

/** The site's theme config after the themes merged theirs, in the order they happened to finish. */
function merged(order: Array<Record<string, unknown>>) {
  const site = {
    navbar: {title: 'Site'},
    footer: {style: 'dark'},
    colorMode: {defaultMode: 'light'},
  };
  return order.reduce<Record<string, unknown>>((config, theme) => ({...config, ...theme}), site);
}

test('a theme config merged in either order comes out the same, in the same order', async () => {
  const classic = {blog: {sidebar: {groupByYear: true}}, docs: {sidebar: {hideable: false}}};
  const mermaid = {mermaid: {theme: {light: 'default', dark: 'dark'}, options: {}}};
  const configs = [merged([classic, mermaid]), merged([mermaid, classic])];
  assert.notEqual(JSON.stringify(configs[0]), JSON.stringify(configs[1]), 'the race, unordered');

  const ordered = await Promise.all(
    configs.map(async (themeConfig) => {
      const context = {siteConfig: {themeConfig}} as never;
      await themeConfigOrderPlugin(context).loadContent!();
      return (context as {siteConfig: {themeConfig: Record<string, unknown>}}).siteConfig
        .themeConfig;
    }),
  );
  assert.equal(JSON.stringify(ordered[0]), JSON.stringify(ordered[1]));
  assert.deepEqual(Object.keys(ordered[0]!), [
    'blog',
    'colorMode',
    'docs',
    'footer',
    'mermaid',
    'navbar',
  ]);
  // The same values, not copies: plugins that kept a reference see no change.
  assert.equal(ordered[0]!.navbar, configs[0]!.navbar);
  assert.deepEqual(orderedThemeConfig({}), {});
});

test("core still merges each plugin's theme config after an await, with every plugin started at once, before content loads", () => {
  const init = readFileSync(core.resolve('./lib/server/plugins/init.js'), 'utf8');
  assert.match(
    init,
    /async function initializePlugin\(normalizedPluginConfig\) \{\s*const pluginVersion = await doLoadPluginVersion\(normalizedPluginConfig\);[\s\S]*?context\.siteConfig\.themeConfig = \{\s*\.\.\.context\.siteConfig\.themeConfig,\s*\.\.\.doValidateThemeConfig\(normalizedPluginConfig\),\s*\};/,
  );
  assert.match(init, /await Promise\.all\(pluginConfigs\.map\(initializePlugin\)\)/);
  const plugins = readFileSync(core.resolve('./lib/server/plugins/plugins.js'), 'utf8');
  assert.match(
    plugins,
    /const initializedPlugins = await [^\n]*initPlugins\)\(context\)\);[\s\S]*?executeAllPluginsContentLoading\(/,
  );
  // The site config the framework writes into .docusaurus/ is the context's, read after the plugins load.
  const site = readFileSync(core.resolve('./lib/server/site.js'), 'utf8');
  assert.match(
    site,
    /await \(0, plugins_1\.loadPlugins\)\(context\);\s*[\s\S]{0,200}createSiteFiles\(/,
  );
});
