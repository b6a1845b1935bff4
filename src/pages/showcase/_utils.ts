import type {ShowcaseSite} from '@site/src/data/showcase';

/** Favourites first, then by title, case-insensitively. */
export function sortSites(sites: readonly ShowcaseSite[]): ShowcaseSite[] {
  return [...sites].sort((a, b) => {
    const favoriteOrder = Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
    return favoriteOrder || a.title.localeCompare(b.title, 'en', {sensitivity: 'base'});
  });
}
