/**
 * The stores of one content collection, apart from the cache that fills them (`contentCache.ts`):
 * screens bind to the stores from the first render, the cache (API client, storage) loads later.
 * `createContentStores` is a factory for effector's babel plugin (shared-kernel/build/effectorSids.cjs): the
 * stores of each call site get SIDs of their own, so a server-rendered page's state finds its list.
 */
import { createEvent, createStore } from 'effector';
import type { LegacyEntry, LoadState } from '../domain/types';

export interface ContentData<T> {
  items: T[];
  publishedAt: string | null;
  legacy: LegacyEntry[];
}

/** The spec's default content cache lifetime (SPEC section 7). */
export const CACHE_LIFETIME_S = 30_758_400;

const empty = { items: [], publishedAt: null, legacy: [] };

export function createContentStores<T>() {
  const received = createEvent<ContentData<T>>();
  const stateChanged = createEvent<LoadState>();
  const $data = createStore<ContentData<T>>(empty).on(received, (_, data) => data);
  const $state = createStore<LoadState>('not loaded').on(stateChanged, (_, state) => state);
  return { received, stateChanged, $data, $state, $items: $data.map((data) => data.items) };
}

export type ContentStores<T> = ReturnType<typeof createContentStores<T>>;
