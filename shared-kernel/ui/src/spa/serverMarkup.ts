import { createContext, useContext } from 'react';

/** Whose markup the app renders: 'server' in the host's render (createServerRender), 'adopted' in a mount that hydrates it. */
export const ServerMarkup = createContext<'server' | 'adopted' | false>(false);

/** True in both: a page deferring its first render (`useDeferredValue`) starts from it, so hydration matches. */
export const useServerMarkup = (): boolean => useContext(ServerMarkup) !== false;

/** Marks the fields the server render made read-only (createServerRender): lifted once the app has hydrated (unlockFields). */
export const LOCKED_FIELD_MARK = 'data-locked-until-hydrated';

/** Lifts what the server render locked in `root`: called once the app has hydrated the markup (its state now takes input). */
export function unlockFields(root: Element): void {
  for (const field of root.querySelectorAll(`[${LOCKED_FIELD_MARK}]`)) {
    const lock = field.getAttribute(LOCKED_FIELD_MARK);
    if (lock === 'readonly' || lock === 'disabled') field.removeAttribute(lock);
    field.removeAttribute(LOCKED_FIELD_MARK);
  }
}
