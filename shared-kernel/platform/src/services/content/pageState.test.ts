/**
 * Issue 37: the state a server-rendered page carries. The host renders in a `fork()` scope and writes
 * `serialize(scope)` into the page; the browser adopts it by SID (adoptPageState) and does not fetch the lists the
 * page carried again. The SIDs come from effector's babel plugin, which the jest preset runs as the builds do.
 */
import type { ContentFabric } from '@nahtlos/contract';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { allSettled, fork, is, serialize, type Store } from 'effector';
import * as platform from '../../index';
import { freshKernel } from '../../../test/freshKernel';
import type * as Bus from '../../bus/catalogue';
import type * as PageState from './pageState';
import type { ContentData, ContentStores } from '../../bus/contentStores';

const fabrics: ContentData<{ id: string; name: string }> = {
  items: [{ id: 'f1', name: 'Leinen' }],
  publishedAt: '2026-11-01T00:00:00.000Z',
  legacy: [],
};
/** A fabric as the API answers it (the contract's check passes it). */
const silk: ContentFabric = {
  id: 'seide',
  name: 'Seide',
  material: 'seide',
  variation: 'seide-uni',
  position: 1,
  thumbnail: '/media/seide-thumb.jpg',
  path: '/media/seide.jpg',
  headerPath: '/media/seide-header.jpg',
  width: 512,
  height: 512,
  color: '#eeeeee',
  colorFamily: 'weiss',
  isCustom: false,
  slides: [],
  shop: { name: 'Nahtlos Stoffladen', url: 'https://shop.nahtlos.de' },
  details: { width: '140 cm', color: 'Weiß', certificate: '', composition: '100 % Seide', shopUrl: 'https://shop.nahtlos.de/seide' },
};
const materials: ContentData<{ id: string; name: string }> = {
  items: [{ id: 'm1', name: 'Baumwolle' }],
  publishedAt: '2026-11-01T00:00:00.000Z',
  legacy: [],
};

/** What the host does per request: the content put into a scope of its own, the scope serialized (and sent as JSON). */
async function serverState(bus: typeof Bus, lists: Partial<Record<keyof typeof Bus.contentStores, ContentData<unknown>>>) {
  const scope = fork();
  for (const [name, data] of Object.entries(lists)) {
    const stores = bus.contentStores[name as keyof typeof Bus.contentStores] as unknown as ContentStores<unknown>;
    await allSettled(stores.received, { scope, params: data });
    await allSettled(stores.stateChanged, { scope, params: 'loaded' });
  }
  return JSON.parse(JSON.stringify(serialize(scope))) as Record<string, unknown>;
}

describe('SIDs', () => {
  it('every content store has a SID of its own', () => {
    const sids = Object.values(platform.contentStores).flatMap((stores) => [stores.$data.sid, stores.$state.sid, stores.received.sid, stores.stateChanged.sid]);
    expect(sids.every((sid) => typeof sid === 'string' && sid.length > 0)).toBe(true);
    expect(new Set(sids).size).toBe(sids.length);
  });

  it('the platform exports no two stores with one SID', () => {
    const stores = (Object.values(platform) as unknown[]).filter((unit): unit is Store<unknown> => is.store(unit as Store<unknown>) && !!(unit as Store<unknown>).sid);
    expect(stores.length).toBeGreaterThan(10);
    const sids = stores.map((store) => store.sid);
    expect(new Set(sids).size).toBe(sids.length);
  });
});

describe('a scope serialized on the server', () => {
  it('gives a scope forked from its values, and the global stores after adoptPageState, the content', async () => {
    const values = await serverState(platform as unknown as typeof Bus, { fabrics });
    expect(Object.keys(values).sort()).toEqual([platform.contentStores.fabrics.$data.sid, platform.contentStores.fabrics.$state.sid].sort());

    const browserScope = fork({ values });
    expect(browserScope.getState(platform.$fabrics)).toEqual(fabrics.items);
    expect(browserScope.getState(platform.$fabricsState)).toBe('loaded');

    platform.adoptPageState(values);
    expect(platform.$fabrics.getState()).toEqual(fabrics.items);
    expect(platform.$fabricsState.getState()).toBe('loaded');
    expect(platform.$materialsState.getState()).toBe('not loaded');
  });
});

