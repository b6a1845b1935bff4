import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {featureRequests} from '../../data/featureRequests';

const BOARD_COMPONENT = '@site/src/components/FeatureRequestsBoard/index.tsx';

/**
 * Adds the feature-requests board. Its route is not exact, so every sub-path
 * renders the board, which reads the rest of the path in the browser. Each
 * known request also gets its own exact route, so `/feature-requests/p/<slug>/`
 * is a static page that answers 200 on a direct load, with no host rule.
 */
export default function featureRequestsPlugin(context: LoadContext): Plugin<unknown> {
  const boardPath = normalizeUrl([context.baseUrl, 'feature-requests']);
  return {
    name: 'feature-requests-plugin',
    async contentLoaded({actions}) {
      for (const {slug} of featureRequests) {
        actions.addRoute({
          path: normalizeUrl([boardPath, 'p', slug]),
          exact: true,
          component: BOARD_COMPONENT,
        });
      }
      actions.addRoute({path: boardPath, exact: false, component: BOARD_COMPONENT});
    },
  };
}
