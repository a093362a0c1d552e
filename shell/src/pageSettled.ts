/**
 * Resolves once the page has loaded and then gone `quietMs` without fetching a file or running a long task, or
 * `maxWaitMs` after the load at the latest. The load event alone is too early a signal in this app: the route's
 * remote, its content and its images mostly load after it. Without PerformanceObserver support for those entry
 * types, it resolves `quietMs` after the load.
 */
export function whenPageSettled({ quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number }): Promise<void> {
  return afterLoad().then(
    () =>
      new Promise<void>((resolve) => {
        let quietTimer: ReturnType<typeof setTimeout>;
        let observer: PerformanceObserver | null = null;
        const settle = () => {
          clearTimeout(quietTimer);
          clearTimeout(backstop);
          observer?.disconnect();
          resolve();
        };
        const restartQuiet = () => {
          clearTimeout(quietTimer);
          quietTimer = setTimeout(settle, quietMs);
        };
        const backstop = setTimeout(settle, maxWaitMs);
        const watched = observableEntryTypes(['resource', 'longtask']);
        if (watched.length) {
          observer = new PerformanceObserver(restartQuiet);
          for (const type of watched) observer.observe({ type });
        }
        restartQuiet();
      }),
  );
}

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function observableEntryTypes(types: string[]): string[] {
  if (typeof PerformanceObserver !== 'function') return [];
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  return types.filter((type) => supported.includes(type));
}
