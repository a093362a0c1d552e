/**
 * The platform's implementation on this device: API client (axios), device storage (localforage),
 * content caches, file cache, session, repositories and sync. It is a chunk of its own that
 * `kernel.ts` loads with import() the first time a service runs, so a page that only shows the
 * frame (/privacy, the 404 page) never loads it. Nothing here is public: apps use kernel.ts' effects.
 */
import type { Fabric, Inspiration, Material, SewingPattern } from '../domain/types';
import {
  $online,
  contentStores,
  customFabricsChanged,
  loggedIn,
  loggedOut,
  projectsChanged,
  sessionExpired,
  sessionRestored,
  stashChanged,
  syncProgressed,
} from '../bus/catalogue';
import { createApi } from './api/endpoints';
import { createHttpClient } from './api/http';
import { createContentCache } from './content/contentCache';
import { createFileCache } from './content/fileCache';
import { createPatternSizes } from './content/patternSizes';
import type { KernelContext } from './context';
import { createDeviceServices } from './device';
import { $contentSnapshot } from './contentSnapshot';
import type { Platform } from './native/platform';
import { renderPreview } from './preview';
import { yieldToMain } from './scheduling';
import { createLocalforageStore } from './storage/localforageStore';
import { SafeStorage } from './storage/safeStorage';

export { requestPersistentStorage } from './storage/persistence';

let platform: Platform = 'web';
/** Web or the native app: decides the content and file caches' behaviour (set once at start). */
export function setPlatform(next: Platform): void {
  platform = next;
}

const storage = new SafeStorage(createLocalforageStore());
const http = createHttpClient({
  getToken: () => device.session.token(),
  onUnauthorized: () => void device.session.expire(),
});
/** Every call of SPEC section 7 as a typed function (same-origin, bearer token, XSRF, 401 handling). */
export const api = createApi(http);

// KernelContext is a plain-function boundary (the sync simulation implements it without effector):
// the repositories and caches ask for the current state while they run.
// eslint-disable-next-line effector/no-getState -- plain-function boundary, see above
const isOnline = () => $online.getState();
const contentOptions = { storage, platform: () => platform, isOnline };
const contentCaches = [
  createContentCache<Fabric>({ name: 'fabrics', fetch: api.getFabrics, stores: contentStores.fabrics, ...contentOptions }),
  createContentCache<Material>({ name: 'materials', fetch: api.getMaterials, stores: contentStores.materials, ...contentOptions }),
  createContentCache<SewingPattern>({ name: 'sewing-patterns', fetch: api.getSewingPatterns, stores: contentStores.sewingPatterns, ...contentOptions }),
  createContentCache<Inspiration>({ name: 'inspirations', fetch: api.getInspirations, stores: contentStores.inspirations, ...contentOptions }),
];
export const fileCache = createFileCache({ http, storage, platform: () => platform });
/** One pattern's sizes, kept on the device (the list leaves them out). */
export const patternSizes = createPatternSizes({
  fetch: api.getPatternSizes,
  ...contentOptions,
  // eslint-disable-next-line effector/no-getState -- plain-function boundary, see isOnline
  release: () => contentStores.sewingPatterns.$data.getState().publishedAt,
});

/**
 * Loads fabrics, materials, sewing patterns and inspirations (cached/remote per platform). Each
 * collection's request starts in a task of its own (a request through axios and storage is a few ms
 * on a phone, four in a row were one long task).
 */
export async function loadContent(): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const cache of contentCaches) {
    if (loads.length > 0) await yieldToMain();
    const load = cache.load();
    load.catch(() => undefined); // rejected while the next one waits for its task: handled by Promise.all below
    loads.push(load);
  }
  await Promise.all(loads);
}

const ctx: KernelContext = {
  storage,
  api,
  now: Date.now,
  isOnline,
  // eslint-disable-next-line effector/no-getState -- plain-function boundary, see isOnline
  content: () => $contentSnapshot.getState(),
  renderPreview,
  notify: {
    projectsChanged: (reason) => projectsChanged({ reason }),
    customFabricsChanged: (reason) => customFabricsChanged({ reason }),
    stashChanged: (reason) => stashChanged({ reason }),
    syncProgressed,
    loggedIn: (username) => loggedIn({ username }),
    loggedOut: () => loggedOut(),
    sessionExpired: () => sessionExpired(),
    sessionRestored,
  },
};

/** This device's services (session, repositories, sync). */
export const device = createDeviceServices(ctx);
