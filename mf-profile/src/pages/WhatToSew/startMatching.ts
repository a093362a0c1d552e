import { matchInWorker } from './matchInWorker';
import { WorkerUnavailable, type MatchRequest, type MatchRun, type OnProgress } from './matchRun';

/**
 * Computes the stash's matches off the main thread where a worker can run, else on the page (matchOnPage.ts), also
 * when the worker fails to start. After `cancel()` nothing is reported any more and the result is null.
 */
export function startMatching(request: MatchRequest, onProgress: OnProgress): MatchRun {
  let cancelled = false;
  let inWorker: MatchRun | null = null;
  const report: OnProgress = (done, total) => {
    if (!cancelled) onProgress(done, total);
  };
  const run = async () => {
    inWorker = matchInWorker(request, report);
    if (inWorker) {
      try {
        return await inWorker.result;
      } catch (error) {
        if (!(error instanceof WorkerUnavailable)) throw error;
      }
    }
    if (cancelled) return null;
    const { matchOnPage } = await import(/* webpackChunkName: "stash-match-on-page" */ './matchOnPage');
    return matchOnPage(request, report, () => cancelled);
  };
  const result = run().then((matches) => (cancelled ? null : matches));
  return {
    result,
    cancel: () => {
      cancelled = true;
      inWorker?.cancel();
    },
  };
}
