/// <reference lib="webworker" />
/**
 * The content-check worker: zod and the contract's content schemas load and run here, off the page's main thread
 * (issue 17: building the schemas and checking a list were long tasks on a phone at start).
 */
import { runContentCheck, type ContentCheck } from './contentChecks';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<{ id: number; check: ContentCheck; answer: unknown }>) => {
  const { id, check, answer } = event.data;
  try {
    self.postMessage({ id, result: await runContentCheck(check, answer) });
  } catch (error) {
    self.postMessage({ id, error: String((error as Error | null)?.message ?? error) });
  }
};
