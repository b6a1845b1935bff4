import {
  categoryLabels,
  featureRequests,
  statusLabels,
  type FeatureRequest,
  type RequestStatus,
} from '@site/src/data/featureRequests';

/**
 * What the board shows for a path under `/feature-requests/`: the whole
 * board, one request, or "not found" for a path no request has.
 */
export type BoardView =
  | {readonly kind: 'board'}
  | {readonly kind: 'request'; readonly request: FeatureRequest}
  | {readonly kind: 'not-found'; readonly slug: string};

export function viewForPath(pathname: string, boardPath: string): BoardView {
  const base = boardPath.replace(/\/$/, '');
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const segments = rest.split('/').filter(Boolean);
  if (segments.length === 0) {
    return {kind: 'board'};
  }
  const [first, slug] = segments;
  const request =
    first === 'p' && segments.length === 2
      ? featureRequests.find((r) => r.slug === slug)
      : undefined;
  if (request) {
    return {kind: 'request', request};
  }
  return {kind: 'not-found', slug: segments.join('/')};
}

/**
 * The board's two orders. "status": what is being built first, then what is
 * planned, under review, and complete, each by title. "title": A to Z.
 */
export type SortOrder = 'status' | 'title';
export type Category = FeatureRequest['category'];

export type BoardFilters = {
  readonly status: RequestStatus | 'all';
  readonly category: Category | 'all';
  readonly sort: SortOrder;
  readonly query: string;
};

export const DEFAULT_FILTERS: BoardFilters = {
  status: 'all',
  category: 'all',
  sort: 'status',
  query: '',
};

const STATUSES = Object.keys(statusLabels) as RequestStatus[];
const CATEGORIES: readonly string[] = Object.keys(categoryLabels);
const SORTS: readonly string[] = ['status', 'title'];

const byTitle = (a: FeatureRequest, b: FeatureRequest): number =>
  a.title.localeCompare(b.title, 'en', {sensitivity: 'base'});

export function applyBoardFilters(
  requests: readonly FeatureRequest[],
  filters: BoardFilters,
): FeatureRequest[] {
  const needle = filters.query.trim().toLocaleLowerCase('en');
  const matching = requests.filter(
    (request) =>
      (filters.status === 'all' || request.status === filters.status) &&
      (filters.category === 'all' || request.category === filters.category) &&
      (needle === '' ||
        `${request.title} ${request.description}`.toLocaleLowerCase('en').includes(needle)),
  );
  const compare: Record<SortOrder, (a: FeatureRequest, b: FeatureRequest) => number> = {
    status: (a, b) => STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status) || byTitle(a, b),
    title: byTitle,
  };
  return matching.sort(compare[filters.sort]);
}

/** Reads the board filters from a query string; unknown values fall back to the defaults. */
export function readBoardFilters(search: string): BoardFilters {
  const params = new URLSearchParams(search);
  const pick = <T extends string>(key: string, allowed: readonly string[], fallback: T): T => {
    const value = params.get(key);
    return value !== null && allowed.includes(value) ? (value as T) : fallback;
  };
  return {
    status: pick('status', STATUSES, 'all'),
    category: pick('category', CATEGORIES, 'all'),
    sort: pick('sort', SORTS, DEFAULT_FILTERS.sort),
    query: params.get('q') ?? '',
  };
}

export function writeBoardFilters(filters: BoardFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.query) params.set('q', filters.query);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A release date as the board shows it: `2024-08-09` → `Aug 9, 2024` (the same on the server and in every browser). */
export function formatReleaseDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** A note's text and its `code` spans, in order: `Set \`x\` on` → text, code, text. */
export function splitInlineCode(note: string): {text: string; code: boolean}[] {
  return note
    .split('`')
    .map((text, index) => ({text, code: index % 2 === 1}))
    .filter((piece) => piece.text !== '');
}
