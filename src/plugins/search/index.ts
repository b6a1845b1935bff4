/**
 * Local search: the DocSearch interface, answered from an index this build
 * writes. It provides `@theme/SearchBar` and `@theme/SearchPage`, adds the
 * search page route, and after the build indexes the HTML pages into shards
 * under `build/search/`. With hosted search configured, the site loads
 * `@docusaurus/theme-search-algolia` instead of this plugin.
 */
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectRecords} from './collect';
import {buildShards} from './shards';
import {MANIFEST_FILE, SEARCH_DIR} from './client/loader';
import {OPEN_SEARCH_FILE, openSearchXml} from './openSearch';
import {PLUGIN_NAME, type SearchSettings} from './settings';

export type SearchPluginOptions = SearchSettings & {
  /** Budget of one shard, gzip-compressed; excerpts shrink to fit it. */
  maxShardGzipBytes?: number;
};

const DEFAULT_MAX_SHARD_GZIP_BYTES = 150 * 1024;

function optionError(name: string, expected: string): Error {
  return new Error(`Search plugin: option "${name}" must be ${expected}.`);
}

/** Checks the options and fills in defaults; what the UI needs goes to global data. */
export function normalizeOptions(options: unknown): {
  settings: SearchSettings;
  maxShardGzipBytes: number;
} {
  const {
    contextualSearch = true,
    searchPagePath = 'search',
    externalUrlRegex,
    replaceSearchResultPathname,
    searchParameters = {},
    issueTrackerUrl,
    maxShardGzipBytes = DEFAULT_MAX_SHARD_GZIP_BYTES,
  } = (options ?? {}) as Partial<SearchPluginOptions>;
  if (typeof contextualSearch !== 'boolean') {
    throw optionError('contextualSearch', 'a boolean');
  }
  if (typeof searchPagePath !== 'string' || searchPagePath === '') {
    throw optionError('searchPagePath', 'a non-empty string');
  }
  if (externalUrlRegex !== undefined && typeof externalUrlRegex !== 'string') {
    throw optionError('externalUrlRegex', 'a string');
  }
  const replace = replaceSearchResultPathname as SearchSettings['replaceSearchResultPathname'];
  if (
    replace !== undefined &&
    (typeof replace?.from !== 'string' || typeof replace?.to !== 'string')
  ) {
    throw optionError('replaceSearchResultPathname', 'an object with string "from" and "to"');
  }
  if (typeof searchParameters !== 'object' || searchParameters === null) {
    throw optionError('searchParameters', 'an object');
  }
  if (typeof issueTrackerUrl !== 'string') {
    throw optionError('issueTrackerUrl', 'a URL');
  }
  if (typeof maxShardGzipBytes !== 'number' || maxShardGzipBytes <= 0) {
    throw optionError('maxShardGzipBytes', 'a positive number');
  }
  return {
    settings: {
      contextualSearch,
      searchPagePath,
      ...(externalUrlRegex !== undefined && {externalUrlRegex}),
      ...(replace !== undefined && {replaceSearchResultPathname: replace}),
      searchParameters,
      issueTrackerUrl,
    },
    maxShardGzipBytes,
  };
}

export default function searchPlugin(context: LoadContext, options: unknown): Plugin<unknown> {
  const {baseUrl, siteConfig} = context;
  const {settings, maxShardGzipBytes} = normalizeOptions(options);

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      actions.setGlobalData(settings);
      actions.addRoute({
        path: normalizeUrl([baseUrl, settings.searchPagePath]),
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'search',
              type: 'application/opensearchdescription+xml',
              title: siteConfig.title,
              href: normalizeUrl([baseUrl, OPEN_SEARCH_FILE]),
            },
          },
        ],
      };
    },

    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      await writeFile(
        path.join(outDir, OPEN_SEARCH_FILE),
        openSearchXml({
          title: siteConfig.title,
          url: siteConfig.url.replace(/\/$/, ''),
          baseUrl,
          searchPagePath: settings.searchPagePath,
          favicon: siteConfig.favicon,
        }),
      );
      const records = await collectRecords(outDir, baseUrl, routesPaths, siteConfig.title);
      const {shards, manifest} = buildShards(records, {maxGzipBytes: maxShardGzipBytes});
      // The search page itself is `search/index.html`: only JSON files are ours.
      const searchDir = path.join(outDir, SEARCH_DIR);
      await mkdir(searchDir, {recursive: true});
      const stale = (await readdir(searchDir)).filter((file) => file.endsWith('.json'));
      await Promise.all(stale.map((file) => rm(path.join(searchDir, file), {force: true})));
      await Promise.all([
        ...shards.map((shard) => writeFile(path.join(searchDir, shard.fileName), shard.json)),
        writeFile(path.join(searchDir, MANIFEST_FILE), JSON.stringify(manifest)),
      ]);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      for (const shard of shards.filter(({overBudget}) => overBudget)) {
        logger.warn(
          `Search shard ${shard.fileName} is ${kb(shard.gzipBytes)} gzip, over the ${kb(maxShardGzipBytes)} budget even without excerpts.`,
        );
      }
      const sizes = shards.map((shard) => `${shard.id} ${kb(shard.gzipBytes)}`).join(', ');
      logger.info(
        `Search index: ${records.length} sections in ${shards.length} shards (${sizes} gzip), written in ${Date.now() - started} ms.`,
      );
    },
  };
}
