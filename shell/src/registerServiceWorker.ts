import { isNativePlatform } from '@nahtlos/platform';
import { keepForOffline } from './keepForOffline';
import { KEEP_FOR_OFFLINE, type KeepForOfflineMessage } from './keepInTurns';
import { whenPageSettled } from './pageSettled';

/** How long the page must go without a fetch or a long task before the worker is installed, and the latest. */
export const SERVICE_WORKER_AFTER = { quietMs: 2000, maxWaitMs: 10_000 };

/**
 * Registers the web's service worker (`/sw.js`, src/serviceWorker.ts) once the first visit has settled: only in
 * production web builds, never in the Capacitor app (its bundle is on the device) nor on the dev server.
 * Not at the load event: the route's remote, content and images load after it, and installing the worker (its
 * script, its cache, the browser's bookkeeping) took CPU from them on a two-core phone. Then, on every online visit,
 * it hands the worker what every tab and every pattern needs offline (keepForOffline.ts). A failure is logged, never
 * shown.
 */
export function registerServiceWorker(): void {
  if (!__SERVICE_WORKER__ || !('serviceWorker' in navigator) || isNativePlatform()) return;
  const { serviceWorker } = navigator;
  const register = async () => {
    const uncontrolled = !serviceWorker.controller;
    await serviceWorker.register('/sw.js');
    const registration = await serviceWorker.ready;
    if (uncontrolled) await handOverFirstVisit(registration);
    if (registration.active) {
      keepForOffline(registration.active).catch((error: unknown) => console.warn('[nahtlos] the files for offline use were not handed to the service worker', error));
    }
  };
  /**
   * The first visit fetched its files past the worker: once it controls the page, hand it the URLs of
   * every file requested before that (also those still loading then), so they are cached too.
   */
  const handOverFirstVisit = async (registration: ServiceWorkerRegistration) => {
    if (!serviceWorker.controller) await new Promise((resolve) => serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    const controlledAt = performance.now();
    const observer = new PerformanceObserver((list) => {
      const urls = list
        .getEntries()
        .filter((entry) => entry.startTime < controlledAt && entry.name.startsWith('http'))
        .map((entry) => entry.name);
      if (urls.length) registration.active?.postMessage({ type: KEEP_FOR_OFFLINE, urls } satisfies KeepForOfflineMessage);
    });
    observer.observe({ type: 'resource', buffered: true });
    setTimeout(() => observer.disconnect(), 60_000);
  };
  void whenPageSettled(SERVICE_WORKER_AFTER)
    .then(register)
    .catch((error: unknown) => console.warn('[nahtlos] service worker not registered', error));
}
