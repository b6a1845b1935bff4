import type {FacetFilters} from '../client/facets';
import type {SearchSettings} from '../settings';

export type FilterList = (string | readonly string[])[];

function asList(filters: FacetFilters | undefined): FilterList {
  if (filters === undefined) {
    return [];
  }
  return typeof filters === 'string' ? [filters] : [...filters];
}

/**
 * Filters for the language and the search tags in context, as DocSearch
 * builds them: `[['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.4.0', …]]`.
 */
export function contextualFacetFilters(locale: string, tags: readonly string[]): FilterList {
  return [[`language:${locale}`], tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/** The contextual filters (when contextual search is on), then the configured ones: all must hold. */
export function combineFacetFilters(
  settings: Pick<SearchSettings, 'contextualSearch' | 'searchParameters'>,
  contextual: FilterList,
): FilterList {
  const configured = asList(settings.searchParameters.facetFilters);
  return settings.contextualSearch ? [...contextual, ...configured] : configured;
}
