/**
 * The search code the navbar button needs only once the reader reaches for
 * it: the DocSearch modal, its styles, and the client with its engine. One
 * download per page life; a failed chunk download is retried next time.
 */
import type {DocSearchModal} from '@docsearch/react';
import type {LocalSearchClient} from '../client';

export type LoadedSearch = {
  DocSearchModal: typeof DocSearchModal;
  client: LocalSearchClient;
};

let loading: Promise<LoadedSearch> | null = null;

export function loadSearch(baseUrl: string): Promise<LoadedSearch> {
  if (!loading) {
    loading = Promise.all([
      import('@docsearch/react/modal'),
      import('./searchClient'),
      import('@docsearch/css/dist/modal.css'),
      import('./modal.css'),
    ]).then(([modal, client]) => ({
      DocSearchModal: modal.DocSearchModal,
      client: client.getSearchClient(baseUrl),
    }));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
