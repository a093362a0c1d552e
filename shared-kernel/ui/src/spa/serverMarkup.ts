import { createContext, useContext } from 'react';

/**
 * Whether this render makes or adopts the host's markup: true in the host's server render and in the browser's
 * hydrating mount, false in a mount that renders afresh. A page that defers part of its first render
 * (`useDeferredValue(…, initial)`) starts from this, so the host's markup holds the whole page and hydration matches it.
 */
export const ServerMarkup = createContext(false);

export const useServerMarkup = (): boolean => useContext(ServerMarkup);
