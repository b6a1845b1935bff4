import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stripRegistryPaths} from './stripRegistryPaths.mjs';
import stripRegistryPathsPlugin from './index';

const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

test('empties the module path of each registry entry and keeps its loader and weak id', () => {
  const source = [
    'export default {',
    entry('00e99be3', '@site/docs/installation.mdx'),
    entry('01a85c17', '@theme/BlogTagsListPage'),
    '};',
  ].join('\n');
  const {source: stripped, count} = stripRegistryPaths(source);
  assert.equal(count, 2);
  assert.ok(
    stripped.includes(
      '"00e99be3": [() => import(/* webpackChunkName: "00e99be3" */ "@site/docs/installation.mdx"), "", require.resolveWeak("@site/docs/installation.mdx")],',
    ),
  );
  assert.ok(stripped.includes('"01a85c17": [() => import('));
  assert.equal(stripped.split('"@theme/BlogTagsListPage"').length - 1, 2);
});

test('leaves a registry in an unknown format untouched and reports no match', () => {
  const source = 'export default {"a": [() => import("x"), "x"]};';
  assert.deepEqual(stripRegistryPaths(source), {source, count: 0});
});

test("only the production browser bundle's registry is stripped; the dev server keeps one registry for all", () => {
  const plugin = stripRegistryPathsPlugin({generatedFilesDir: '/site/.docusaurus'} as never);
  const configure = (mode: 'production' | 'development', isServer: boolean) =>
    plugin.configureWebpack!({mode}, isServer, {} as never, undefined) as {
      module?: {rules: unknown[]};
    };
  assert.equal(configure('production', false).module?.rules.length, 1);
  assert.deepEqual(configure('production', true), {});
  assert.deepEqual(configure('development', false), {});
});
