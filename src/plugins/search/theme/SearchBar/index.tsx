/**
 * The navbar search: a button styled as DocSearch's, and DocSearch's modal
 * answered by the local client. Only the button and the shortcuts ship with
 * every page; the modal, its styles and the client load when the reader
 * hovers, focuses or opens the search.
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchSettings} from '../../ui/useSearchSettings';
import {useSearchFacetFilters} from '../../ui/useSearchFacetFilters';
import {loadClient, loadSearch, type LoadedSearch} from '../../ui/loadSearch';
import {searchPageUrl} from '../../ui/searchPageUrl';
import SearchButton from '../../ui/SearchButton';
import {useSearchShortcuts} from '../../ui/useSearchShortcuts';
import {keepSearchOffline} from '../../client/offline';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import '../../ui/button.css';

export default function SearchBar(): JSX.Element {
  const settings = useSearchSettings();
  const facetFilters = useSearchFacetFilters(settings);
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const [search, setSearch] = useState<LoadedSearch | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const load = useCallback(
    () =>
      loadSearch(baseUrl).then((loaded) => {
        setSearch(loaded);
        return loaded;
      }),
    [baseUrl],
  );

  // Download the code and the shards as soon as the reader shows intent
  // (hover, focus, opening), so the first keystroke does not wait for them.
  const preload = useCallback(() => {
    load().catch(() => {
      // Opening falls back to the search page if the code cannot be downloaded.
    });
    loadClient(baseUrl)
      .then((client) => client.warmUp({facetFilters}))
      .catch(() => {
        // The modal shows the error if the reader goes on to search.
      });
  }, [load, baseUrl, facetFilters]);

  const open = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    preload();
    load()
      .then(() => setIsOpen(true))
      .catch(() => {
        // The code itself failed to download: fall back to the search page.
        window.location.assign(searchPageUrl(baseUrl, settings.searchPagePath, ''));
      });
  }, [load, preload, baseUrl, settings.searchPagePath]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
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

  // With offline mode on, keep the index of the version being read for searches
  // without a network. Once the page is idle: it is never urgent.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      keepSearchOffline(baseUrl, facetFilters).catch(() => {
        // A failed download is tried again on the next page; search online is unaffected.
      });
    });
    return () => cancelIdle(handle);
  }, [baseUrl, facetFilters]);

  // The modal's container leaves with the navbar (pages with another layout mount a new one).
  useEffect(
    () => () => {
      containerRef.current?.remove();
      containerRef.current = null;
    },
    [],
  );

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The label and ARIA label of the navbar search button',
  });
  const container = containerRef.current;
  return (
    <>
      <SearchButton
        ref={buttonRef}
        label={label}
        onClick={open}
        onFocus={preload}
        onMouseOver={preload}
        onTouchStart={preload}
      />
      {isOpen && search && container && (
        <search.SearchModal
          client={search.client}
          settings={settings}
          facetFilters={facetFilters}
          baseUrl={baseUrl}
          initialQuery={initialQuery}
          container={container}
          onClose={close}
        />
      )}
    </>
  );
}
