// Rendered applications, kept while made from the same objects: the same server entry (a redeploy loads another) and
// the same content lists (contentReader's object, another once the content has changed). A render takes 20–60 ms of
// CPU, hundreds on a busy machine; a page of kept parts is sent in a few. Past 10 s one is made again, the kept one answered meanwhile.
import { LRUCache } from 'lru-cache';
import type { ServerRenderResult } from '@nahtlos/contract/serverRender';

type Render = Promise<ServerRenderResult | null>;

/** The render of `key` from the objects `from`: the one kept, or `render()` (kept unless it fails). */
export function renderCache({ max = 200, freshMs = 10_000 } = {}) {
  const kept = new LRUCache<string, { from: readonly unknown[]; render: Render; madeAt: number }>({ max });
  return (key: string, from: readonly unknown[], render: () => Render): Render => {
    const entry = kept.get(key);
    const same = entry?.from.every((input, at) => input === from[at]);
    if (entry && same && performance.now() - entry.madeAt <= freshMs) return entry.render;
    const made = render();
    kept.set(key, { from, render: made, madeAt: performance.now() });
    made.catch(() => kept.peek(key)?.render === made && kept.delete(key));
    // the same objects, only older: answered once more while it is made again (what a render fetched itself is refreshed)
    return entry && same ? entry.render : made;
  };
}
