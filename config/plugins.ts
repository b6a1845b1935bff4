import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import {ALGOLIA, BUILD_CACHE, SITE_URL} from './env';
import {docs} from './docs';
import {community} from './community';
import {changelog} from './changelog';
import docsBylinesPlugin from '../src/plugins/docs-bylines';
import featureRequestsPlugin from '../src/plugins/feature-requests';
import deployHeadersPlugin from '../src/plugins/deploy-headers';
import buildCachePlugin, {type BuildCacheOptions} from '../src/plugins/build-cache';
import pwaPlugin, {type SitePwaOptions} from '../src/plugins/pwa';
import {
  palettePngAdapter,
  palettePngStartCopiesEarly,
  performancePlugins,
  type StartCopiesEarlyOptions,
} from '../src/plugins/performance';
import {darkCodeTheme, lightCodeTheme} from './prismTheme';
import {searchPlugins} from './search';
import {dogfoodingPlugins} from '../dogfooding';

/** Community pages that used to live under /docs/ and keep working there. */
const MOVED_TO_COMMUNITY = ['support', 'team', 'resources'];

const SITE_ROOT = SITE_URL.replace(/\/$/, '');

export const redirects = {
  fromExtensions: ['html'],
  // Derived from the pages that exist, so a community page gets its old
  // /docs/ addresses as soon as it is written.
  createRedirects(existingPath) {
    const page = MOVED_TO_COMMUNITY.find((name) => existingPath === `/community/${name}/`);
    return page ? [`/docs/${page}`, `/docs/next/${page}`] : undefined;
  },
  redirects: [
    {from: '/docs/introduction', to: '/docs/'},
    // Test redirects: a query string, an anchor and absolute targets must survive.
    {from: '/home', to: '/'},
    {from: '/home/qs', to: '/?a=1'},
    {from: '/home/anchor', to: '/#anchor'},
    {from: '/home/absolute', to: `${SITE_ROOT}/`},
    {from: '/home/absolute/qs', to: `${SITE_ROOT}/?a=1`},
    {from: '/home/absolute/anchor', to: `${SITE_ROOT}/#anchor`},
  ],
} satisfies RedirectOptions;

export const pwa = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  // The search index (search/*.json) is written by another postBuild running
  // at the same time; leaving it out keeps the precache list the same on
  // every build. Offline search caches it separately (src/sw.js). The search
  // page itself (search/index.html) is precached like every other page.
  // KaTeX's stylesheet offers each font as woff2 first, and every browser
  // with service workers reads woff2: its woff and ttf copies are never
  // fetched, so offline mode does not download them.
  // The blog plugins write their feeds (feed.json, and the stylesheets of
  // rss.xml and atom.xml) in postBuild too, so they are left out for the same
  // reason; nobody reads a feed offline, and blog/feed.json alone is 476 KB.
  // (The plugin sets the required swSrc itself, hence the cast.)
  injectManifestConfig: {
    globIgnores: [
      'search/*.json',
      'assets/fonts/KaTeX_*.{woff,ttf}',
      '**/feed.json',
      '**/{rss,atom}.css',
    ],
  } as PwaOptions['injectManifestConfig'],
  swCustom: path.join(__dirname, '../src/sw.js'),
  pwaHead: [
    {tagName: 'link', rel: 'icon', href: 'img/docusaurus.png'},
    {tagName: 'link', rel: 'manifest', href: 'manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: 'rgb(37, 194, 160)'},
    {tagName: 'meta', name: 'mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000'},
    {tagName: 'link', rel: 'apple-touch-icon', href: 'img/pwa/apple-touch-icon.png'},
    {
      tagName: 'link',
      rel: 'mask-icon',
      href: 'img/docusaurus-mask.svg',
      color: 'rgb(37, 194, 160)',
    },
    {tagName: 'meta', name: 'msapplication-TileImage', content: 'img/pwa/icon-192.png'},
    {tagName: 'meta', name: 'msapplication-TileColor', content: '#000'},
  ],
} satisfies PwaOptions;

const idealImage = {
  quality: 70,
  // The device pixels a showcase card needs: up to 356 on a wide screen at 1×,
  // about 660 on a phone at 1.75×, 710 on a wide screen at 2×, 1,070 and more on
  // a phone at 3× (the source is 1,280). ShowcaseCard's `sizes` lets the browser pick.
  sizes: [400, 720, 1030],
  disableInDev: true,
} satisfies IdealImageOptions;

/** `adapter` goes on to the plugin's resizer, which the plugin's typed options leave out. */
export const idealImageOptions = {...idealImage, adapter: palettePngAdapter};

export const plugins = [
  // A warm build reuses nothing made before a change to a config module or a patch;
  // with BUILD_CACHE=false (npm test's one-shot build) there is no cache to write at all.
  [buildCachePlugin, {write: BUILD_CACHE} satisfies BuildCacheOptions],
  [docsBylinesPlugin, docs satisfies DocsOptions],
  [docsBylinesPlugin, community satisfies DocsOptions],
  changelog,
  featureRequestsPlugin,
  // src/plugins/performance/README.md lists each lever.
  ...performancePlugins({light: lightCodeTheme, dark: darkCodeTheme}),
  ['client-redirects', redirects],
  ['ideal-image', idealImageOptions],
  // The showcase's copies, started when the client compile starts (palette-png).
  [
    palettePngStartCopiesEarly,
    {
      directory: 'src/data/showcase',
      sizes: idealImage.sizes,
      quality: idealImage.quality,
    } satisfies StartCopiesEarlyOptions,
  ],
  // plugin-pwa, wrapped to leave the client-redirect stubs out of offline mode. Its service
  // worker's compile keeps a persistent cache as the site's own compiles do (build-cache above).
  [pwaPlugin, {...pwa, cacheServiceWorker: BUILD_CACHE} satisfies SitePwaOptions],
  ...searchPlugins,
  // The test area (/tests/): its content instances and theme, all from dogfooding/.
  ...dogfoodingPlugins,
  deployHeadersPlugin({clientRedirects: redirects, algoliaAppId: ALGOLIA?.appId ?? null}),
] satisfies PluginConfig[];
