import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {IS_DEV} from './env';
import {contentDefaults} from './markdown';
import {EDIT_URL_BASE} from './site';
import {lastUpdateOptions} from './lastUpdate';

/**
 * The main docs instance (`/docs/`). Canary (`current`) is the default
 * version, as on a deploy preview; released versions keep their prefix.
 */
export const docs = {
  path: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {
    current: {label: 'Canary 🚧'},
  },
  // The dev server only needs the version being written; every version is built in production.
  onlyIncludeVersions: IS_DEV ? ['current'] : undefined,
  // Every version's edit link points at the current docs, where fixes should land.
  editUrl: ({docPath}) => `${EDIT_URL_BASE}docs/${docPath}`,
  // Off, with a warning, when the source has no git history (config/lastUpdate.ts).
  ...lastUpdateOptions,
  breadcrumbs: true,
  ...contentDefaults,
} satisfies DocsOptions;
