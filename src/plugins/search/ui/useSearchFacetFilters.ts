import {useMemo} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {SearchSettings} from '../settings';
import {combineFacetFilters, contextualFacetFilters, type FilterList} from './facetFilters';

/**
 * Facet filters for the page being read: its language and the docs
 * versions in context (the version of the docs page being read, else the
 * preferred or latest one), then the configured filters. The same array
 * comes back while the filters are the same: DocSearch starts its search
 * over (and loses the query being typed) when they change.
 */
export function useSearchFacetFilters(settings: SearchSettings): FilterList {
  const {locale, tags} = useContextualSearchFilters();
  const key = JSON.stringify(
    combineFacetFilters(settings, contextualFacetFilters(locale, tags as string[])),
  );
  return useMemo(() => JSON.parse(key) as FilterList, [key]);
}
