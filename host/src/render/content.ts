// The published content the server entries render with: the four lists as the API answers them, kept a short while
// (stale while revalidating) and carried at most `maxAgeMs` old, so the browser does not check them again that visit.
import { isDeepStrictEqual } from 'node:util';
import { LRUCache } from 'lru-cache';
import type { ContentAnswers } from '@nahtlos/contract/serverRender';

/** Store name (platform contentStores) → API path, as the page requests them (preview_mode=true). */
const LISTS = { fabrics: 'fabrics', materials: 'materials', sewingPatterns: 'sewing-patterns', inspirations: 'inspirations' } as const;

/** The current lists, or null when the upstream has not answered them lately (the browser loads them then). */
export function contentReader(upstream: string, { freshMs = 10_000, maxAgeMs = 60_000, timeoutMs = 500 } = {}): () => Promise<ContentAnswers | null> {
  const cache = new LRUCache<'lists', { lists: ContentAnswers; fetchedAt: number }>({
    max: 1,
    ttl: freshMs,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (_key, stale, { signal }) => {
      const entries = await Promise.all(
        Object.entries(LISTS).map(async ([name, path]) => {
          const response = await fetch(`${upstream}/api/app/${path}?preview_mode=true`, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
          if (!response.ok) throw new Error(`/api/app/${path} answered ${response.status}`);
          return [name, await response.json()] as const;
        }),
      );
      const lists = Object.fromEntries(entries) as ContentAnswers;
      // the same answers keep the same object: what was rendered from it stays valid (renderCache.ts)
      return { lists: stale && isDeepStrictEqual(stale.lists, lists) ? stale.lists : lists, fetchedAt: Date.now() };
    },
  });
  const young = <T extends { fetchedAt: number }>(entry?: T): entry is T => entry !== undefined && Date.now() - entry.fetchedAt <= maxAgeMs;
  return async () => {
    try {
      const entry = await cache.fetch('lists', { allowStale: young(cache.peek('lists', { allowStale: true })) });
      return young(entry) ? entry.lists : null;
    } catch (error) {
      console.warn(`[host] content not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
}
