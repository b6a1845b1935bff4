import {useCallback} from 'react';
import {useQueryString, useQueryStringList} from '@docusaurus/theme-common';
import {readFilters, writeFilters, type ShowcaseFilters} from './_utils';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * The showcase filters, held in the URL query string (`tags`, `operator`,
 * `name`) so a filtered view can be shared and survives a reload. The
 * framework's hooks replace the history entry, so typing a name does not fill
 * the back button, and keep the query's other parameters. Only the parameters
 * that change are written: each write is a history update, and browsers
 * throttle pages that make too many.
 */
export function useShowcaseFilters(): [ShowcaseFilters, (next: ShowcaseFilters) => void] {
  const [tags, setTags] = useQueryStringList('tags');
  const [operator, setOperator] = useQueryString('operator');
  const [name, setName] = useQueryString('name');
  const filters = readFilters({tags, operator, name});
  const setFilters = useCallback(
    (next: ShowcaseFilters) => {
      const query = writeFilters(next);
      if (!sameList(query.tags, tags)) setTags(query.tags);
      if ((query.operator ?? '') !== operator) setOperator(query.operator);
      if ((query.name ?? '') !== name) setName(query.name);
    },
    [tags, operator, name, setTags, setOperator, setName],
  );
  return [filters, setFilters];
}
