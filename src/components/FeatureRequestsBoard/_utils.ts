import {featureRequests, type FeatureRequest} from '@site/src/data/featureRequests';

/**
 * What the board shows for a path under `/feature-requests/`: the whole
 * board, one request, or "not found" for a slug no request has.
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
