/**
 * One content collection (fabrics, materials, sewing patterns, inspirations) with the spec's cache
 * (SPEC section 7): entries `{ validUntil, data }` under a prefixed key, default lifetime
 * 30758400 s, states 'not loaded' | 'loading' | 'loaded' | 'failed', and the `meta=true` update check that
 * refreshes in the background when `publishedAt` is newer.
 *
 * Deviation on web: the spec sends preview_mode=true and caches nothing there; issue 8 needs a
 * second visit to work offline, so web keeps the last answer as an offline copy and always
 * revalidates when online (still with preview_mode=true, without the meta check) — except a list the
 * server-rendered page carried (adoptPageState): shown and kept as it came, not asked for again on that visit (the host
 * carries lists at most a minute old: host/src/render/content.ts).
 *
 * Every answer is checked against the API contract first (contentShape.ts): a wrong shape is logged as
 * an error and treated like a failed request, so the stored copy stays and is shown.
 */
import type { Store } from 'effector';
import type { CacheEntry, LoadState } from '../../domain/types';
import type { ContentQuery, ContentResponse } from '../api/endpoints';
import { logger } from '../logging/logger';
import { checkContentAnswer, ContentShapeError, type ContentName } from './contentShape';
import { carriedContent } from './carried';
import { CACHE_LIFETIME_S, createContentStores, type ContentData, type ContentStores } from '../../bus/contentStores';
import type { SafeStorage } from '../storage/safeStorage';
import { storageKeys } from '../storage/keys';

export { CACHE_LIFETIME_S } from '../../bus/contentStores';

export type { ContentData } from '../../bus/contentStores';

export interface ContentCacheOptions<T> {
  name: ContentName;
  fetch: (query: ContentQuery) => Promise<unknown>;
  /** Checks an answer (default: against the API contract's schema for `name`); throws when it does not fit. */
  check?: (answer: unknown, query: ContentQuery) => Promise<ContentResponse<T>>;
  storage: SafeStorage;
  platform: () => 'web' | 'native';
  isOnline: () => boolean;
  now?: () => number;
  lifetimeS?: number;
  /** The stores to fill (the platform's public ones); a cache of its own by default. */
  stores?: ContentStores<T>;
}

export interface ContentCache<T> {
  $items: Store<T[]>;
  $state: Store<LoadState>;
  $data: Store<ContentData<T>>;
  /** Resolves once data is shown (cached or fresh); a background refresh may still run. */
  load(): Promise<void>;
  /** The background update check started by the last load (tests await it). */
  backgroundCheck(): Promise<void>;
  clear(): Promise<void>;
}

function toData<T>(response: ContentResponse<T>): ContentData<T> {
  return {
    items: Array.isArray(response.data) ? response.data : [],
    publishedAt: response.meta?.publishedAt ?? null,
    legacy: response.legacy ?? [],
  };
}

const isNewer = (candidate: string | null | undefined, current: string | null) =>
  !!candidate && (!current || Date.parse(candidate) > Date.parse(current));

export function createContentCache<T>(options: ContentCacheOptions<T>): ContentCache<T> {
  const now = options.now ?? Date.now;
  const lifetimeMs = (options.lifetimeS ?? CACHE_LIFETIME_S) * 1000;
  const key = storageKeys.cache(options.name);
  const check = options.check ?? ((answer: unknown, query: ContentQuery) => checkContentAnswer<T>(options.name, answer, query));
  /** The checked answer; a wrong shape is logged here as an error (the caller keeps the stored copy). */
  async function fetchChecked(query: ContentQuery): Promise<ContentResponse<T>> {
    const answer = await options.fetch(query);
    try {
      return await check(answer, query);
    } catch (error) {
      if (error instanceof ContentShapeError) logger.error(`Content '${options.name}' answer does not match the API contract; keeping the stored copy.`, error.issues);
      throw error;
    }
  }
  const stores = options.stores ?? createContentStores<T>();
  const { received, $data, $state, $items } = stores;
  // the cache is its stores' only writer: it keeps their load state at hand instead of reading the store
  let state: LoadState = 'not loaded';
  const stateChanged = (next: LoadState) => {
    state = next;
    stores.stateChanged(next);
  };
  let background: Promise<void> = Promise.resolve();

  async function readEntry(): Promise<CacheEntry<ContentData<T>> | null> {
    try {
      return await options.storage.get<CacheEntry<ContentData<T>>>(key);
    } catch (error) {
      logger.error(`Content cache '${options.name}' unreadable.`, error);
      return null;
    }
  }
  async function store(data: ContentData<T>) {
    const entry: CacheEntry<ContentData<T>> = { validUntil: now() + lifetimeMs, data };
    await options.storage.set(key, entry).catch((error) => logger.error(`Content cache '${options.name}' not written.`, error));
  }
  // set once this session's fresh answer is shown: the stored copy is then older and never shown over it
  let freshShown = false;
  async function fetchFull(query: ContentQuery): Promise<ContentData<T>> {
    const data = toData(await fetchChecked(query));
    freshShown = true;
    received(data);
    stateChanged('loaded');
    await store(data);
    return data;
  }

  /**
   * A list the server-rendered page carried (adoptPageState, issue 37): its stores already show it. It is kept on
   * the device as a fresh answer would be, and not fetched or checked again on this visit (the host carries lists at
   * most a minute old); the next start checks it as usual.
   */
  let carriedHandled = false;
  async function loadCarried(data: ContentData<T>) {
    state = 'loaded';
    if (carriedHandled) return;
    carriedHandled = true;
    freshShown = true;
    await store(data);
  }

  async function loadWeb() {
    // The request does not wait for the storage read: the first screen's content is on the page's
    // critical path. The stored copy is shown while the answer is still out (or when it fails).
    const fresh = options.isOnline()
      ? fetchFull({ previewMode: true }).then(
          () => null,
          (error: unknown) => ({ error }),
        )
      : Promise.resolve(null);
    const entry = await readEntry();
    if (entry && !freshShown) {
      received(entry.data);
      stateChanged('loaded');
    }
    const failure = await fresh;
    if (failure) logger.warn(`Content '${options.name}' could not be loaded${entry ? '; using the offline copy' : ''}.`, failure.error);
  }

  async function loadNative() {
    const entry = await readEntry();
    if (entry && entry.validUntil > now()) {
      received(entry.data);
      stateChanged('loaded');
      if (options.isOnline()) background = updateCheck(entry.data.publishedAt);
      return;
    }
    try {
      await fetchFull({});
    } catch (error) {
      logger.warn(`Content '${options.name}' could not be loaded.`, error);
      if (entry) {
        // Expired but better than nothing while offline.
        received(entry.data);
        stateChanged('loaded');
      }
    }
  }

  /** The app's update check (the web revalidates in full instead). */
  async function updateCheck(cachedPublishedAt: string | null) {
    try {
      const meta = await fetchChecked({ metaOnly: true });
      if (isNewer(meta.meta?.publishedAt, cachedPublishedAt)) await fetchFull({});
    } catch (error) {
      logger.warn(`Content update check for '${options.name}' failed.`, error);
    }
  }

  return {
    $items,
    $state,
    $data,
    async load() {
      const carried = options.platform() === 'web' ? carriedContent(stores) : undefined;
      if (carried) return loadCarried(carried);
      if (state !== 'loaded') stateChanged('loading');
      await (options.platform() === 'web' ? loadWeb() : loadNative());
      // nothing to show: screens tell the user and offer a retry instead of loading forever
      if (state === 'loading') stateChanged('failed');
    },
    backgroundCheck: () => background,
    async clear() {
      await options.storage.remove(key);
    },
  };
}
