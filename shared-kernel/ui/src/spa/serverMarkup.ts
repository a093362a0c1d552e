import { createContext, useContext } from 'react';

/** True in the server render and a hydrating mount: a page deferring its first render (`useDeferredValue`) starts from it, so hydration matches. */
export const ServerMarkup = createContext(false);

export const useServerMarkup = (): boolean => useContext(ServerMarkup);

/** True in the server render only (createServerRender): what waits in the browser does not wait there. */
export const ServerRendering = createContext(false);

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
