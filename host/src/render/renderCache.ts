// Rendered applications, kept while made from the same objects: the same server entry (a redeploy loads another) and
// the same content lists (contentReader's object, another once the content has changed). A render takes 20–60 ms of
// CPU, hundreds on a busy machine; a page of kept parts is sent in a few. One missing what it fetched itself is not kept.
import { LRUCache } from 'lru-cache';
import type { ServerRenderResult } from '@nahtlos/contract/serverRender';

type Render = Promise<ServerRenderResult | null>;

/** The render of `key` from the objects `from`: the one kept, or `render()` (kept unless it fails or is incomplete). */
export function renderCache({ max = 200, ttlMs = 600_000 } = {}) {
  const kept = new LRUCache<string, { from: readonly unknown[]; render: Render }>({ max, ttl: ttlMs });
  return (key: string, from: readonly unknown[], render: () => Render): Render => {
    const entry = kept.get(key);
    if (entry?.from.every((input, at) => input === from[at])) return entry.render;
    const made = render();
    kept.set(key, { from, render: made });
    const forget = () => kept.peek(key)?.render === made && kept.delete(key);
    made.then((result) => result?.incomplete && forget(), forget);
    return made;
  };
}
