/**
 * Every environment flag the site reads, named once. Other config modules
 * import these constants instead of touching `process.env` themselves.
 * Importing this module only reads the environment; the one change the build
 * makes to it is a performance lever's, `skipHtmlMinificationByDefault()`
 * (src/plugins/performance/skip-html-minification), called by the config.
 */

/** Public origin of the site, used for the sitemap, feeds and absolute redirects. */
export const SITE_URL = process.env.SITE_URL || 'https://docusaurus.io';

/** Path the site is served under; `/` unless deployed in a sub-folder. */
export const BASE_URL = process.env.BASE_URL || '/';

/**
 * Deploy-preview builds log every route change to the console so reviewers
 * can follow client-side navigation. Off for production.
 */
export const IS_DEPLOY_PREVIEW = process.env.DEPLOY_PREVIEW === 'true';

/**
 * `BUILD_CACHE=false`: a production build writes no webpack persistent cache,
 * for the site's compiles or the service worker's.
 * For one-shot builds whose cache nothing reads, such as `npm test` in a fresh
 * clone. Writing the cache made a cold build 134 s against 112 s without it
 * (one build each, a diagnosis; the README's row for it says how). Unset means true.
 */
export const BUILD_CACHE = process.env.BUILD_CACHE !== 'false';

/** Development server (`docusaurus start`) rather than a production build. */
export const IS_DEV = process.env.NODE_ENV === 'development';

/**
 * Makes `/tests/pages/crashTest` throw during server rendering, to prove that
 * a crashing page fails the build with an error naming it.
 */
export const CRASH_TEST = process.env.DOCUSAURUS_CRASH_TEST === 'true';

/**
 * Hosted search (Algolia DocSearch). Only when all three are set at build
 * time does the site use the hosted index; otherwise it builds its own.
 */
const algoliaAppId = process.env.ALGOLIA_APP_ID;
const algoliaApiKey = process.env.ALGOLIA_API_KEY;
const algoliaIndexName = process.env.ALGOLIA_INDEX_NAME;
export const ALGOLIA =
  algoliaAppId && algoliaApiKey && algoliaIndexName
    ? {appId: algoliaAppId, apiKey: algoliaApiKey, indexName: algoliaIndexName}
    : null;
