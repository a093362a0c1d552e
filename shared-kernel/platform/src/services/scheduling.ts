/**
 * Start-up work in small tasks (issue 17: no main-thread task over 50 ms on a phone). A task that runs
 * long keeps the page from answering a tap; splitting it at these points lets the browser paint and
 * handle input between the parts.
 */

interface PostTaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: the caller continues in a new one, after what the browser has waiting.
 * `scheduler.yield()` where there is one (its continuation goes first), else a message (not clamped like
 * a timer). Where neither exists (jsdom) it continues at once.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Without requestIdleCallback (Safari): a short pause instead, so the first screen's work goes first. */
const IDLE_FALLBACK_DELAY_MS = 100;

/**
 * Runs `work` when the browser is idle, at the latest after `timeoutMs`: for start-up work no first
 * screen waits for (persistent storage, the camera's code, the upload of pending work).
 */
export function whenIdle(work: () => void, timeoutMs = 3_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, IDLE_FALLBACK_DELAY_MS);
}
