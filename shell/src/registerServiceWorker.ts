import { isNativePlatform } from '@nahtlos/platform';

/**
 * Registers the web's service worker (`/sw.js`, src/serviceWorker.ts) once the page has loaded: only in
 * production web builds, never in the Capacitor app (its bundle is on the device) nor on the dev server.
 * A failure is logged, never shown.
 */
export function registerServiceWorker(): void {
  if (!__SERVICE_WORKER__ || !('serviceWorker' in navigator) || isNativePlatform()) return;
  const { serviceWorker } = navigator;
  const register = async () => {
    const uncontrolled = !serviceWorker.controller;
    await serviceWorker.register('/sw.js');
    const registration = await serviceWorker.ready;
    if (!uncontrolled) return;
    // The first visit fetched its files past the worker: once it controls the page, hand it the URLs of
    // every file requested before that (also those still loading then), so they are cached too.
    if (!serviceWorker.controller) await new Promise((resolve) => serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    const controlledAt = performance.now();
    const observer = new PerformanceObserver((list) => {
      const urlsToCache = list
        .getEntries()
        .filter((entry) => entry.startTime < controlledAt && entry.name.startsWith('http'))
        .map((entry) => entry.name);
      if (urlsToCache.length) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
    });
    observer.observe({ type: 'resource', buffered: true });
    setTimeout(() => observer.disconnect(), 60_000);
  };
  const start = () => register().catch((error: unknown) => console.warn('[nahtlos] service worker not registered', error));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
