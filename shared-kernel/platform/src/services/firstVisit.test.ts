/**
 * A first visit on the web (the browser holds nothing of the app's) starts without the platform's services: the lists
 * the page carried are shown, the account's lists stay as the host rendered them, nothing is requested or stored. The services follow
 * with the first service call or `startServices()`, which keeps the carried lists on the device. A browser that holds
 * something of the app's starts them at once. The kernel runs as in the app; only the server is a stand-in.
 */
import type { AxiosAdapter } from 'axios';
import { freshKernel } from '../../test/freshKernel';
import type * as PageState from './content/pageState';

let requests: string[];
const server: AxiosAdapter = async (config) => {
  requests.push(config.url ?? '');
  return { data: { data: [], meta: { publishedAt: '2026-01-01T00:00:00.000Z' }, legacy: [] }, status: 200, statusText: 'OK', headers: {}, config };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** What the app keeps in the browser (localforage's localStorage driver here: jsdom has no IndexedDB). */
const storedKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('Nahtlos/'));

/** A fresh kernel whose page carried every content list (one item each), in a browser whose databases are `databases`. */
function startedPage(databases: string[]) {
  const fresh = freshKernel(server);
  Object.assign(globalThis, { indexedDB: { databases: async () => databases.map((name) => ({ name, version: 1 })) } });
  const { adoptPageState }: typeof PageState = require('./content/pageState');
  const values: Record<string, unknown> = {};
  for (const stores of Object.values(fresh.bus.contentStores)) {
    values[stores.$data.sid!] = { items: [{ id: 'carried' }], publishedAt: '2026-01-01T00:00:00.000Z', legacy: [] };
    values[stores.$state.sid!] = 'loaded';
  }
  adoptPageState(values);
  return fresh;
}

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  delete (globalThis as { indexedDB?: unknown }).indexedDB;
});

it('a first visit shows the carried lists without requesting or storing anything; the account’s lists stay as rendered', async () => {
  const { kernel, bus, contentStates } = startedPage([]);
  await kernel.startKernel({ platform: 'web' });
  await settle();
  expect(contentStates()).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
  // the host rendered the page with them unread: the page hydrates the same state
  expect(bus.$projectsState.getState()).toBe('not loaded');
  expect(bus.$session.getState().loggedIn).toBe(false);
  expect(requests).toEqual([]);
  expect(storedKeys()).toEqual([]);
});

it('startServices (the page has settled) reads the account’s lists and keeps the carried lists on the device', async () => {
  const { kernel, bus } = startedPage([]);
  await kernel.startKernel({ platform: 'web' });
  await kernel.startServices();
  expect(bus.$projectsState.getState()).toBe('loaded');
  expect(bus.$projects.getState()).toEqual([]);
  expect(storedKeys()).toEqual(expect.arrayContaining(['Nahtlos/kv/_Nahtlos_cache_fabrics', 'Nahtlos/kv/_Nahtlos_cache_inspirations']));
  expect(requests).toEqual([]); // the carried lists are not fetched again on this visit
});

it('a page that shows the account’s lists gets them at once on a first visit (empty), without the services', async () => {
  const { kernel, bus } = startedPage([]);
  await kernel.startKernel({ platform: 'web' });
  await kernel.accountListsWanted();
  expect(bus.$projectsState.getState()).toBe('loaded');
  expect(bus.$projects.getState()).toEqual([]);
  expect(storedKeys()).toEqual([]); // the services did not start
});

it('a page that shows the account’s lists on a browser that holds the app’s data gets them read from the device', async () => {
  const { kernel, bus } = startedPage(['Nahtlos']);
  localStorage.setItem('Nahtlos/kv/username', '"ina"');
  await kernel.accountListsWanted();
  expect(bus.$projectsState.getState()).toBe('loaded');
  expect(storedKeys()).toEqual(expect.arrayContaining(['Nahtlos/kv/_Nahtlos_cache_fabrics']));
});

it('the file cache on a first visit answers a drawing’s URL itself: the services do not start for it', async () => {
  const { kernel } = startedPage([]);
  await kernel.startKernel({ platform: 'web' });
  await expect(kernel.fileCache.resolve('/media/content/pattern-jacke-paul.svg')).resolves.toBe('/media/content/pattern-jacke-paul.svg');
  await settle();
  expect(storedKeys()).toEqual([]);
  expect(requests).toEqual([]);
});

it('a service called on a first visit starts the services and does its work', async () => {
  const { kernel, bus } = startedPage([]);
  await kernel.startKernel({ platform: 'web' });
  await kernel.saveInspiration('sommerkleid');
  expect(bus.$savedInspirations.getState()).toEqual(['sommerkleid']);
  expect(storedKeys().length).toBeGreaterThan(0);
});

it('a browser that holds the app’s database starts the services at once', async () => {
  const { kernel } = startedPage(['Nahtlos']);
  await kernel.startKernel({ platform: 'web' });
  expect(storedKeys()).toEqual(expect.arrayContaining(['Nahtlos/kv/_Nahtlos_cache_fabrics']));
});

it('a browser whose localStorage holds the app’s data (no IndexedDB) starts the services at once', async () => {
  const { kernel } = startedPage([]);
  localStorage.setItem('Nahtlos/kv/username', '"ina"');
  await kernel.startKernel({ platform: 'web' });
  expect(storedKeys()).toEqual(expect.arrayContaining(['Nahtlos/kv/_Nahtlos_cache_fabrics']));
});
