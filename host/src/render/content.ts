// The published content the server entries render with: the four lists as the provider's API answers them, fetched with
// a timeout and kept a short while (stale while revalidating: once there are lists, a page never waits for a refresh).
import { LRUCache } from 'lru-cache';

/** Store name (platform contentStores) → API path, as the page requests them (preview_mode=true). */
const LISTS = { fabrics: 'fabrics', materials: 'materials', sewingPatterns: 'sewing-patterns', inspirations: 'inspirations' } as const;

export type ContentAnswers = Record<keyof typeof LISTS, unknown>;

/** The current lists, or null when the upstream has not answered them yet (the browser loads them then). */
export function contentReader(upstream: string, { freshMs = 10_000, timeoutMs = 500 } = {}): () => Promise<ContentAnswers | null> {
  const cache = new LRUCache<'lists', ContentAnswers>({
    max: 1,
    ttl: freshMs,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { signal }) => {
      const entries = await Promise.all(
        Object.entries(LISTS).map(async ([name, path]) => {
          const response = await fetch(`${upstream}/api/app/${path}?preview_mode=true`, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
          if (!response.ok) throw new Error(`/api/app/${path} answered ${response.status}`);
          return [name, await response.json()] as const;
        }),
      );
      return Object.fromEntries(entries) as ContentAnswers;
    },
  });
  return async () => {
    try {
      return (await cache.fetch('lists')) ?? null;
    } catch (error) {
      console.warn(`[host] content not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
}
