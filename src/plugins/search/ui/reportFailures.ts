/**
 * DocSearch 3.9 sets its "error" status when a request fails, but
 * autocomplete resets the status to "idle" straight after, so its error
 * screen never stays up, and the rejection goes unhandled. This wrapper
 * turns a failed request into an empty answer and tells the search bar,
 * which shows the error screen itself.
 */
import type {LocalSearchClient, SearchRequest, SearchResponse} from '../client';

type Requests = Parameters<LocalSearchClient['search']>[0];

export type FailureListener = {
  onFailure(query: string): void;
  onSuccess(): void;
};

function requestList(requests: Requests): SearchRequest[] {
  return Array.isArray(requests) ? requests : requests.requests;
}

function emptyResponse(request: SearchRequest): SearchResponse {
  const query = request.query ?? request.params?.query ?? '';
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? request.params?.hitsPerPage ?? 20,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName ?? '',
    processingTimeMS: 0,
  };
}

export function reportFailures(
  client: LocalSearchClient,
  listener: FailureListener,
): LocalSearchClient {
  return {
    ...client,
    search(requests) {
      const list = requestList(requests);
      return client.search(requests).then(
        (response) => {
          listener.onSuccess();
          return response;
        },
        () => {
          const first = list[0];
          listener.onFailure(first?.query ?? first?.params?.query ?? '');
          return {results: list.map(emptyResponse)};
        },
      );
    },
  };
}
