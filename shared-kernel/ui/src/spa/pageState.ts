// The state the host rendered the page with: createServerRender's serialize(scope), by SID, in the layout's `state` fragment.
import type { Store } from 'effector';

type PageState = Record<string, unknown> | null;

/** Read once per element: every app's store asks for its value (the state is ~100 KB of JSON on a content page). */
const read = new WeakMap<Element, PageState>();

function parse(element: Element): PageState {
  try {
    const values: unknown = JSON.parse(element.textContent || 'null');
    return values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : null;
  } catch (error) {
    console.error('[nahtlos] the page state could not be read', error);
    return null;
  }
}

/** The page's state, or null: a page no host rendered (offline, the native app) or one whose state is unreadable. */
export function pageState(): PageState {
  const element = document.getElementById('nahtlos-state');
  if (!element) return null;
  if (!read.has(element)) read.set(element, parse(element));
  return read.get(element) ?? null;
}

/** The value the host's render left in an app's `store` (by its SID), if it set one: the browser starts from it. */
export const pageValueOf = <T>(store: Store<T>): T | undefined =>
  typeof document === 'undefined' || !store.sid ? undefined : (pageState()?.[store.sid] as T | undefined);
