import { captureLogs } from '../logging/logger';
import { type KeyValueStore, MemoryStore } from '../storage/keyValueStore';
import { SafeStorage } from '../storage/safeStorage';
import { CACHE_LIFETIME_S, createContentCache } from './contentCache';

const response = (items: string[], publishedAt: string) => ({ data: items, meta: { publishedAt } });
/** These tests are about caching, with strings as items; the contract check has its own tests (contentShape.test.ts). */
const acceptAsIs = async (answer: unknown) => answer as ReturnType<typeof response>;

function setup(platform: 'web' | 'native', fetch: jest.Mock, online = { value: true }) {
  const store = new MemoryStore();
  const cache = createContentCache<string>({
    name: 'fabrics',
    fetch,
    check: acceptAsIs,
    storage: new SafeStorage(store),
    platform: () => platform,
    isOnline: () => online.value,
    now: () => 1_000_000,
  });
  return { cache, store, online };
}

it('native: loads remotely, stores { validUntil, data } under a prefixed key, states not loaded → loading → loaded', async () => {
  const fetch = jest.fn().mockResolvedValue(response(['a'], '2026-01-01T00:00:00Z'));
  const { cache, store } = setup('native', fetch);
  expect(cache.$state.getState()).toBe('not loaded');
  const loading = cache.load();
  expect(cache.$state.getState()).toBe('loading');
  await loading;
  expect(cache.$state.getState()).toBe('loaded');
  expect(cache.$items.getState()).toEqual(['a']);
  expect(await store.getItem('_Nahtlos_cache_fabrics')).toEqual({
    validUntil: 1_000_000 + CACHE_LIFETIME_S * 1000,
    data: { items: ['a'], publishedAt: '2026-01-01T00:00:00Z', legacy: [] },
  });
  expect(fetch).toHaveBeenCalledWith({});
});

it('native: a valid cache is shown at once; the meta=true check refreshes in the background when newer', async () => {
  const fetch = jest
    .fn()
    .mockResolvedValueOnce(response(['a'], '2026-01-01T00:00:00Z'))
    .mockResolvedValueOnce(response([], '2026-02-01T00:00:00Z'))
    .mockResolvedValueOnce(response(['b'], '2026-02-01T00:00:00Z'));
  const { cache } = setup('native', fetch);
  await cache.load();
  await cache.load();
  expect(fetch).toHaveBeenNthCalledWith(2, { metaOnly: true });
  await cache.backgroundCheck();
  expect(cache.$items.getState()).toEqual(['b']);
});

it('native: not newer → no refresh', async () => {
  const fetch = jest.fn().mockResolvedValueOnce(response(['a'], '2026-01-01T00:00:00Z')).mockResolvedValueOnce(response([], '2026-01-01T00:00:00Z'));
  const { cache } = setup('native', fetch);
  await cache.load();
  await cache.load();
  await cache.backgroundCheck();
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('web: preview_mode, no meta check, always revalidates; offline uses the last copy', async () => {
  const fetch = jest.fn().mockResolvedValueOnce(response(['a'], 'x')).mockResolvedValueOnce(response(['b'], 'y'));
  const { cache, online } = setup('web', fetch);
  await cache.load();
  expect(fetch).toHaveBeenCalledWith({ previewMode: true });
  await cache.load();
  expect(cache.$items.getState()).toEqual(['b']);
  online.value = false;
  await cache.load();
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(cache.$items.getState()).toEqual(['b']);
});

/** The next visit on the same storage, whose reads wait until `release` is called. */
function nextVisitWithSlowStorage(store: MemoryStore, fetch: jest.Mock) {
  let release = () => {};
  const readGate = new Promise<void>((resolve) => (release = resolve));
  const slow: KeyValueStore = {
    getItem: async (key) => {
      await readGate;
      return store.getItem(key);
    },
    setItem: (key, value) => store.setItem(key, value),
    removeItem: (key) => store.removeItem(key),
    keys: () => store.keys(),
  };
  const cache = createContentCache<string>({ name: 'fabrics', fetch, check: acceptAsIs, storage: new SafeStorage(slow), platform: () => 'web', isOnline: () => true });
  return { cache, release };
}

it('web: the request does not wait for the stored copy, and a copy read after the answer is not shown over it', async () => {
  const fetch = jest.fn().mockResolvedValueOnce(response(['old'], 'x'));
  const { cache: firstVisit, store } = setup('web', fetch);
  await firstVisit.load();

  let answer = (_: unknown) => {};
  fetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const { cache, release } = nextVisitWithSlowStorage(store, fetch);
  const loading = cache.load();
  expect(fetch).toHaveBeenCalledTimes(2); // sent before the storage read finished
  answer(response(['new'], 'y'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(cache.$items.getState()).toEqual(['new']);
  release();
  await loading;
  expect(cache.$items.getState()).toEqual(['new']);
});

it('web: when the request fails, the stored copy is shown and the failure logged', async () => {
  const fetch = jest.fn().mockResolvedValueOnce(response(['old'], 'x'));
  const { cache: firstVisit, store } = setup('web', fetch);
  await firstVisit.load();
  fetch.mockRejectedValueOnce(new Error('Network Error'));
  const { cache, release } = nextVisitWithSlowStorage(store, fetch);
  release();
  const { records } = await captureLogs(() => cache.load());
  expect(cache.$items.getState()).toEqual(['old']);
  expect(cache.$state.getState()).toBe('loaded');
  expect(records.map((r) => r.message)).toEqual(["Content 'fabrics' could not be loaded; using the offline copy."]);
});

it('a failing load with no cache ends failed and is logged; a retry that succeeds loads', async () => {
  for (const platform of ['native', 'web'] as const) {
    const fetch = jest.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(response(['a'], '2024-01-01T00:00:00Z'));
    const { cache } = setup(platform, fetch);
    const { records } = await captureLogs(() => cache.load());
    expect(cache.$state.getState()).toBe('failed');
    expect(records[0].level).toBe('warn');

    const states: string[] = [];
    const unwatch = cache.$state.watch((state) => states.push(state));
    await cache.load();
    unwatch();
    expect(states).toEqual(['failed', 'loading', 'loaded']);
    expect(cache.$items.getState()).toEqual(['a']);
  }
});

it('offline with nothing stored: the web load ends failed without a request', async () => {
  const fetch = jest.fn();
  const { cache } = setup('web', fetch, { value: false });
  await cache.load();
  expect(fetch).not.toHaveBeenCalled();
  expect(cache.$state.getState()).toBe('failed');
});
