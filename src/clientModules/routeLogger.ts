/**
 * Deploy-preview builds only (see `IS_DEPLOY_PREVIEW` in config/env.ts):
 * logs every client-side route change so reviewers can follow navigation
 * in the console.
 */
import type {ClientModule} from '@docusaurus/types';

type RouteLocation = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0]['location'];

export function describeRouteChange(
  location: RouteLocation,
  previousLocation: RouteLocation | null,
): string {
  const to = `${location.pathname}${location.search}${location.hash}`;
  if (!previousLocation) {
    return `[route] loaded ${to}`;
  }
  const from = `${previousLocation.pathname}${previousLocation.search}${previousLocation.hash}`;
  return `[route] ${from} → ${to}`;
}

const routeLogger: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    console.log(describeRouteChange(location, previousLocation));
  },
};

export default routeLogger;
