import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { syncInServiceWorker } from '../data/background-sync';
import { BACKGROUND_SYNC_TAG } from '../data/sync-names';
import {
  CACHE_ON_DEMAND,
  type ManifestEntry,
  ON_DEMAND_CACHE,
  splitManifest,
} from '../lib/on-demand-chunks';
import { notificationOf, openFromNotification, readPush, safeUrl } from './push';

declare const self: ServiceWorkerGlobalScope & {
  /** Filled in by vite-plugin-pwa (injectManifest) with the build's hashed shell files. */
  __WB_MANIFEST: ManifestEntry[];
};

/** The runtime image cache (a sign-out that wipes caches deletes it by this name). */
const IMAGE_CACHE = 'chungcu-images';

const manifest = splitManifest(self.__WB_MANIFEST);
precacheAndRoute(manifest.installed);
cleanupOutdatedCaches();

// Office-only chunks (lib/on-demand-chunks.ts): from their cache when there, else fetched and
// kept there.
const onDemandUrls = new Set(manifest.onDemand.map((url) => new URL(url, self.location.href).href));
registerRoute(
  ({ url }) => onDemandUrls.has(url.href),
  new CacheFirst({ cacheName: ON_DEMAND_CACHE }),
);

/** Fetches the on-demand chunks this build has not cached yet (a staff device, once online). */
async function cacheOnDemand(): Promise<void> {
  const cache = await caches.open(ON_DEMAND_CACHE);
  for (const url of onDemandUrls) if (!(await cache.match(url))) await cache.add(url);
}

/**
 * At activation, a device that kept an older build's chunks (a staff device) gets this build's
 * at once, while the update's network is there; then the older ones go, which no page of this
 * build asks for.
 */
async function replaceOutdatedOnDemand(): Promise<void> {
  const cache = await caches.open(ON_DEMAND_CACHE);
  const outdated = (await cache.keys()).filter((request) => !onDemandUrls.has(request.url));
  if (outdated.length === 0) return;
  await cacheOnDemand().catch(() => {});
  for (const request of outdated) await cache.delete(request);
}
self.addEventListener('activate', (event) => event.waitUntil(replaceOutdatedOnDemand()));

// Every app route (/residents, /apartments/:id/residents, …) is the same page: answer navigations
// from the precached index.html so deep links open offline. API paths are never the page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }),
);

// Same-origin images only (cross-origin ones would be opaque and padded to megabytes of quota).
// Under /api only the placeholders: other API images may be personal and must not outlive sign-out.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/api/placeholder/') ||
      (request.destination === 'image' && !url.pathname.startsWith('/api/'))),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A new version waits until the user chooses "Tải lại để cập nhật" (never forced mid-edit): the
// page sends SKIP_WAITING (workbox-window's messageSkipWaiting), then reloads on controllerchange.
// A staff page sends CACHE_ON_DEMAND once signed in; a failure (offline) waits for the next ask.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null && 'type' in data ? data.type : null;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === CACHE_ON_DEMAND) event.waitUntil(cacheOnDemand().catch(() => {}));
});

// Only takes effect for a worker that is activating: the first install, or after SKIP_WAITING.
clientsClaim();

// Drains the outbox when the browser decides the network is back, even with no tab open. A
// rejection makes the browser retry later with its own backoff.
self.addEventListener('sync', (event) => {
  if (event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(syncInServiceWorker());
});

// Web push: the server's message shown as a system notification, one per tag.
self.addEventListener('push', (event) => {
  const [title, options] = notificationOf(readPush(event.data));
  event.waitUntil(self.registration.showNotification(title, options));
});

// A tap focuses an open window of the app (taking it to the notification's page) or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = safeUrl(data?.url, self.location.origin);
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => openFromNotification(url, windows, (to) => self.clients.openWindow(to))),
  );
});
