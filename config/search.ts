import type {PluginConfig} from '@docusaurus/types';
import {escapeRegexp} from '@docusaurus/utils';
import {ALGOLIA} from './env';
import {REPO_URL} from './site';
import {archivedVersions} from '../src/data/archivedVersions';
import searchPlugin, {type SearchPluginOptions} from '../src/plugins/search';
import type {SearchSettings} from '../src/plugins/search/settings';

/** Hosts of the archived docs: hits there are other sites and open with a full page load. */
const archiveHosts = [...new Set(archivedVersions.map(({url}) => new URL(url).host))];

/** Search options shared by both modes; the names are those of `themeConfig.algolia`. */
export const searchSettings = {
  contextualSearch: true,
  searchPagePath: 'search',
  externalUrlRegex: `^https?://(${archiveHosts.map(escapeRegexp).join('|')})/`,
  replaceSearchResultPathname: {from: '/docs/next/', to: '/docs/'},
  searchParameters: {},
  issueTrackerUrl: `${REPO_URL}/issues/new`,
} satisfies SearchSettings;

/**
 * With the three Algolia variables set, `themeConfig.algolia` makes the
 * classic preset load `@docusaurus/theme-search-algolia` (hosted index).
 * Without them it is absent and the local plugin provides search.
 */
export const algoliaThemeConfig = ALGOLIA
  ? {
      ...ALGOLIA,
      contextualSearch: searchSettings.contextualSearch,
      searchPagePath: searchSettings.searchPagePath,
      externalUrlRegex: searchSettings.externalUrlRegex,
      replaceSearchResultPathname: searchSettings.replaceSearchResultPathname,
      searchParameters: searchSettings.searchParameters,
    }
  : undefined;

export const searchPlugins: PluginConfig[] = ALGOLIA
  ? []
  : [[searchPlugin, searchSettings satisfies SearchPluginOptions]];
