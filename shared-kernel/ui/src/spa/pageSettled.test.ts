/**
 * @jest-environment node
 */
// the browser's User Timing API: Node has it (mark, getEntriesByName, PerformanceObserver); jsdom has not
import { afterPageSettled, PAGE_SETTLED_MARK } from './pageSettled';

const flushed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => performance.clearMarks());

test('waits for the shell to mark the page settled, then resolves', async () => {
  let settled = false;
  void afterPageSettled().then(() => (settled = true));
  performance.mark('another mark');
  await flushed();
  expect(settled).toBe(false);
  performance.mark(PAGE_SETTLED_MARK);
  await flushed();
  expect(settled).toBe(true);
});

test('resolves at once on a page already settled (a later client navigation)', async () => {
  performance.mark(PAGE_SETTLED_MARK);
  await expect(afterPageSettled()).resolves.toBeUndefined();
});
