/// <reference lib="webworker" />
/**
 * The stash-match worker ('Was kann ich daraus nähen?'): @nahtlos/stash's stepwise matcher off the page's main thread,
 * a pattern at a time with its progress. Built into the profile remote's dist by shared-kernel/build/workerBundle.cjs;
 * the page starts it through a Blob URL (matchInWorker.ts). One PlanCache for the worker's life: a second size or a
 * changed stash plans nothing twice (the cache knows a size by its object, so the patterns are kept, not re-sent).
 */
// (types only from the platform: the worker carries the matcher, never the platform)
import type { SewingPattern } from '@nahtlos/platform';
import { matchStashStepwise, PlanCache } from '@nahtlos/stash';
import type { FromMatchWorker, ToMatchWorker } from './matchProtocol';

declare const self: DedicatedWorkerGlobalScope;

const cache = new PlanCache();
let patterns: SewingPattern[] = [];
/** the run that counts (run ids start at 1; 0: none): an older or cancelled one stops at its next pattern */
let currentRun = 0;

const post = (message: FromMatchWorker) => self.postMessage(message);

/** Ends the task so a newer run's or a cancel's message is handled between two patterns. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function run({ runId, stash, size }: Extract<ToMatchWorker, { type: 'match' }>): Promise<void> {
  const steps = matchStashStepwise(stash, patterns, size, cache);
  for (;;) {
    const step = steps.next();
    if (step.done) {
      post({ type: 'result', runId, matches: step.value });
      return;
    }
    post({ type: 'progress', runId, done: step.value.done, total: step.value.total });
    await nextTask();
    if (runId !== currentRun) return;
  }
}

self.onmessage = (event: MessageEvent<ToMatchWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'patterns':
      patterns = message.patterns;
      break;
    case 'cancel':
      if (message.runId === currentRun) currentRun = 0;
      break;
    case 'match':
      currentRun = message.runId;
      run(message).catch((error: unknown) => post({ type: 'failed', runId: message.runId, message: String((error as Error | null)?.message ?? error) }));
      break;
  }
};
