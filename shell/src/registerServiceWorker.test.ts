/** The web's service worker is registered once the first visit has settled, only in production web builds. */
/** Inside the Android app the WebView's native bridge is there before any script runs (the platform reads it). */
const bridge = globalThis as { androidBridge?: unknown };

// what the page hands the worker for offline use has tests of its own (keepForOffline.test.ts)
jest.mock('./keepForOffline', () => ({ keepForOffline: jest.fn(async () => undefined) }));

import { keepForOffline } from './keepForOffline';
import { registerServiceWorker, SERVICE_WORKER_AFTER } from './registerServiceWorker';

const globals = globalThis as unknown as { __SERVICE_WORKER__: boolean };

function fakeServiceWorker() {
  const register = jest.fn(async () => ({}));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, controller: {}, ready: Promise.resolve({ active: { postMessage: jest.fn() } }), addEventListener: jest.fn() },
  });
  return register;
}

afterEach(() => {
  globals.__SERVICE_WORKER__ = false;
  delete bridge.androidBridge;
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

test('production web build: /sw.js is registered once the loaded page has gone quiet, not at the load event', async () => {
  jest.useFakeTimers();
  try {
    globals.__SERVICE_WORKER__ = true;
    const register = fakeServiceWorker();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(SERVICE_WORKER_AFTER.quietMs - 1);
    expect(register).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
    // then it hands the worker what every tab and every pattern needs offline
    const { active } = await navigator.serviceWorker.ready;
    expect(keepForOffline).toHaveBeenCalledWith(active);
  } finally {
    jest.useRealTimers();
  }
});

test('never in the app, nor in a build without it (dev server, tests), nor without browser support', async () => {
  jest.useFakeTimers();
  try {
    const register = fakeServiceWorker();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
    registerServiceWorker(); // __SERVICE_WORKER__ false
    globals.__SERVICE_WORKER__ = true;
    bridge.androidBridge = {};
    registerServiceWorker();
    await jest.advanceTimersByTimeAsync(SERVICE_WORKER_AFTER.quietMs * 2);
    expect(register).not.toHaveBeenCalled();

    delete bridge.androidBridge;
    delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    expect(() => registerServiceWorker()).not.toThrow();
  } finally {
    jest.useRealTimers();
  }
});

test('a failing registration is logged, not thrown', async () => {
  globals.__SERVICE_WORKER__ = true;
  const register = fakeServiceWorker();
  register.mockRejectedValueOnce(new Error('SecurityError'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
  jest.useFakeTimers();
  registerServiceWorker();
  await jest.advanceTimersByTimeAsync(SERVICE_WORKER_AFTER.quietMs);
  jest.useRealTimers();
  expect(warn).toHaveBeenCalledWith('[nahtlos] service worker not registered', expect.any(Error));
  warn.mockRestore();
});
