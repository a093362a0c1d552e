/**
 * The stash as the apps use it (issue 40): `addStashEntry`, `updateStashEntry`, `removeStashEntry` and `$stash`, on a
 * kernel as in the app (bus, localforage, sync engine); only the server is a stand-in that records what it gets and
 * answers the stash by the contract. An entry saved offline is uploaded by itself when the connection comes back.
 */
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import type * as Bus from '../bus/catalogue';
import { validateStashEntry } from '../domain';
import type * as Kernel from './index';
import type * as Runtime from './runtime';

let bus: typeof Bus;
let kernel: typeof Kernel;
let runtime: typeof Runtime;
let requests: string[];
/** Whether the server knows the stash (a server from before issue 40 answers its routes 404). */
let serverHasStash: boolean;
let onLine: jest.SpyInstance<boolean, []>;

const answer = (config: InternalAxiosRequestConfig, data: unknown, status = 200): AxiosResponse => ({ data, status, statusText: String(status), headers: {}, config });
const createServer = (log: string[]): AxiosAdapter => async (config) => {
  const method = config.method?.toUpperCase();
  log.push(`${method} ${config.url}`);
  if (config.url === '/api/app/auth/user/login') return answer(config, { token: 't', username: 'anna@example.de' });
  if (config.url === '/api/app/custom-fabrics') return answer(config, { custom_fabrics: [] });
  if (config.url === '/api/app/pattern-projects') return answer(config, { pattern_projects: [] });
  if (config.url?.startsWith('/api/app/stash') && !serverHasStash) {
    throw new AxiosError('Not Found', AxiosError.ERR_BAD_REQUEST, config, null, answer(config, { error: 'Nicht gefunden.' }, 404));
  }
  if (config.url === '/api/app/stash') return answer(config, { stash: [] });
  if (method === 'POST' && config.url === '/api/app/stash-entry') {
    const { stashEntry } = JSON.parse(config.data as string);
    const at = new Date(1_700_000_000_000).toISOString();
    return answer(config, { success: true, stash_entry: { ...stashEntry, created_at: at, updated_at: at, deleted: false, revision: 1 } });
  }
  if (method === 'DELETE' && config.url?.startsWith('/api/app/stash-entry/')) return answer(config, { success: true, stash_entry: null });
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
};
const sent = (request: string) => requests.filter((line) => line === request).length;
async function settle() {
  for (let passed = 0; passed < 200; passed += 10) await jest.advanceTimersByTimeAsync(10);
}
const piece = { fabricId: 'ringel-ostsee', lengthCm: 150, widthCm: 140 };

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  jest.resetModules();
  localStorage.clear();
  onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  bus = require('../bus/catalogue');
  kernel = require('./index');
  runtime = require('./runtime');
  require('./logging/logger').setLogSinks([]);
  requests = [];
  serverHasStash = true;
  runtime.api.http.defaults.adapter = createServer(requests);
  URL.createObjectURL = () => `blob:stash/${Math.random()}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  bus.onlineStatusChanged(false);
  onLine.mockRestore();
  jest.useRealTimers();
});

const logIn = () => kernel.loginFx({ email: 'anna@example.de', password: 'geheim' });

it('an entry saved offline shows in $stash at once and is uploaded by itself when the connection comes back', async () => {
  await kernel.startKernel({ platform: 'web' });
  await logIn();
  bus.onlineStatusChanged(false);
  const first = await kernel.addStashEntry(piece);
  const second = await kernel.addStashEntry({ ...piece, note: 'Rest', boughtOn: '2026-02-28' });
  await settle();
  expect(bus.$stash.getState().map((entry) => entry.id)).toEqual([second.id, first.id]);
  expect(bus.$stashState.getState()).toBe('loaded');
  expect(sent('POST /api/app/stash-entry')).toBe(0);

  bus.onlineStatusChanged(true);
  await settle();
  expect(sent('POST /api/app/stash-entry')).toBe(2);
  expect(bus.$stash.getState().map(({ dirty, revision }) => ({ dirty, revision }))).toEqual([
    { dirty: false, revision: 1 },
    { dirty: false, revision: 1 },
  ]);
});

it('a change and a removal are uploaded right away when online; $stash follows', async () => {
  await kernel.startKernel({ platform: 'web' });
  await logIn();
  const entry = await kernel.addStashEntry(piece);
  await settle();
  await kernel.updateStashEntry(entry.id, { ...piece, lengthCm: 80 });
  await settle();
  expect(bus.$stash.getState()).toEqual([expect.objectContaining({ id: entry.id, lengthCm: 80, dirty: false })]);
  expect(sent('POST /api/app/stash-entry')).toBe(2);
  await kernel.removeStashEntry(entry.id);
  await settle();
  expect(bus.$stash.getState()).toEqual([]);
  expect(sent(`DELETE /api/app/stash-entry/${entry.id}`)).toBe(1);
});

it('rejects what the rules refuse with a ValidationError in German, as a custom fabric\'s calls do', async () => {
  await kernel.startKernel({ platform: 'web' });
  const refused = await kernel.addStashEntry({ ...piece, widthCm: 0 }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(kernel.ValidationError);
  expect(refused).toMatchObject({ message: 'Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.' });
  expect(validateStashEntry({ ...piece, boughtOn: '2026-02-30' })).toEqual({ boughtOn: 'Bitte ein gültiges Datum eingeben (TT.MM.JJJJ).' });
});

// eslint-disable-next-line effector/strict-effect-handlers -- the page's one scope, as in the browser (no fork here)
it("keeps accounts apart: logging out shows the signed-out stash, and a signed-out user's entries move into the account at login", async () => {
  await kernel.startKernel({ platform: 'web' });
  bus.onlineStatusChanged(false);
  const offline = await kernel.addStashEntry({ ...piece, note: 'Ohne Konto' });
  await logIn();
  await settle();
  expect(bus.$stash.getState()).toEqual([expect.objectContaining({ id: offline.id, dirty: true })]);
  await kernel.logoutFx();
  await settle();
  expect(bus.$stash.getState()).toEqual([]);
});

it('a server without the stash yet: the other lists sync, the entries wait on the device', async () => {
  serverHasStash = false;
  await kernel.startKernel({ platform: 'web' });
  await logIn();
  bus.onlineStatusChanged(false);
  await kernel.addStashEntry(piece);
  bus.onlineStatusChanged(true);
  await settle();
  const report = await kernel.syncNow();
  expect(report).toEqual({ ok: true, done: 0, failed: 0 });
  expect(sent('GET /api/app/pattern-projects')).toBeGreaterThan(0);
  expect(bus.$stash.getState()).toEqual([expect.objectContaining({ dirty: true })]);
});
