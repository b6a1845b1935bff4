/**
 * The navbar search: a button styled as DocSearch's, and DocSearch's modal
 * answered by the local client. Only the button and the shortcuts ship with
 * every page; the modal, its styles and the client load when the reader
 * hovers, focuses or opens the search.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchHit, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import type {DocSearchModalProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchSettings} from '../../ui/useSearchSettings';
import {useSearchFacetFilters} from '../../ui/useSearchFacetFilters';
import {isExternalResult, processResultUrl} from '../../ui/resultUrl';
import {loadClient, loadSearch, type LoadedSearch} from '../../ui/loadSearch';
import {searchPageUrl} from '../../ui/searchPageUrl';
import {placeholder, seeAllResults, translations} from '../../ui/translations';
import {reportFailures} from '../../ui/reportFailures';
import SearchError from '../../ui/SearchError';
import SearchButton from '../../ui/SearchButton';
import {useSearchShortcuts} from '../../ui/useSearchShortcuts';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import '../../ui/button.css';

/** Recent and favorite searches are stored under this name. */
const INDEX_NAME = 'docusaurus-local';

type HitProps = {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode};

export default function SearchBar(): JSX.Element {
  const settings = useSearchSettings();
  const facetFilters = useSearchFacetFilters(settings);
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const portalRef = useRef<HTMLElement | null>(null);
  const [search, setSearch] = useState<LoadedSearch | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const searchParameters = useMemo(
    () => ({...settings.searchParameters, facetFilters}),
    [settings.searchParameters, facetFilters],
  );

  const load = useCallback(
    () =>
      loadSearch(siteConfig.baseUrl).then((loaded) => {
        setSearch(loaded);
        return loaded;
      }),
    [siteConfig.baseUrl],
  );

  // Download the code and the shards as soon as the reader shows intent
  // (hover, focus, opening), so the first keystroke does not wait for them.
  const preload = useCallback(() => {
    load().catch(() => {
      // Opening falls back to the search page if the code cannot be downloaded.
    });
    loadClient(siteConfig.baseUrl)
      .then((client) => client.warmUp({facetFilters}))
      .catch(() => {
        // The modal shows the error if the reader goes on to search.
      });
  }, [load, siteConfig.baseUrl, facetFilters]);

  const open = useCallback(() => {
    if (!portalRef.current) {
      portalRef.current = document.createElement('div');
      document.body.insertBefore(portalRef.current, document.body.firstChild);
    }
    preload();
    load()
      .then(() => setIsOpen(true))
      .catch(() => {
        // The code itself failed to download: fall back to the search page.
        window.location.assign(searchPageUrl(siteConfig.baseUrl, settings.searchPagePath, ''));
      });
  }, [load, preload, siteConfig.baseUrl, settings.searchPagePath]);

  // The modal's container leaves with the navbar (pages with another layout mount a new one).
  useEffect(
    () => () => {
      portalRef.current?.remove();
      portalRef.current = null;
    },
    [],
  );

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    setFailedQuery(null);
    buttonRef.current?.focus();
  }, []);

  const openWith = useCallback(
    (character: string) => {
      setInitialQuery(character);
      open();
    },
    [open],
  );

  useSearchShortcuts({isOpen, open, close, openWith, buttonRef});

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
      <Link
        to={searchPageUrl(siteConfig.baseUrl, settings.searchPagePath, state.query)}
        onClick={close}>
        {seeAllResults(state.context.nbHits as number)}
      </Link>
    ),
    [siteConfig.baseUrl, settings.searchPagePath, close],
  );

  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) =>
      `${settings.issueTrackerUrl}?${new URLSearchParams({title: `Search: no results for "${query}"`})}`,
    [settings.issueTrackerUrl],
  );

  // The query whose request failed, and what the input holds now: the error
  // screen shows while they agree.
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [typedQuery, setTypedQuery] = useState('');
  const client = useMemo(
    () =>
      search &&
      reportFailures(search.client, {
        onFailure: (query) => setFailedQuery(query),
        onSuccess: () => setFailedQuery(null),
      }),
    [search],
  );
  const transformSearchClient = useCallback(
    (original: Parameters<NonNullable<DocSearchModalProps['transformSearchClient']>>[0]) =>
      (client ?? original) as typeof original,
    [client],
  );

  useEffect(() => {
    const input = isOpen ? portalRef.current?.querySelector('input') : null;
    if (!input) {
      return undefined;
    }
    // Listened to on the document, so React has handled the input first:
    // re-rendering a controlled input earlier in the event would reset it.
    const update = (event?: Event) => {
      if (!event || event.target === input) {
        setTypedQuery(input.value);
      }
    };
    update();
    document.addEventListener('input', update);
    return () => document.removeEventListener('input', update);
  }, [isOpen, search]);

  const Modal = search?.DocSearchModal;
  const portal = portalRef.current;
  const dropdown =
    isOpen && failedQuery !== null && failedQuery === typedQuery
      ? portal?.querySelector('.DocSearch-Dropdown')
      : null;
  return (
    <>
      <SearchButton
        ref={buttonRef}
        label={translations.button.buttonText!}
        onClick={open}
        onFocus={preload}
        onMouseOver={preload}
        onTouchStart={preload}
      />
      {isOpen &&
        Modal &&
        portal &&
        createPortal(
          <Modal
            appId="local"
            apiKey="local"
            indexName={INDEX_NAME}
            placeholder={placeholder}
            translations={translations.modal}
            initialQuery={initialQuery}
            initialScrollY={window.scrollY}
            onClose={close}
            searchParameters={searchParameters as DocSearchModalProps['searchParameters']}
            transformSearchClient={transformSearchClient}
            transformItems={transformItems}
            hitComponent={hitComponent}
            navigator={navigator}
            resultsFooterComponent={resultsFooterComponent}
            getMissingResultsUrl={getMissingResultsUrl}
          />,
          portal,
        )}
      {dropdown && createPortal(<SearchError />, dropdown)}
    </>
  );
}
