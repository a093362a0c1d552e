/**
 * The web's service worker (production web builds only; never in the Capacitor app, never on the dev
 * server): after one online visit a reload while offline renders the app from cache. Built by Workbox's
 * InjectManifest in the shell's production build (shared-kernel/build/webpack.cjs) as `/sw.js`.
 *
 * - navigations: network first; offline → the precached index.html (the SPA renders every route)
 * - entry files that keep their name across deploys (remotes.json, mf-manifest.json, remoteEntry.js,
 *   main.js, …): network first, so an independently deployed remote shows up at the next online reload;
 *   /remotes.json is also fetched at install and after each online navigation (online pages carry it inline)
 * - content-hashed chunks of any origin (the shell's and the remotes'): cache first, expiring; the content-check
 *   worker is precached at install (a page may start it before this worker controls the page)
 * - /media/* images (hashed names, immutable): cache first, a bounded number (the catalogue's images and every
 *   pattern's drawing fit)
 * - never: the provider's paths (/api, /auth, /logout, /digital-products, /dev) and every non-GET
 *   request — the kernel keeps its own copies of the content, and auth and user data must not land in
 *   a service worker cache. Requests no route matches are not touched (the browser fetches them).
 *
 * The page sends the URLs it loaded before this worker controlled it (`KEEP_FOR_OFFLINE`, kept through the same
 * routes, two at a time: keepInTurns.ts), so the first visit's files are cached too; and on
 * every online visit, once it has settled, every remote's start files and every pattern's drawing
 * (keepForOffline.ts), so every tab and every pattern works offline, also those never opened.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import type { RouteHandler, RouteMatchCallback } from 'workbox-core/types';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { KEEP_FOR_OFFLINE, keepInTurns, type KeepForOfflineMessage } from './keepInTurns';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Answered by the provider server (proxied by the shell): never cached here. */
const PROVIDER_PATHS = ['/api', '/auth', '/logout', '/digital-products', '/dev'];
const HASHED_CHUNK = /\.[0-9a-f]{8}\.(js|css)$/;
const ENTRY_FILE = /\.(js|json)$/;
const DAY = 24 * 60 * 60;

const isProviderPath = (url: URL) =>
  url.origin === self.location.origin && PROVIDER_PATHS.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));

// this worker's own router, not workbox's default one, which would also download a page's CACHE_URLS all at once
const router = new Router();
router.addFetchListener();
const registerRoute = (match: RouteMatchCallback, handler: RouteHandler) => router.registerRoute(new Route(match, handler));

// index.html (the offline fallback of every navigation) and the content-check worker (see the InjectManifest options)
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// a new version takes over at once: navigations and entry files are network first anyway
void self.skipWaiting();
clientsClaim();

// Only real 200s are kept (never an opaque answer, which could hide a 404 under a hashed name for good). A remote's
// scripts are requested without CORS by the page; its hosts allow CORS (README: deploying one remote), so the worker
// asks them with CORS and sees the status. A script may be answered with a CORS response.
const ok = new CacheableResponsePlugin({ statuses: [200] });
const corsForOtherOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};

const entries = new NetworkFirst({
  cacheName: 'nahtlos-entries',
  plugins: [corsForOtherOrigins, ok, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});

/**
 * The host writes remotes.json into the pages it serves, so an online page never requests it; the offline
 * index.html has none and reads /remotes.json, which this keeps in the cache: fetched when the worker is
 * installed and again after every online navigation (the mapping of the last page served, not of the install).
 */
const REMOTES_JSON = '/remotes.json';
const refreshRemotesJson = (event: ExtendableEvent) =>
  entries.handle({ event, request: new Request(REMOTES_JSON) }).catch(() => undefined);
self.addEventListener('install', (event) => event.waitUntil(refreshRemotesJson(event)));

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !isProviderPath(url) && !url.pathname.startsWith('/media/'),
  async ({ request, event }) => {
    try {
      const page = await fetch(request);
      if (event instanceof ExtendableEvent) event.waitUntil(refreshRemotesJson(event));
      return page;
    } catch (error) {
      const cached = await matchPrecache('/index.html');
      if (cached) return cached;
      throw error;
    }
  },
);

const chunks = new CacheFirst({
  cacheName: 'nahtlos-chunks',
  plugins: [corsForOtherOrigins, ok, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
});
// a precached chunk (the content-check worker) is answered from the precache, every other from the chunk cache
// (the precache's list is in memory: other chunks cost no extra cache lookup)
registerRoute(
  ({ url }) => HASHED_CHUNK.test(url.pathname) && !isProviderPath(url),
  async (options) => (getCacheKeyForURL(options.url.href) ? await matchPrecache(options.request) : undefined) ?? chunks.handle(options),
);

registerRoute(({ url }) => ENTRY_FILE.test(url.pathname) && !HASHED_CHUNK.test(url.pathname) && !isProviderPath(url), entries);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'nahtlos-media',
    // an image's answer varies with Accept (AVIF or the original: the server's media route); either is this browser's
    // to show, and an image kept for offline (fetched with Accept */*) must match the page's <img> request too
    matchOptions: { ignoreVary: true },
    // the catalogue has ~190 images (fabrics' thumbnails and tiles; patterns' drawings, previews, tables; inspirations')
    plugins: [ok, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

// What the page asks to keep for offline goes through the routes above, two downloads at a time (keepInTurns.ts); the
// message's event keeps the worker alive until its URLs are kept, and each strategy extends it with its cache writes.
const keepForOffline = keepInTurns(2);
self.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepForOfflineMessage> | null;
  if (message?.type !== KEEP_FOR_OFFLINE || !Array.isArray(message.urls)) return;
  const urls = message.urls.filter((url): url is string => typeof url === 'string');
  event.waitUntil(
    keepForOffline(urls, async (url) => {
      await router.handleRequest({ request: new Request(url), event });
    }),
  );
});
