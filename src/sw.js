/**
 * Custom service-worker code, bundled into /sw.js by @docusaurus/plugin-pwa.
 * Images from other hosts (showcase previews, avatars, badges) are served
 * from cache at once and refreshed in the background, so they keep showing
 * offline without ever going stale for long.
 */
import {registerRoute} from 'workbox-routing';
import {StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';

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
}
