/** whenPageSettled: after the load event, a quiet stretch without fetches or long tasks, or the latest wait. */
import { whenPageSettled } from './pageSettled';

const timing = { quietMs: 2000, maxWaitMs: 10_000 };

/** A stand-in for the browser's PerformanceObserver: `report()` delivers an entry to every observer. */
function fakePerformanceObserver(supportedEntryTypes: string[]) {
  const observers = new Set<() => void>();
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, writable: true, value: FakeObserver });
  return { report: () => observers.forEach((callback) => callback()), observing: () => observers.size };
}

function trackSettled() {
  const state = { settled: false };
  void whenPageSettled(timing).then(() => (state.settled = true));
  return state;
}

const original = globalThis.PerformanceObserver;
let readyState: DocumentReadyState = 'complete';
beforeAll(() => Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState }));
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  readyState = 'complete';
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, writable: true, value: original });
});

test('waits for the load event, then for the quiet stretch', async () => {
  readyState = 'loading';
  fakePerformanceObserver(['resource', 'longtask']);
  const state = trackSettled();
  await jest.advanceTimersByTimeAsync(timing.maxWaitMs + timing.quietMs);
  expect(state.settled).toBe(false); // not loaded yet
  window.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(timing.quietMs - 1);
  expect(state.settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(state.settled).toBe(true);
});

test('every fetched file or long task starts the quiet stretch again; the observer is let go once settled', async () => {
  const observer = fakePerformanceObserver(['resource', 'longtask']);
  const state = trackSettled();
  await jest.advanceTimersByTimeAsync(0);
  for (let i = 0; i < 3; i++) {
    await jest.advanceTimersByTimeAsync(timing.quietMs - 100);
    observer.report();
  }
  expect(state.settled).toBe(false);
  await jest.advanceTimersByTimeAsync(timing.quietMs);
  expect(state.settled).toBe(true);
  expect(observer.observing()).toBe(0);
});

test('a page that never goes quiet settles at the latest wait', async () => {
  const observer = fakePerformanceObserver(['resource']);
  const state = trackSettled();
  await jest.advanceTimersByTimeAsync(0);
  for (let elapsed = 0; elapsed < timing.maxWaitMs - 500; elapsed += 500) {
    await jest.advanceTimersByTimeAsync(500);
    observer.report();
  }
  expect(state.settled).toBe(false);
  await jest.advanceTimersByTimeAsync(500);
  expect(state.settled).toBe(true);
});

test('without observable entry types: the quiet stretch after the load', async () => {
  fakePerformanceObserver([]);
  const state = trackSettled();
  await jest.advanceTimersByTimeAsync(timing.quietMs);
  expect(state.settled).toBe(true);
});
