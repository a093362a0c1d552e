/**
 * Uploads flush by themselves (issue 16): a design saved while offline is sent when the connection
 * comes back, when the page is hidden and at start, without any tap; a failed upload is tried
 * again with growing pauses. The kernel runs as in the app (bus, localforage, sync engine); only the
 * server is a stand-in that records the requests it gets. Each test loads the modules afresh.
 */
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import type * as Bus from '../bus/catalogue';
import type * as Kernel from './index';
import type * as Runtime from './runtime';

let bus: typeof Bus;
let kernel: typeof Kernel;
let runtime: typeof Runtime;
/** Every request the server got, as 'METHOD url'. */
let requests: string[];
/** How the server answers uploads (login always works). */
let uploads: 'fail' | 'unreachable';
let onLine: jest.SpyInstance<boolean, []>;

/** A server of this test only: the kernels of earlier tests still listen on the window, and must not count here. */
const createServer = (log: string[]): AxiosAdapter => async (config) => {
  log.push(`${config.method?.toUpperCase()} ${config.url}`);
  if (config.url === '/api/app/auth/user/login') {
    return { data: { token: 't', username: 'anna@example.de' }, status: 200, statusText: 'OK', headers: {}, config };
  }
  if (uploads === 'fail' && config.url?.startsWith('/api/app/pattern-project')) {
    throw new AxiosError('Server Error', AxiosError.ERR_BAD_RESPONSE, config, null, {
      data: {}, status: 500, statusText: 'Server Error', headers: {}, config,
    });
  }
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
};
const uploadsSent = () => requests.filter((request) => request === 'POST /api/app/pattern-project').length;
/** Timers are fake in every test: a retry left waiting never fires into the next test. */
async function advance(ms: number) {
  // in small steps: storage and effects chain many promises between timers
  for (let passed = 0; passed < ms; passed += 10) await jest.advanceTimersByTimeAsync(10);
}
const settle = () => advance(200);
const fakeTimers = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
const draft = { name: 'Kleid', sewingPattern: { id: 'shirt-mila', areas: [] }, svg: '<svg/>' };

beforeEach(() => {
  fakeTimers();
  jest.resetModules();
  localStorage.clear();
  onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  bus = require('../bus/catalogue');
  kernel = require('./index');
  runtime = require('./runtime');
  require('./logging/logger').setLogSinks([]);
  requests = [];
  runtime.api.http.defaults.adapter = createServer(requests);
  uploads = 'unreachable';
  URL.createObjectURL = () => `blob:flush/${Math.random()}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  // this test's kernel keeps listening on the shared window and storage: offline, it sends nothing later
  bus.onlineStatusChanged(false);
  onLine.mockRestore();
  jest.useRealTimers();
});

/** Anna logs in (in the page's one scope, as in the browser). */
const logIn = () => kernel.loginFx({ email: 'anna@example.de', password: 'geheim' });

/** Logged in, then offline, then a design saved: it waits on the device. */
async function designSavedOffline() {
  await kernel.startKernel({ platform: 'web' });
  await logIn();
  bus.onlineStatusChanged(false);
  await kernel.createProject(draft);
  await settle();
  expect(uploadsSent()).toBe(0);
}

it('coming back online uploads the design saved offline, without any tap', async () => {
  await designSavedOffline();
  bus.onlineStatusChanged(true);
  await settle();
  expect(uploadsSent()).toBe(1);
});

it('hiding the page uploads pending work (visibilitychange to hidden, pagehide)', async () => {
  await designSavedOffline();
  // back online, the server unreachable: the first upload fails (its retry waits 2 s)
  bus.onlineStatusChanged(true);
  await settle();
  expect(uploadsSent()).toBe(1);
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
  visibility.mockRestore();
  expect(uploadsSent()).toBe(2);
  window.dispatchEvent(new Event('pagehide'));
  await settle();
  expect(uploadsSent()).toBe(3);
});

it('a visible page does not flush on visibilitychange, and nothing is sent while logged out', async () => {
  await kernel.startKernel({ platform: 'web' });
  await kernel.createProject(draft);
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
  bus.onlineStatusChanged(false);
  bus.onlineStatusChanged(true);
  await settle();
  expect(uploadsSent()).toBe(0);
});

it('at start, a logged-in user’s pending work from the last session is uploaded', async () => {
  await designSavedOffline();
  // the next start of the app (the page was closed before anything was sent)
  jest.resetModules();
  bus = require('../bus/catalogue');
  kernel = require('./index');
  runtime = require('./runtime');
  require('./logging/logger').setLogSinks([]);
  runtime.api.http.defaults.adapter = createServer(requests);
  await kernel.startKernel({ platform: 'web' });
  await settle();
  expect(uploadsSent()).toBe(1);
});

it('a failed upload is tried again after 2 s, then 4 s; the screens never wait for it', async () => {
  await designSavedOffline();
  uploads = 'fail';
  bus.onlineStatusChanged(true);
  await advance(100);
  expect(uploadsSent()).toBe(1);
  // the UI's own calls answer while a retry is waiting
  await expect(kernel.getProject('none')).resolves.toBeNull();
  await advance(1_700);
  expect(uploadsSent()).toBe(1);
  await advance(400);
  expect(uploadsSent()).toBe(2);
  await advance(3_600);
  expect(uploadsSent()).toBe(2);
  await advance(500);
  expect(uploadsSent()).toBe(3);
});

it('a retry stops waiting for nothing when the device goes offline (the next online flushes)', async () => {
  await designSavedOffline();
  uploads = 'fail';
  bus.onlineStatusChanged(true);
  await advance(100);
  bus.onlineStatusChanged(false);
  await advance(10_000);
  expect(uploadsSent()).toBe(1);
  bus.onlineStatusChanged(true);
  await settle();
  expect(uploadsSent()).toBe(2);
});

it("each sync run starts its progress empty (no '5 von 5' of the last run at the start)", async () => {
  await kernel.startKernel({ platform: 'web' });
  await logIn();
  bus.syncProgressed({ done: 5, total: 5 });
  const run = kernel.syncNow();
  await settle();
  expect(bus.$syncProgress.getState()).toEqual({ done: 0, total: 0 });
  await run;
});
