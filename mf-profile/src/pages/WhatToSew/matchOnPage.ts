/**
 * The matcher on the page's main thread, where no worker can run (jsdom, the dev server, a policy, the worker's file
 * unreachable): the same stepwise generator, ending the task after every pattern so the page keeps answering. Loaded
 * only then (its own chunk: the cutting engine stays out of the page's code).
 */
import { yieldToMain } from '@nahtlos/platform';
import { matchStashStepwise, PlanCache, type StashMatch } from '@nahtlos/stash';
import type { MatchRequest, OnProgress } from './matchRun';

/** Kept across runs like the worker's: a size is known by its object, and the page keeps the catalogue's. */
const cache = new PlanCache();

/** The matches best first, or null when `cancelled()` said so between two patterns. */
export async function matchOnPage({ stash, patterns, size }: MatchRequest, onProgress: OnProgress, cancelled: () => boolean): Promise<StashMatch[] | null> {
  const steps = matchStashStepwise(stash, patterns, size, cache);
  for (;;) {
    if (cancelled()) return null;
    const step = steps.next();
    if (step.done) return step.value;
    onProgress(step.value.done, step.value.total);
    await yieldToMain();
  }
}
