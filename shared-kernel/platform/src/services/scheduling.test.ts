/**
 * Start-up work in small tasks: work for later waits for the browser's idle time (with a deadline), and a
 * yield hands the main thread back before the caller goes on.
 */
import { whenIdle, yieldToMain } from './scheduling';

const globals = globalThis as { requestIdleCallback?: unknown; scheduler?: unknown };

afterEach(() => {
  delete globals.requestIdleCallback;
  delete globals.scheduler;
  jest.useRealTimers();
});

it('runs work for later when the browser is idle, at the latest after 3 s', () => {
  const idle: { run: () => void; timeout?: number }[] = [];
  globals.requestIdleCallback = (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout });
  const work = jest.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  expect(idle[0].timeout).toBe(3_000);
  idle[0].run();
  expect(work).toHaveBeenCalledTimes(1);
});

it('without idle callbacks (Safari) runs it after a short pause, not in the caller’s task', () => {
  jest.useFakeTimers();
  const work = jest.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(100);
  expect(work).toHaveBeenCalledTimes(1);
});

it('yields through scheduler.yield where the browser has it', async () => {
  const yielded = jest.fn(async () => undefined);
  globals.scheduler = { yield: yielded };
  await yieldToMain();
  expect(yielded).toHaveBeenCalledTimes(1);
});

it('where nothing can end a task (no scheduler, no MessageChannel) the caller goes on at once', async () => {
  const order: string[] = [];
  const yielded = yieldToMain().then(() => order.push('after the yield'));
  await Promise.resolve();
  order.push('next microtask');
  await yielded;
  expect(order).toEqual(['after the yield', 'next microtask']);
});
