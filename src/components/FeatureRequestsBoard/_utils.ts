import {
  featureRequests,
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

export type SortOrder = 'votes' | 'recent' | 'title';
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
  sort: 'votes',
  query: '',
};

const STATUSES: readonly string[] = ['under-review', 'planned', 'in-progress', 'complete'];
const CATEGORIES: readonly string[] = [
  'docs',
  'blog',
  'search',
  'theme',
  'i18n',
  'tooling',
  'performance',
];
const SORTS: readonly string[] = ['votes', 'recent', 'title'];

/** Date of the latest status change. */
export const lastUpdate = (request: FeatureRequest): string => request.history.at(-1)?.date ?? '';

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
    votes: (a, b) => b.votes - a.votes || a.title.localeCompare(b.title),
    recent: (a, b) => lastUpdate(b).localeCompare(lastUpdate(a)) || a.title.localeCompare(b.title),
    title: (a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}),
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
    sort: pick('sort', SORTS, 'votes'),
    query: params.get('q') ?? '',
  };
}

export function writeBoardFilters(filters: BoardFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.sort !== 'votes') params.set('sort', filters.sort);
  if (filters.query) params.set('q', filters.query);
  const query = params.toString();
  return query ? `?${query}` : '';
}
