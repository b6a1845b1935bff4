/**
 * Algolia `facetFilters`: an array whose entries are ANDed, where an entry
 * that is itself an array is an OR of its filters. A filter reads
 * `attribute:value`, or `-attribute:value` to exclude.
 */

export type FacetFilters = string | readonly (string | readonly string[])[];

/** The facets a record carries. */
export type Facets = {language: string; docusaurus_tag: string};

type Filter = {attribute: string; value: string; negated: boolean};

function parseFilter(filter: string): Filter | null {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon <= 0) {
    return null;
  }
  return {attribute: body.slice(0, colon), value: body.slice(colon + 1), negated};
}

/** Groups of filters: every group must hold, one filter in a group is enough. */
export function parseFacetFilters(facetFilters: FacetFilters | undefined): Filter[][] {
  if (facetFilters === undefined) {
    return [];
  }
  const entries = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  return entries.map((entry) =>
    (typeof entry === 'string' ? [entry] : [...entry])
      .map(parseFilter)
      .filter((filter): filter is Filter => filter !== null),
  );
}

function holds(filter: Filter, facets: Facets): boolean {
  const actual = (facets as Record<string, string | undefined>)[filter.attribute];
  const equal = actual !== undefined && actual === filter.value;
  return filter.negated ? !equal : equal;
}

/** A predicate on a record's facets; a filter on an attribute records lack never holds. */
export function facetPredicate(groups: Filter[][]): (facets: Facets) => boolean {
  return (facets) =>
    groups.every((group) => group.length === 0 || group.some((filter) => holds(filter, facets)));
}

/**
 * Tags the filters ask for, or null when they do not restrict tags (then
 * every shard may hold hits).
 */
export function requestedTags(groups: Filter[][]): Set<string> | null {
  const tagGroups = groups.filter((group) =>
    group.some((filter) => filter.attribute === 'docusaurus_tag'),
  );
  if (
    tagGroups.length === 0 ||
    tagGroups.some((group) =>
      group.some((filter) => filter.negated || filter.attribute !== 'docusaurus_tag'),
    )
  ) {
    return null;
  }
  return new Set(tagGroups.flatMap((group) => group.map((filter) => filter.value)));
}
