import {useCallback} from 'react';
import {useQueryString} from '@docusaurus/theme-common';
import {readBoardFilters, writeBoardFilters, type BoardFilters} from './_utils';

/**
 * The board filters, held in the URL query string (`status`, `category`,
 * `sort`, `q`) so a filtered board can be shared and survives a reload. The
 * framework's hooks replace the history entry, so typing a search does not
 * fill the back button. Only the parameters that change are written: each
 * write is a history update, and browsers throttle pages that make too many.
 */
export function useBoardFilters(): [BoardFilters, (next: BoardFilters) => void] {
  const [status, setStatus] = useQueryString('status');
  const [category, setCategory] = useQueryString('category');
  const [sort, setSort] = useQueryString('sort');
  const [q, setQ] = useQueryString('q');
  const filters = readBoardFilters({status, category, sort, q});
  const setFilters = useCallback(
    (next: BoardFilters) => {
      const query = writeBoardFilters(next);
      if ((query.status ?? '') !== status) setStatus(query.status);
      if ((query.category ?? '') !== category) setCategory(query.category);
      if ((query.sort ?? '') !== sort) setSort(query.sort);
      if ((query.q ?? '') !== q) setQ(query.q);
    },
    [status, category, sort, q, setStatus, setCategory, setSort, setQ],
  );
  return [filters, setFilters];
}
