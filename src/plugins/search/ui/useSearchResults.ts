import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {FacetFilters} from '../client/facets';
import type {SearchResponse} from '../client';
import {getSearchClient} from './searchClient';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; previous: SearchResponse | null}
  | {status: 'done'; response: SearchResponse}
  | {status: 'error'};

export const HITS_PER_PAGE = 10;
/** Words of context around the match in each result. */
const SNIPPET_WORDS = 30;

/** Runs the search page's query; a late answer to an older query is dropped. */
export function useSearchResults(
  query: string,
  page: number,
  facetFilters: FacetFilters,
): SearchState {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const filtersKey = JSON.stringify(facetFilters);

  useEffect(() => {
    if (query.trim() === '') {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => ({
      status: 'loading',
      previous: previous.status === 'done' ? previous.response : null,
    }));
    getSearchClient(siteConfig.baseUrl)
      .search({
        requests: [
          {
            query,
            page,
            hitsPerPage: HITS_PER_PAGE,
            facetFilters: JSON.parse(filtersKey) as FacetFilters,
            attributesToSnippet: [`content:${SNIPPET_WORDS}`],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      })
      .then(({results}) => {
        if (current) {
          setState({status: 'done', response: results[0]!});
        }
      })
      .catch(() => {
        if (current) {
          setState({status: 'error'});
        }
      });
    return () => {
      current = false;
    };
  }, [query, page, filtersKey, siteConfig.baseUrl]);

  return state;
}
