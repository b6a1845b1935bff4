/**
 * The search code the navbar button needs only once the reader reaches for
 * it: the DocSearch modal with its styles, and the client with its engine.
 * They download in parallel, so the shards can start downloading as soon as
 * the (smaller) client has arrived. One download per page life; a failed
 * chunk download is retried next time.
 */
import type {DocSearchModal} from '@docsearch/react';
import type {LocalSearchClient} from '../client';

export type LoadedSearch = {
  DocSearchModal: typeof DocSearchModal;
  client: LocalSearchClient;
};

let modal: Promise<typeof DocSearchModal> | null = null;
let client: Promise<LocalSearchClient> | null = null;

export function loadModal(): Promise<typeof DocSearchModal> {
  if (!modal) {
    modal = Promise.all([
      import('@docsearch/react/modal'),
      import('@docsearch/css/dist/modal.css'),
      import('./modal.css'),
    ]).then(([module]) => module.DocSearchModal);
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
  return Promise.all([loadModal(), loadClient(baseUrl)]).then(([DocSearchModal, loaded]) => ({
    DocSearchModal,
    client: loaded,
  }));
}
