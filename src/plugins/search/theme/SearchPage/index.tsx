/**
 * The search page (`/search/?q=…`): the query lives in the URL and follows
 * the input as the reader types; results come a page at a time, filtered by
 * language and by the docs version the reader picks.
 */
import React, {useEffect, useMemo, useState} from 'react';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {useContextualSearchFilters, useSearchQueryString} from '@docusaurus/theme-common';
import {getDocsVersionSearchTag, useVersions} from '@docusaurus/plugin-content-docs/client';
import {useSearchSettings} from '../../ui/useSearchSettings';
import {combineFacetFilters, contextualFacetFilters} from '../../ui/facetFilters';
import {useSearchResults} from '../../ui/useSearchResults';
import SearchHit from '../../ui/SearchHit';
import Pagination from '../../ui/Pagination';
import {errorHelp, errorTitle, noResults, placeholder} from '../../ui/translations';
import styles from '../../ui/searchPage.module.css';

/** The docs instance whose versions the page filters by. */
const MAIN_DOCS = 'default';
const MAIN_DOCS_TAG = getDocsVersionSearchTag(MAIN_DOCS, '');

function pageTitle(query: string): string {
  return query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

function countText(count: number, query: string): string {
  return count === 1
    ? translate({id: 'theme.SearchPage.oneResult', message: '1 result for "{query}"'}, {query})
    : translate(
        {id: 'theme.SearchPage.manyResults', message: '{count} results for "{query}"'},
        {count, query},
      );
}

function useMainDocsVersion(): [
  string,
  (version: string) => void,
  {name: string; label: string}[],
] {
  const versions = useVersions(MAIN_DOCS);
  const {tags} = useContextualSearchFilters();
  const contextual = (tags as string[])
    .find((tag) => tag.startsWith(MAIN_DOCS_TAG))
    ?.slice(MAIN_DOCS_TAG.length);
  const [version, setVersion] = useState(contextual ?? versions[0]!.name);
  return [version, setVersion, versions];
}

/**
 * The `q` parameter, once hydrated: the static HTML is the same for every
 * query, so the first render must not read it.
 */
function useQuery(): [string, (query: string) => void] {
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useSearchQueryString();
  return [isBrowser ? query : '', setQuery];
}

function SearchPageContent(): JSX.Element {
  const settings = useSearchSettings();
  const [query, setQuery] = useQuery();
  const [version, setVersion, versions] = useMainDocsVersion();
  const [page, setPage] = useState(0);
  const {locale, tags} = useContextualSearchFilters();

  const facetFilters = useMemo(() => {
    const withVersion = (tags as string[]).map((tag) =>
      tag.startsWith(MAIN_DOCS_TAG) ? getDocsVersionSearchTag(MAIN_DOCS, version) : tag,
    );
    return combineFacetFilters(
      {...settings, contextualSearch: true},
      contextualFacetFilters(locale, withVersion),
    );
  }, [settings, locale, tags, version]);

  useEffect(() => setPage(0), [query, version]);
  const state = useSearchResults(query, page, facetFilters);
  const response =
    state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : null;

  return (
    <main className={styles.page}>
      <h1>{pageTitle(query)}</h1>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          className={`form-control form-control--lg ${styles.input}`}
          aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
          placeholder={placeholder}
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        {versions.length > 1 && (
          <label className={styles.version}>
            <Translate id="theme.SearchPage.versionLabel">Docs version</Translate>
            <select
              className="form-control form-control--lg"
              value={version}
              onChange={(event) => setVersion(event.target.value)}>
              {versions.map(({name, label}) => (
                <option key={name} value={name}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        )}
      </form>

      {state.status === 'idle' && (
        <p className={styles.status}>
          <Translate id="theme.SearchPage.emptyQueryHint">
            Type a word or two to search the docs, the blog, the changelog and the community pages.
          </Translate>
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" className={styles.status}>
          <p>
            <strong>{errorTitle}</strong>
          </p>
          <p>{errorHelp}</p>
        </div>
      )}
      {response && (
        <>
          <p className={styles.status} aria-live="polite">
            {response.nbHits === 0
              ? `${noResults} "${response.query}"`
              : countText(response.nbHits, response.query)}
          </p>
          {response.hits.map((hit) => (
            <SearchHit key={hit.objectID} hit={hit} settings={settings} />
          ))}
          <Pagination page={response.page} pages={response.nbPages} onChange={setPage} />
        </>
      )}
    </main>
  );
}

export default function SearchPage(): JSX.Element {
  const [query] = useQuery();
  return (
    <Layout title={pageTitle(query)}>
      <SearchPageContent />
    </Layout>
  );
}
