import { Workbox } from 'workbox-window';
import { CACHE_ON_DEMAND } from '../lib/on-demand-chunks';

/** Staff keep the app open all day: look for a new version hourly, not only on navigation. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** No service worker in development (Vite serves the sources) or where the browser has none. */
const withoutWorker = () => import.meta.env.DEV || !('serviceWorker' in navigator);

let workbox: Workbox | undefined;
let notify: ((applyUpdate: () => void) => void) | undefined;
let pendingUpdate: (() => void) | undefined;

/**
 * Registers the service worker (`/sw.js`, built from src/sw) once per page and calls
 * `onUpdateReady` when a new version is installed and waiting. Nothing reloads until the
 * returned `applyUpdate` is called: it lets the new worker take over, then reloads the page.
 * A later call only replaces the callback (and is told at once of an update already waiting).
 * Does nothing in development or where service workers are unsupported.
 */
export function registerServiceWorker(onUpdateReady: (applyUpdate: () => void) => void): void {
  if (withoutWorker()) return;
  notify = onUpdateReady;
  if (pendingUpdate) onUpdateReady(pendingUpdate);
  if (workbox) return;

  const wb = new Workbox('/sw.js');
  workbox = wb;
  let registration: ServiceWorkerRegistration | undefined;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };

  wb.addEventListener('waiting', () => {
    pendingUpdate = () => {
      wb.addEventListener('controlling', reload);
      // Another tab may have applied the update already: then this page only needs a reload.
      if (registration?.waiting) wb.messageSkipWaiting();
      else reload();
    };
    notify?.(pendingUpdate);
  });

  void wb.register().then((registered) => {
    registration = registered;
    setInterval(() => {
      // Offline the check fails; the next one (or the next navigation) tries again.
      wb.update().catch(() => {});
    }, UPDATE_CHECK_INTERVAL_MS);
  });
}

/**
 * Asks the service worker to cache the chunks the install leaves out (lib/on-demand-chunks.ts:
 * the Excel library), so staff can export offline later. Cheap when they are cached already.
 */
export function cacheOnDemandChunks(): void {
  if (withoutWorker()) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: CACHE_ON_DEMAND }),
  );
}
