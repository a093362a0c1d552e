// The state the host rendered the page with: createServerRender's serialize(scope), by SID, in the layout's `state` fragment.
import type { Store } from 'effector';

const read = new WeakMap<Element, Record<string, unknown> | null>(); // once: every app's store asks (~100 KB of JSON)

/** The page's state, or null: a page no host rendered (offline, the native app) or one whose state is unreadable. */
export function pageState(): Record<string, unknown> | null {
  const element = document.getElementById('nahtlos-state');
  if (element && !read.has(element)) {
    try {
      const values: unknown = JSON.parse(element.textContent || 'null');
      read.set(element, values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : null);
    } catch (error) {
      console.error('[nahtlos] the page state could not be read', error);
      read.set(element, null);
    }
  }
  return (element && read.get(element)) ?? null;
}

/** The value the host's render left in an app's `store` (by its SID), if it set one: the browser starts from it. */
export const pageValueOf = <T>(store: Store<T>): T | undefined =>
  typeof document === 'undefined' || !store.sid ? undefined : (pageState()?.[store.sid] as T | undefined);
