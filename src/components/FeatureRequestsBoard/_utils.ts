import {
  categoryLabels,
  featureRequests,
  statusLabels,
  type FeatureRequest,
  type RequestStatus,
} from '@site/src/data/featureRequests';
import {compareTitles} from '@site/src/utils/compareTitles';
import {formatUtcDate} from '@site/src/utils/utcDate';

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

const byTitle = (a: FeatureRequest, b: FeatureRequest): number => compareTitles(a.title, b.title);

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

/**
 * The board's query parameters as the framework's query-string hooks give
 * them, '' when absent. The search box is `q`.
 */
export type BoardQuery = {
  readonly status: string;
  readonly category: string;
  readonly sort: string;
  readonly q: string;
};

/** Reads the board filters from the query parameters; unknown values fall back to the defaults. */
export function readBoardFilters(query: BoardQuery): BoardFilters {
  const pick = <T extends string>(value: string, allowed: readonly string[], fallback: T): T =>
    allowed.includes(value) ? (value as T) : fallback;
  return {
    status: pick(query.status, STATUSES, 'all'),
    category: pick(query.category, CATEGORIES, 'all'),
    sort: pick(query.sort, SORTS, DEFAULT_FILTERS.sort),
    query: query.q,
  };
}

/** The value of each query parameter for these filters; null (a default) removes the parameter. */
export function writeBoardFilters(filters: BoardFilters): Record<keyof BoardQuery, string | null> {
  return {
    status: filters.status !== 'all' ? filters.status : null,
    category: filters.category !== 'all' ? filters.category : null,
    sort: filters.sort !== DEFAULT_FILTERS.sort ? filters.sort : null,
    q: filters.query || null,
  };
}

/** A release date as the board shows it: `2024-08-09` → `Aug 9, 2024` (the same on the server and in every browser). */
export function formatReleaseDate(date: string): string {
  return formatUtcDate(new Date(`${date}T00:00:00Z`), 'short');
}

/** A note's text and its `code` spans, in order: `Set \`x\` on` → text, code, text. */
export function splitInlineCode(note: string): {text: string; code: boolean}[] {
  return note
    .split('`')
    .map((text, index) => ({text, code: index % 2 === 1}))
    .filter((piece) => piece.text !== '');
}
