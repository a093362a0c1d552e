/**
 * A tap on a server-rendered page before its app has hydrated it does nothing (a link still navigates: it needs no
 * script). The host's page keeps the latest such tap on a control, marked busy, from its first byte on (its inline
 * script, host/src/render/earlyTaps.ts); the shell takes it once the app is about to mount and taps it again after.
 */
interface EarlyTaps {
  /** stops keeping taps and returns the kept control (no longer marked busy), or null */
  take(): HTMLElement | null;
}

declare global {
  interface Window {
    nahtlosEarlyTaps?: EarlyTaps;
  }
}

/**
 * Stops keeping taps (the app is about to hydrate: React itself replays a tap made while it hydrates) and returns
 * the kept control, or null (a page the host did not render keeps none). The caller taps it again once mounted.
 */
export function takeEarlyTap(): HTMLElement | null {
  return window.nahtlosEarlyTaps?.take() ?? null;
}
