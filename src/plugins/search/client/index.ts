/**
 * An Algolia-compatible search client that answers from the shards this
 * site's build writes. It speaks the `search` method of the Algolia
 * JavaScript client (v5 `{requests}` and v4 array forms), which is all
 * DocSearch and the search page call.
 */
import {parseFacetFilters, requestedTags} from './facets';
import {createShardLoader, type Fetcher, type ShardLoader} from './loader';
import {searchShards, type SearchRequest, type SearchResponse} from './search';

export type {SearchRequest, SearchResponse, Hit} from './search';
export {RetryError} from './loader';

export type LocalSearchClient = {
  search(
    requests: {requests: SearchRequest[]} | SearchRequest[],
  ): Promise<{results: SearchResponse[]}>;
  /** Downloads the shards these filters need, ahead of the first query. */
  warmUp(request?: Pick<SearchRequest, 'facetFilters'>): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {
    algoliaAgent: {value: string; add(agent: {segment: string; version?: string}): void};
  };
  appId: string;
};

function agents() {
  const segments: string[] = ['Docusaurus local search'];
  const algoliaAgent = {
    get value() {
      return segments.join('; ');
    },
    add({segment, version}: {segment: string; version?: string}) {
      const entry = version ? `${segment} (${version})` : segment;
      if (!segments.includes(entry)) {
        segments.push(entry);
      }
    },
  };
  return algoliaAgent;
}

function paramsOf(request: SearchRequest) {
  return {...request.params, ...request};
}

async function answer(loader: ShardLoader, request: SearchRequest): Promise<SearchResponse> {
  const tags = requestedTags(parseFacetFilters(paramsOf(request).facetFilters));
  const shards = await loader.load(tags);
  return searchShards(shards, request);
}

/** `baseUrl` is the site's base URL; shards are read from `<baseUrl>search/`. */
export function createLocalSearchClient(baseUrl: string, fetcher?: Fetcher): LocalSearchClient {
  const loader = createShardLoader(baseUrl, fetcher);
  const algoliaAgent = agents();
  return {
    appId: 'local',
    async search(requests) {
      const list = Array.isArray(requests) ? requests : requests.requests;
      const results = await Promise.all(list.map((request) => answer(loader, request)));
      return {results};
    },
    async warmUp(request = {}) {
      await loader.load(requestedTags(parseFacetFilters(request.facetFilters)));
    },
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({segment, version});
    },
    transporter: {algoliaAgent},
  };
}
