import {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {readFilters, writeFilters, type ShowcaseFilters} from './_utils';

/**
 * The showcase filters, held in the URL query string so a filtered view can
 * be shared and survives a reload. Updates replace the history entry, so
 * typing a name does not fill the back button.
 */
export function useShowcaseFilters(): [ShowcaseFilters, (next: ShowcaseFilters) => void] {
  const location = useLocation();
  const history = useHistory();
  const filters = readFilters(location.search);
  const setFilters = useCallback(
    (next: ShowcaseFilters) => {
      history.replace({...location, search: writeFilters(location.search, next)});
    },
    [history, location],
  );
  return [filters, setFilters];
}
