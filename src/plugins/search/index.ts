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
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {SearchBuildCache, indexerVersion} from './buildCache';
import {collectRecords} from './collect';
import {closingAfter, startIndexerPool, type IndexerPool} from './indexerPool';
import {MANIFEST_FILE, SEARCH_DIR} from './client/loader';
import {OPEN_SEARCH_FILE, openSearchXml} from './openSearch';
import {PLUGIN_NAME, type SearchSettings} from './settings';

/** What `config/search.ts` passes; defaults fill in what it leaves out. */
export type SearchPluginOptions = Partial<SearchSettings> &
  Pick<SearchSettings, 'issueTrackerUrl'> & {
    /** Budget of one shard, gzip-compressed; excerpts shrink to fit it. */
    maxShardGzipBytes?: number;
  };

/** The options once validated: every default filled in, plus the plugin id the framework adds. */
export type ValidatedSearchOptions = SearchSettings & {maxShardGzipBytes: number; id: string};

const DEFAULT_MAX_SHARD_GZIP_BYTES = 150 * 1024;

/** A facet filter as DocSearch sends it: `attribute:value`, optionally negated with `-`. */
const FacetFilter = Joi.string().pattern(/^-?[^:]+:.+$/, 'attribute:value');

const OptionsSchema = Joi.object<ValidatedSearchOptions>({
  contextualSearch: Joi.boolean().default(true),
  searchPagePath: Joi.string().default('search'),
  externalUrlRegex: Joi.string().custom((value: string) => {
    new RegExp(value); // throws on a malformed expression; Joi reports it with the option name
    return value;
  }, 'a regular expression'),
  replaceSearchResultPathname: Joi.object({
    from: Joi.string().required(),
    to: Joi.string().required(),
  }),
  // Only what the local client honours; anything else would be silently ignored.
  searchParameters: Joi.object({
    facetFilters: Joi.alternatives(
      FacetFilter,
      Joi.array().items(FacetFilter, Joi.array().items(FacetFilter)),
    ),
  }).default({}),
  issueTrackerUrl: Joi.string()
    .uri({scheme: ['http', 'https']})
    .required(),
  maxShardGzipBytes: Joi.number().integer().positive().default(DEFAULT_MAX_SHARD_GZIP_BYTES),
});

/**
 * Checks the options and fills in defaults, the way official plugins do: the
 * framework calls this before the plugin, and a bad option stops the build
 * with Joi's message naming it (e.g. `"contextualSearch" must be a boolean`).
 */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<SearchPluginOptions, ValidatedSearchOptions>): ValidatedSearchOptions {
  return validate(OptionsSchema, options);
}

/** What the UI reads from global data: the options less the build-only ones. */
function settingsOf(options: ValidatedSearchOptions): SearchSettings {
  const {
    contextualSearch,
    searchPagePath,
    externalUrlRegex,
    replaceSearchResultPathname,
    searchParameters,
    issueTrackerUrl,
  } = options;
  return {
    contextualSearch,
    searchPagePath,
    ...(externalUrlRegex !== undefined && {externalUrlRegex}),
    ...(replaceSearchResultPathname !== undefined && {replaceSearchResultPathname}),
    searchParameters,
    issueTrackerUrl,
  };
}

function searchPlugin(
  context: LoadContext,
  // The framework hands over what `validateOptions` returned.
  options: unknown,
): Plugin<unknown> {
  const {baseUrl, siteConfig, siteDir} = context;
  const validated = options as ValidatedSearchOptions;
  const settings = settingsOf(validated);
  const {maxShardGzipBytes} = validated;

  /** The build cache and the indexer pool for this site's pages. */
  type Indexing = {cache: SearchBuildCache; pool: IndexerPool};
  async function openIndexing(): Promise<Indexing> {
    // Alongside the framework's caches, so `docusaurus clear` empties it too.
    const cache = await SearchBuildCache.open(
      path.join(siteDir, 'node_modules/.cache', PLUGIN_NAME),
      indexerVersion(),
      {siteTitle: siteConfig.title},
    );
    const pool = startIndexerPool({siteTitle: siteConfig.title, storedKeys: cache.storedKeys()});
    return {cache, pool};
  }
  /**
   * Opened and started when the content has loaded, in a production build:
   * every plugin's postBuild starts at once, and the main thread runs each
   * one's synchronous steps before it returns to any of them. Opened in
   * postBuild, the cache, the worker's bundle and the workers each waited for
   * such a turn, and the workers took their first page 1.4 s into it (a cold
   * build's CPU time sampled per thread, a diagnosis), while the search
   * index is the last of postBuild's steps to end. Started ahead, the pool
   * gets the pages in postBuild's first turn. The cache is the one the last
   * build wrote; nothing writes it before postBuild.
   */
  let ahead: Indexing | undefined;
  /** Settles when the pool started ahead is up, or has failed to start. */
  let starting: Promise<void> | undefined;

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      // The dev server never runs postBuild; plugin-pwa tells a build the same way.
      if (process.env.NODE_ENV === 'production' && !starting) {
        starting = openIndexing()
          .then(async (indexing) => {
            await indexing.pool.start();
            ahead = indexing;
          })
          // postBuild opens them again, and reports what fails then.
          .catch(() => undefined);
      }
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
      // A postBuild that comes before the pool is up waits for it rather than starting another.
      if (!ahead) {
        await starting;
      }
      // Once: a second postBuild (another locale) opens its own.
      const {cache, pool} = ahead ?? (await openIndexing());
      ahead = undefined;
      starting = undefined;
      const shardOptions = {maxGzipBytes: maxShardGzipBytes};
      const {records, shards, manifest} = await closingAfter(pool, async () => {
        const [records] = await Promise.all([
          // First, so a running pool gets the pages in this turn.
          collectRecords(
            {outDir, baseUrl, trailingSlash: siteConfig.trailingSlash, title: siteConfig.title},
            routesPaths,
            cache,
            pool.index,
          ),
          writeFile(
            path.join(outDir, OPEN_SEARCH_FILE),
            openSearchXml({
              title: siteConfig.title,
              url: siteConfig.url.replace(/\/$/, ''),
              baseUrl,
              searchPagePath: settings.searchPagePath,
              favicon: siteConfig.favicon,
            }),
          ),
        ]);
        const built = await cache.shardsOf(records, shardOptions, (changed) =>
          pool.shards(changed, shardOptions),
        );
        return {records, ...built};
      });
      await cache.save();
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
      const reused = `${cache.hits} of ${cache.hits + cache.misses} pages and ${cache.shardsReused} of ${shards.length} shards from the cache`;
      logger.info(
        `Search index: ${records.length} sections in ${shards.length} shards (${sizes} gzip), written in ${Date.now() - started} ms (${reused}).`,
      );
    },
  };
}

export default Object.assign(searchPlugin, {
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
}) satisfies PluginModule;
