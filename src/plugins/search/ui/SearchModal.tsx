/**
 * DocSearch's modal wired to the local client: result links, navigation,
 * the "See all" footer, the no-results report link, and the error screen
 * DocSearch cannot keep up by itself. Loaded on demand with the modal code.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {
  DocSearchHit,
  DocSearchModalProps,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import type {LocalSearchClient} from '../client';
import type {SearchSettings} from '../settings';
import type {FilterList} from './facetFilters';
import {isExternalResult, processResultUrl} from './resultUrl';
import {reportFailures} from './reportFailures';
import SearchError from './SearchError';
import {searchPageUrl} from './searchPageUrl';
import {placeholder, seeAllResults, translations} from './translations';
import '@docsearch/css/dist/modal.css';
import './modal.css';

/** Recent and favorite searches are stored under this name. */
const INDEX_NAME = 'docusaurus-local';

export type SearchModalProps = {
  client: LocalSearchClient;
  settings: SearchSettings;
  facetFilters: FilterList;
  baseUrl: string;
  initialQuery: string | undefined;
  /** Where the modal renders: a container at the top of the body. */
  container: HTMLElement;
  onClose: () => void;
};

type HitProps = {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode};
type SearchClient = Parameters<NonNullable<DocSearchModalProps['transformSearchClient']>>[0];

/**
 * The query typed in the modal's input, read after React has handled each
 * input event (listening on the input itself and re-rendering earlier in
 * the event would reset the controlled input).
 */
function useTypedQuery(container: HTMLElement): string {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const input = container.querySelector('input');
    if (!input) {
      return undefined;
    }
    const update = (event?: Event) => {
      if (!event || event.target === input) {
        setTyped(input.value);
      }
    };
    update();
    document.addEventListener('input', update);
    return () => document.removeEventListener('input', update);
  }, [container]);
  return typed;
}

export default function SearchModal({
  client,
  settings,
  facetFilters,
  baseUrl,
  initialQuery,
  container,
  onClose,
}: SearchModalProps): JSX.Element {
  const history = useHistory();
  // The query whose request failed: the error screen shows while the input still holds it.
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const typedQuery = useTypedQuery(container);

  const reportingClient = useMemo(
    () =>
      reportFailures(client, {
        onFailure: (query) => setFailedQuery(query),
        onSuccess: () => setFailedQuery(null),
      }),
    [client],
  );
  const transformSearchClient = useCallback(
    () => reportingClient as unknown as SearchClient,
    [reportingClient],
  );

  const searchParameters = useMemo(
    () => ({...settings.searchParameters, facetFilters}) as DocSearchModalProps['searchParameters'],
    [settings.searchParameters, facetFilters],
  );

  const navigator = useMemo<NonNullable<DocSearchModalProps['navigator']>>(
    () => ({
      navigate({itemUrl}) {
        if (isExternalResult(itemUrl, settings)) {
          window.location.href = itemUrl;
        } else {
          history.push(itemUrl);
        }
      },
    }),
    [history, settings],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({...item, url: processResultUrl(item.url, settings)})),
    [settings],
  );

  const hitComponent = useCallback(
    ({hit, children}: HitProps) =>
      isExternalResult(hit.url, settings) ? (
        <a href={hit.url}>{children}</a>
      ) : (
        <Link to={hit.url}>{children}</Link>
      ),
    [settings],
  );

  const resultsFooterComponent = useCallback<
    NonNullable<DocSearchModalProps['resultsFooterComponent']>
  >(
    ({state}) => (
      <Link to={searchPageUrl(baseUrl, settings.searchPagePath, state.query)} onClick={onClose}>
        {seeAllResults(state.context.nbHits as number)}
      </Link>
    ),
    [baseUrl, settings.searchPagePath, onClose],
  );

  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) =>
      `${settings.issueTrackerUrl}?${new URLSearchParams({title: `Search: no results for "${query}"`})}`,
    [settings.issueTrackerUrl],
  );

  const dropdown =
    failedQuery !== null && failedQuery === typedQuery
      ? container.querySelector('.DocSearch-Dropdown')
      : null;
  return (
    <>
      {createPortal(
        <DocSearchModal
          appId="local"
          apiKey="local"
          indexName={INDEX_NAME}
          placeholder={placeholder}
          translations={translations.modal}
          initialQuery={initialQuery}
          initialScrollY={window.scrollY}
          onClose={onClose}
          searchParameters={searchParameters}
          transformSearchClient={transformSearchClient}
          transformItems={transformItems}
          hitComponent={hitComponent}
          navigator={navigator}
          resultsFooterComponent={resultsFooterComponent}
          getMissingResultsUrl={getMissingResultsUrl}
        />,
        container,
      )}
      {dropdown && createPortal(<SearchError />, dropdown)}
    </>
  );
}
