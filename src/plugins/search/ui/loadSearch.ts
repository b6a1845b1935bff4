/**
 * The search code the navbar button needs only once the reader reaches for
 * it: the modal (DocSearch's, with its styles) and the client with its
 * engine. They download in parallel, so the shards can start downloading as
 * soon as the (smaller) client has arrived. One download per page life; a
 * failed chunk download is retried next time.
 */
import type {ComponentType} from 'react';
import type {LocalSearchClient} from '../client';
import type {SearchModalProps} from './SearchModal';

export type LoadedSearch = {
  SearchModal: ComponentType<SearchModalProps>;
  client: LocalSearchClient;
};

let modal: Promise<ComponentType<SearchModalProps>> | null = null;
let client: Promise<LocalSearchClient> | null = null;

export function loadModal(): Promise<ComponentType<SearchModalProps>> {
  if (!modal) {
    modal = import('./SearchModal').then((module) => module.default);
    modal.catch(() => {
      modal = null;
    });
  }
  return modal;
}

export function loadClient(baseUrl: string): Promise<LocalSearchClient> {
  if (!client) {
    client = import('./searchClient').then((module) => module.getSearchClient(baseUrl));
    client.catch(() => {
      client = null;
    });
  }
  return client;
}

export function loadSearch(baseUrl: string): Promise<LoadedSearch> {
  return Promise.all([loadModal(), loadClient(baseUrl)]).then(([SearchModal, loaded]) => ({
    SearchModal,
    client: loaded,
  }));
}
