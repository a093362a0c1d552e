/** The page's message to the service worker: keep these URLs (absolute) for offline, in the background. */
export const KEEP_FOR_OFFLINE = 'KEEP_FOR_OFFLINE';
export interface KeepForOfflineMessage {
  type: typeof KEEP_FOR_OFFLINE;
  urls: string[];
}

/**
 * Keeps URLs (each through the `keep` it was asked with) at most `lanes` at a time, in the order asked. A phone's browser opens six connections
 * per host: ~60 background downloads at once (every remote's files, every pattern's drawing) queued the user's next
 * page and its images behind them on a slow link; two lanes leave the rest to the page. A URL already waiting or
 * loading is not asked again; one that fails is skipped (a later online visit asks again). The returned function
 * resolves once the URLs it was given are done.
 */
export function keepInTurns(lanes: number): (urls: readonly string[], keep: (url: string) => Promise<unknown>) => Promise<void> {
  const pending = new Map<string, Promise<void>>();
  const waiting: Array<() => void> = [];
  let running = 0;
  /** Runs `task` when a lane is free; a finished one hands its lane to the next waiting (as the file cache's `limited`). */
  async function inTurn(task: () => Promise<unknown>): Promise<void> {
    if (running >= lanes) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      await task();
    } catch {
      // skipped: the next online visit asks for it again
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }
  return async (urls, keep) => {
    await Promise.all(
      urls.map((url) => {
        let kept = pending.get(url);
        if (!kept) {
          kept = inTurn(() => keep(url)).finally(() => pending.delete(url));
          pending.set(url, kept);
        }
        return kept;
      }),
    );
  };
}
