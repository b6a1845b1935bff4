import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {contentDefaults} from './markdown';
import {EDIT_URL_BASE} from './site';
import {lastUpdateOptions} from './lastUpdate';

/** Community pages (`/community/`): a second docs instance with a single version. */
export const community = {
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebarsCommunity.ts',
  versions: {
    current: {label: 'Next'},
  },
  editUrl: ({docPath}) => `${EDIT_URL_BASE}community/${docPath}`,
  // Off, with a warning, when the source has no git history (config/lastUpdate.ts).
  ...lastUpdateOptions,
  breadcrumbs: true,
  ...contentDefaults,
} satisfies DocsOptions;
