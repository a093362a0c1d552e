/**
 * Where the header's ← goes. Back in history only when the entry before this one is the app's own:
 * a history entry before the app's first one (a search, the shop, about:blank) would leave the app.
 */

/**
 * The router numbers the entries it writes (`idx`, platform/src/router.ts), starting at 0 on the entry the app was opened
 * in; an entry with a higher number has an app entry before it. (A reload keeps the number.)
 */
export function hasAppEntryBefore(historyState: unknown): boolean {
  const idx = (historyState as { idx?: unknown } | null | undefined)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** -1 (one step back) or the route's logical parent: the page's `backTo`, else home. */
export function backDestination(historyState: unknown, backTo?: string): -1 | string {
  return hasAppEntryBefore(historyState) ? -1 : (backTo ?? '/');
}