describe('the content cache on a page that carried content', () => {
  let requests: { url: string; params: Record<string, unknown> }[];
  const server: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (config.url?.startsWith('/api/app/')) requests.push({ url: config.url, params: { ...config.params } });
    const data = config.params?.meta ? { meta: { publishedAt: '2026-11-01T00:00:00.000Z' } } : { data: [], meta: { publishedAt: '2026-11-01T00:00:00.000Z' }, legacy: [] };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const contentRequests = (url: string) => requests.filter((request) => request.url === url);

  beforeEach(() => {
    requests = [];
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => jest.useRealTimers());

  it('makes no content request for the lists the page carried, not even once idle, and keeps them on the device', async () => {
    const { bus, kernel } = freshKernel(server);
    const { adoptPageState }: typeof PageState = require('./pageState');
    adoptPageState(await serverState(bus, { fabrics, materials }));

    await kernel.startKernel({ platform: 'web' });
    expect(bus.$fabrics.getState()).toEqual(fabrics.items);
    expect(bus.$materials.getState()).toEqual(materials.items);
    expect(bus.$fabricsState.getState()).toBe('loaded');
    // the lists the page did not carry load as today
    expect(contentRequests('/api/app/sewing-patterns')).toEqual([{ url: '/api/app/sewing-patterns', params: { preview_mode: true } }]);
    expect(contentRequests('/api/app/inspirations')).toEqual([{ url: '/api/app/inspirations', params: { preview_mode: true } }]);
    expect(contentRequests('/api/app/fabrics')).toEqual([]);
    expect(contentRequests('/api/app/materials')).toEqual([]);
    // kept on the device as a fresh answer would be (the next visit's offline copy)
    const stored = Object.entries(localStorage).find(([key]) => key.endsWith('_Nahtlos_cache_fabrics'))?.[1];
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ validUntil: expect.any(Number), data: fabrics });

    // the host carried lists at most a minute old: no update check on this visit
    await jest.advanceTimersByTimeAsync(10_000);
    expect(contentRequests('/api/app/fabrics')).toEqual([]);
    expect(contentRequests('/api/app/materials')).toEqual([]);
  });

  it('the next visit (a page without state) revalidates the kept copy in full and shows a newer release', async () => {
    const first = freshKernel(server);
    const { adoptPageState }: typeof PageState = require('./pageState');
    adoptPageState(await serverState(first.bus, { fabrics }));
    await first.kernel.startKernel({ platform: 'web' });
    await jest.advanceTimersByTimeAsync(1_000);
    requests = [];

    // (freshKernel keeps the device's storage of the first visit only in localStorage: read it back)
    const kept = { ...localStorage };
    const second = freshKernel(async (config) => {
      const answer = await server(config);
      if (config.url === '/api/app/fabrics') answer.data = { data: [silk], meta: { publishedAt: '2026-11-20T00:00:00.000Z' } };
      return answer;
    });
    for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
    await second.kernel.startKernel({ platform: 'web' });
    expect(contentRequests('/api/app/fabrics')).toEqual([{ url: '/api/app/fabrics', params: { preview_mode: true } }]);
    expect(second.bus.$fabrics.getState()).toEqual([expect.objectContaining({ id: 'seide' })]);
  });

  it('a page without state fetches every list as today', async () => {
    const { bus, kernel } = freshKernel(server);
    const { adoptPageState }: typeof PageState = require('./pageState');
    adoptPageState({});
    await kernel.startKernel({ platform: 'web' });
    for (const list of ['fabrics', 'materials', 'sewing-patterns', 'inspirations']) {
      expect(contentRequests(`/api/app/${list}`)).toEqual([{ url: `/api/app/${list}`, params: { preview_mode: true } }]);
    }
    expect(bus.$fabricsState.getState()).toBe('loaded');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(4);
  });
});
