/**
 * Custom service-worker code, bundled into /sw.js by @docusaurus/plugin-pwa.
 * Images from other hosts (showcase previews, avatars, badges) are served
 * from cache at once and refreshed in the background, so they keep showing
 * offline without ever going stale for long.
 *
 * In offline mode, the search index is answered from its own cache when the
 * network fails. The pages fill that cache with the manifest and the shards
 * of the docs version being read (src/plugins/search/client/offline.ts), and
 * keep it to the current build's files; searches online add the shards they
 * use. The index stays out of the precache list, which must not change
 * between two builds of the same site.
 */
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';

/** Same name as SEARCH_CACHE in src/plugins/search/client/offline.ts. */
const SEARCH_CACHE = 'search-index';

/** A shard's name ends with a hash of its content: `docs-current.0123456789.json`. */
const SHARD_FILE = /^[\w.-]+\.[0-9a-f]{10}\.json$/;

function registerSearchRoutes() {
  const searchDir = new URL('search/', self.registration.scope).pathname;
  const isSearchFile = (url, test) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith(searchDir) &&
    test(url.pathname.slice(searchDir.length));

  // The manifest names the current shards: the network's copy whenever there is one.
  registerRoute(
    ({url}) => isSearchFile(url, (file) => file === 'manifest.json'),
    new NetworkFirst({cacheName: SEARCH_CACHE, networkTimeoutSeconds: 5}),
  );
  // A shard's content never changes under its name: the cached copy, when there is one.
  registerRoute(
    ({url}) => isSearchFile(url, (file) => SHARD_FILE.test(file)),
    new CacheFirst({cacheName: SEARCH_CACHE}),
  );
}

export default function swCustom(params) {
  if (params.debug) {
    console.log('[Docusaurus-PWA][SW]: running the site service-worker code');
  }
  registerRoute(
    ({request, url}) => request.destination === 'image' && url.origin !== self.location.origin,
    new StaleWhileRevalidate({
      cacheName: 'external-images',
      plugins: [new ExpirationPlugin({maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60})],
    }),
  );
  if (params.offlineMode) {
    registerSearchRoutes();
  }
}
