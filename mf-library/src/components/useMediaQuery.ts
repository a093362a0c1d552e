import { useSyncExternalStore } from 'react';

const noop = () => undefined;

/**
 * Whether a media query matches, kept up to date. The server's render (first paint) and a window without
 * matchMedia answer false: a layout chosen this way must also be drawn by CSS for the same query, so the
 * first paint looks the same before the app takes over.
 */
export function useMediaQuery(query: string | undefined): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (!query || typeof window === 'undefined' || !window.matchMedia) return noop;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => Boolean(query && typeof window !== 'undefined' && window.matchMedia?.(query).matches),
    () => false,
  );
}
