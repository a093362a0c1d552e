// The state the host rendered the page with: createServerRender's serialize(scope), by SID, in the layout's `state` fragment.
import type { Store } from 'effector';

/** The page's state, or null: a page no host rendered (offline, the native app) or one whose state is unreadable. */
export function pageState(): Record<string, unknown> | null {
  try {
    const values: unknown = JSON.parse(document.getElementById('nahtlos-state')?.textContent || 'null');
    return values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : null;
  } catch (error) {
    console.error('[nahtlos] the page state could not be read', error);
    return null;
  }
}

/** The value the host's render left in an app's `store` (by its SID), if it set one: the browser starts from it. */
export const pageValueOf = <T>(store: Store<T>): T | undefined =>
  typeof document === 'undefined' || !store.sid ? undefined : (pageState()?.[store.sid] as T | undefined);
