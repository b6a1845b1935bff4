/**
 * The search options the UI reads, named as in `themeConfig.algolia` so one
 * object configures either mode (see `config/search.ts`).
 */
import type {FacetFilters} from './client/facets';

/** Name of the local search plugin; the UI reads the settings from its global data. */
export const PLUGIN_NAME = 'docusaurus-search-local';

export type SearchSettings = {
  /** Limit doc hits to the docs version being read (other content is still searched). */
  contextualSearch: boolean;
  /** Path of the search page, relative to the base URL. */
  searchPagePath: string;
  /** Hit URLs matching this regular expression open with a full page load. */
  externalUrlRegex?: string;
  /** Rewrites hit paths, e.g. `/docs/next/` to `/docs/`. */
  replaceSearchResultPathname?: {from: string; to: string};
  /** Sent with every query; `facetFilters` are combined with the contextual ones. */
  searchParameters: {facetFilters?: FacetFilters};
  /** Where "Let us know." points when a query finds nothing. */
  issueTrackerUrl: string;
};
