import type {ShowcaseSite} from '@site/src/data/showcase';
import {tagTypes, type TagType} from '@site/src/data/showcaseTags';

/** AND: a site needs every selected tag. OR: any one of them. */
export type Operator = 'AND' | 'OR';

export type ShowcaseFilters = {
  readonly tags: readonly TagType[];
  readonly operator: Operator;
  readonly name: string;
};

export const NO_FILTERS: ShowcaseFilters = {tags: [], operator: 'OR', name: ''};

/** Favourites first, then by title, case-insensitively. */
export function sortSites(sites: readonly ShowcaseSite[]): ShowcaseSite[] {
  return [...sites].sort((a, b) => {
    const favoriteOrder = Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
    return favoriteOrder || a.title.localeCompare(b.title, 'en', {sensitivity: 'base'});
  });
}

export function hasActiveFilters({tags, name}: ShowcaseFilters): boolean {
  return tags.length > 0 || name.trim() !== '';
}

/** The sites that pass the tag filter (with its operator) and the name search. */
export function filterSites(
  sites: readonly ShowcaseSite[],
  {tags, operator, name}: ShowcaseFilters,
): ShowcaseSite[] {
  const needle = name.trim().toLocaleLowerCase('en');
  return sites.filter((site) => {
    if (tags.length > 0) {
      const matches =
        operator === 'AND'
          ? tags.every((t) => site.tags.includes(t))
          : tags.some((t) => site.tags.includes(t));
      if (!matches) return false;
    }
    return needle === '' || site.title.toLocaleLowerCase('en').includes(needle);
  });
}

const isTag = (value: string): value is TagType => (tagTypes as string[]).includes(value);

/** Reads filters from a query string; unknown tags and operators are ignored. */
export function readFilters(search: string): ShowcaseFilters {
  const params = new URLSearchParams(search);
  const tags = [...new Set(params.getAll('tags').filter(isTag))];
  return {
    tags,
    operator: params.get('operator') === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

/** Writes filters into a query string, keeping unrelated parameters; defaults are left out. */
export function writeFilters(search: string, {tags, operator, name}: ShowcaseFilters): string {
  const params = new URLSearchParams(search);
  params.delete('tags');
  tags.forEach((tag) => params.append('tags', tag));
  if (operator === 'AND') params.set('operator', 'AND');
  else params.delete('operator');
  if (name) params.set('name', name);
  else params.delete('name');
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function toggleTag(tags: readonly TagType[], tag: TagType): TagType[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}

/**
 * Why an empty result is empty, and what to change: names what actually
 * narrowed the list (the name search, the tags, the AND operator), so the
 * advice never points at a filter the reader is not using.
 */
export function emptyResultHint({tags, operator, name}: ShowcaseFilters): string {
  const needle = name.trim();
  const strictTags = operator === 'AND' && tags.length > 1;
  if (tags.length === 0) {
    return `No site’s name contains “${needle}”. Check the spelling, or clear the search.`;
  }
  if (needle === '') {
    return strictTags
      ? 'No site has all of the selected tags. Remove a tag, or switch to OR to see sites with any of them.'
      : `No site has the selected tag${tags.length > 1 ? 's' : ''}.`;
  }
  return strictTags
    ? `No site with all of the selected tags has “${needle}” in its name. Clear the search, remove a tag, or switch to OR.`
    : `No site with the selected tag${tags.length > 1 ? 's' : ''} has “${needle}” in its name. Clear the search, or remove a tag.`;
}
