/**
 * Every string the search UI shows, through Docusaurus' translation API so
 * a locale can override them. The ids match the ones the classic theme
 * family uses for search, so existing translation files keep working.
 */
import {translate} from '@docusaurus/Translate';
import type {DocSearchTranslations} from '@docsearch/react';

const searchLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The label and ARIA label of the navbar search button',
});

export const placeholder = translate({
  id: 'theme.SearchModal.placeholder',
  message: 'Search docs',
  description: 'The placeholder of the search input',
});

export const errorTitle = translate({
  id: 'theme.SearchModal.errorScreen.titleText',
  message: 'Unable to fetch results',
  description: 'The title shown when search results cannot be loaded',
});

export const errorHelp = translate({
  id: 'theme.SearchModal.errorScreen.helpText',
  message: 'You might want to check your network connection.',
  description: 'The help text shown when search results cannot be loaded',
});

export const noResults = translate({
  id: 'theme.SearchModal.noResultsScreen.noResultsText',
  message: 'No results for',
  description: 'Shown before the query when nothing matches it',
});

export const translations: Required<Pick<DocSearchTranslations, 'modal'>> = {
  modal: {
    searchBox: {
      resetButtonTitle: translate({
        id: 'theme.SearchModal.searchBox.resetButtonTitle',
        message: 'Clear the query',
      }),
      resetButtonAriaLabel: translate({
        id: 'theme.SearchModal.searchBox.resetButtonTitle',
        message: 'Clear the query',
      }),
      cancelButtonText: translate({
        id: 'theme.SearchModal.searchBox.cancelButtonText',
        message: 'Cancel',
      }),
      cancelButtonAriaLabel: translate({
        id: 'theme.SearchModal.searchBox.cancelButtonText',
        message: 'Cancel',
      }),
      searchInputLabel: searchLabel,
    },
    startScreen: {
      recentSearchesTitle: translate({
        id: 'theme.SearchModal.startScreen.recentSearchesTitle',
        message: 'Recent',
      }),
      noRecentSearchesText: translate({
        id: 'theme.SearchModal.startScreen.noRecentSearchesText',
        message: 'No recent searches',
      }),
      saveRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
        message: 'Keep this search',
      }),
      removeRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        message: 'Forget this search',
      }),
      favoriteSearchesTitle: translate({
        id: 'theme.SearchModal.startScreen.favoriteSearchesTitle',
        message: 'Favorite',
      }),
      removeFavoriteSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove from favorites',
      }),
    },
    errorScreen: {titleText: errorTitle, helpText: errorHelp},
    footer: {
      selectText: translate({id: 'theme.SearchModal.footer.selectText', message: 'to open'}),
      selectKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.selectKeyAriaLabel',
        message: 'Enter key',
      }),
      navigateText: translate({id: 'theme.SearchModal.footer.navigateText', message: 'to move'}),
      navigateUpKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel',
        message: 'Arrow up',
      }),
      navigateDownKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel',
        message: 'Arrow down',
      }),
      closeText: translate({id: 'theme.SearchModal.footer.closeText', message: 'to close'}),
      closeKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.closeKeyAriaLabel',
        message: 'Escape key',
      }),
      searchByText: translate({id: 'theme.SearchModal.footer.searchByText', message: 'Search by'}),
    },
    noResultsScreen: {
      noResultsText: noResults,
      suggestedQueryText: translate({
        id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
        message: 'Try searching for',
      }),
      reportMissingResultsText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
      }),
      reportMissingResultsLinkText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
        message: 'Let us know.',
      }),
    },
  },
};

export function seeAllResults(count: number): string {
  return translate(
    {
      id: 'theme.SearchBar.seeAll',
      message: 'See all {count} results',
      description: 'The link from the search modal to the search page',
    },
    {count},
  );
}
