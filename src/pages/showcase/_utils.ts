import type {ShowcaseSite} from '@site/src/data/showcase';
import {tagTypes, type TagType} from '@site/src/data/showcaseTags';
import {compareTitles} from '@site/src/utils/compareTitles';

/** AND: a site needs every selected tag. OR: any one of them. */
export type Operator = 'AND' | 'OR';

export type ShowcaseFilters = {
  readonly tags: readonly TagType[];
  readonly operator: Operator;
  readonly name: string;
};

export const NO_FILTERS: ShowcaseFilters = {tags: [], operator: 'OR', name: ''};

/** Favourites first, then by title, case-insensitively, as English orders them. */
export function sortSites(sites: readonly ShowcaseSite[]): ShowcaseSite[] {
  return [...sites].sort((a, b) => {
    const favoriteOrder = Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
    return favoriteOrder || compareTitles(a.title, b.title);
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

/**
 * The showcase's query parameters as the framework's query-string hooks give
 * them: every `tags` value, and `operator` and `name` ('' when absent).
 */
export type FilterQuery = {
  readonly tags: readonly string[];
  readonly operator: string;
  readonly name: string;
};

/** Reads filters from the query parameters; unknown tags and operators are ignored. */
export function readFilters({tags, operator, name}: FilterQuery): ShowcaseFilters {
  return {
    tags: [...new Set(tags.filter(isTag))],
    operator: operator === 'AND' ? 'AND' : 'OR',
    name,
  };
}

/**
 * The value of each query parameter for these filters. Defaults are left out
 * (an empty list or null removes the parameter), so an unfiltered showcase has
 * a clean URL.
 */
export function writeFilters({tags, operator, name}: ShowcaseFilters): {
  tags: TagType[];
  operator: string | null;
  name: string | null;
} {
  return {tags: [...tags], operator: operator === 'AND' ? 'AND' : null, name: name || null};
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
