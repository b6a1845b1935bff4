import {mock, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import workerThreads from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import searchPlugin, {validateOptions} from './index';
import {poolSize} from './indexerPool';
import {FIXTURE_PAGES, fixtureHtml} from './__fixtures__/pages';

/** The lifecycle steps these tests call, with the arguments the framework's build passes. */
type SearchPlugin = Required<Pick<Plugin<unknown>, 'contentLoaded' | 'postBuild'>>;
type ContentLoadedArgs = Parameters<SearchPlugin['contentLoaded']>[0];
type PostBuildArgs = Parameters<SearchPlugin['postBuild']>[0];

const ROUTE = '/showcase/';

/**
 * A site folder with one built page, the search plugin loaded for it as the
 * framework loads it, and `Worker` counted. `work` runs under `nodeEnv`,
 * which is how the plugin tells a build from the dev server.
 */
async function withSite(
  nodeEnv: 'production' | 'development',
  work: (site: {
    outDir: string;
    workersStarted: () => number;
    contentLoaded: () => Promise<void>;
    postBuild: () => Promise<void>;
  }) => Promise<void>,
) {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'search-plugin-'));
  const outDir = path.join(siteDir, 'build');
  await mkdir(path.join(outDir, 'showcase'), {recursive: true});
  await writeFile(
    path.join(outDir, 'showcase/index.html'),
    fixtureHtml(FIXTURE_PAGES['/showcase/']),
  );
  const context = {
    siteDir,
    outDir,
    baseUrl: '/',
    siteConfig: {
      title: 'My Site',
      url: 'https://example.com',
      trailingSlash: true,
      favicon: 'img/favicon.ico',
    },
  } as unknown as LoadContext;
  const options = validateOptions({
    validate: normalizePluginOptions,
    options: {issueTrackerUrl: 'https://example.com/issues'},
  });
  const started = mock.method(workerThreads, 'Worker');
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    const plugin = searchPlugin(context, options) as unknown as SearchPlugin;
    const actions = {setGlobalData: () => undefined, addRoute: () => undefined};
    await work({
      outDir,
      workersStarted: () => started.mock.callCount(),
      contentLoaded: async () =>
        plugin.contentLoaded({actions, content: undefined} as unknown as ContentLoadedArgs),
      postBuild: async () =>
        plugin.postBuild({outDir, routesPaths: [ROUTE]} as unknown as PostBuildArgs),
    });
  } finally {
    process.env.NODE_ENV = previousEnv;
    started.mock.restore();
    await rm(siteDir, {recursive: true, force: true});
  }
}

/** Waits until `done` holds, for up to 10 s, and says whether it did. */
async function eventually(done: () => boolean): Promise<boolean> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return done();
}

/** How many shards the written search index lists. */
async function writtenShards(outDir: string): Promise<number> {
  const manifest = JSON.parse(await readFile(path.join(outDir, 'search/manifest.json'), 'utf8'));
  return Object.keys(manifest.shards).length;
}

test("a production build starts the indexer's workers when the content has loaded, and postBuild indexes with them", async () => {
  await withSite('production', async ({workersStarted, contentLoaded, postBuild, outDir}) => {
    await contentLoaded();
    assert.ok(
      await eventually(() => workersStarted() === poolSize()),
      `${workersStarted()} of ${poolSize()} workers were started before postBuild`,
    );
    await postBuild();
    assert.equal(workersStarted(), poolSize(), 'postBuild started workers of its own');
    assert.ok((await writtenShards(outDir)) > 0, 'no search shard was written');
  });
});

test('a postBuild that comes before the workers are up waits for them rather than starting more', async () => {
  await withSite('production', async ({workersStarted, contentLoaded, postBuild, outDir}) => {
    await contentLoaded();
    await postBuild();
    // Time for a second pool, had postBuild started one beside the first, to come up.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.equal(workersStarted(), poolSize(), 'workers were started twice');
    assert.ok((await writtenShards(outDir)) > 0, 'no search shard was written');
  });
});

test('the dev server, which never runs postBuild, starts no indexer worker', async () => {
  await withSite('development', async ({workersStarted, contentLoaded}) => {
    await contentLoaded();
    // A production build has its workers up well within this (the first test waits for them).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    assert.equal(workersStarted(), 0);
  });
});
