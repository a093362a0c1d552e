// A tap on the host's markup before the app has hydrated it would do nothing (a link still navigates): the page's inline
// script (host/src/render/earlyTaps.ts) keeps the latest tap on a control, marked busy, for the shell to tap again.
type EarlyTaps = { take(): HTMLElement | null };

/** Stops keeping taps once the app is about to hydrate (React replays a tap made while it hydrates): the kept control, or null. */
export function takeEarlyTap(): HTMLElement | null {
  return (window as { nahtlosEarlyTaps?: EarlyTaps }).nahtlosEarlyTaps?.take() ?? null;
}
