/**
 * The performance mark the shell sets once a first visit's page has settled (loaded, then quiet: shell/src/pageSettled.ts).
 * An app that fetches code ahead for later (not for the page on screen) waits for it, so that code never shares a phone's
 * link with the first screen's; e2e/scripts/size.mjs tells the first screen's JS from what follows by it.
 */
export const PAGE_SETTLED_MARK = 'nahtlos:page-settled';

/** Resolves once the page carries the shell's settled mark: at once if it does (a later client navigation). */
export function afterPageSettled(): Promise<void> {
  return new Promise((resolve) => {
    // without the User Timing API (an old browser, jsdom) there is no mark to wait for
    if (typeof PerformanceObserver !== 'function' || typeof performance.getEntriesByName !== 'function') return resolve();
    const settled = () => performance.getEntriesByName(PAGE_SETTLED_MARK, 'mark').length > 0;
    if (settled()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!settled()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'mark' });
  });
}
