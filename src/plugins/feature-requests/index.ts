import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

/**
 * Adds the feature-requests board. The route is not exact, so every
 * sub-path (`/feature-requests/p/<slug>/`) renders the same board, which
 * reads the rest of the path in the browser.
 */
export default function featureRequestsPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'feature-requests-plugin',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'feature-requests']),
        exact: false,
        component: '@site/src/components/FeatureRequestsBoard/index.tsx',
      });
    },
  };
}
