import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { captureLogs } from '../logging/logger';
import { MemoryStore } from '../storage/keyValueStore';
import { SafeStorage } from '../storage/safeStorage';
import { createFileCache, PARALLEL_DOWNLOADS } from './fileCache';

URL.createObjectURL = () => 'blob:local/1';

function setup(platform: 'web' | 'native', status = 200) {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config.url ?? '');
    const response = { data: new Blob(['img']), status, statusText: '', headers: {}, config, request: {} };
    if (!config.validateStatus?.(status)) throw new AxiosError('bad', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  const store = new MemoryStore();
  const cache = createFileCache({ http: axios.create({ adapter }), storage: new SafeStorage(store), platform: () => platform });
  return { cache, store, calls };
}

it('web uses the URL directly', async () => {
  const { cache, calls } = setup('web');
  expect(await cache.resolve('/media/a.jpg')).toBe('/media/a.jpg');
  expect(calls).toEqual([]);
});

it('native downloads once, stores the Blob under the prefixed key, and downloads a missing file again', async () => {
  const { cache, store, calls } = setup('native');
  expect(await cache.resolve('/media/a.jpg')).toBe('blob:local/1');
  expect(await store.getItem('_Nahtlos_file_cache_/media/a.jpg')).toBeInstanceOf(Blob);
  const second = createFileCache({ http: axios.create({ adapter: async () => { throw new Error('no network'); } }), storage: new SafeStorage(store), platform: () => 'native' });
  expect(await second.resolve('/media/a.jpg')).toBe('blob:local/1');
  await store.removeItem('_Nahtlos_file_cache_/media/a.jpg');
  const third = createFileCache({ http: axios.create({ adapter: async (config) => { calls.push('again'); return { data: new Blob(['x']), status: 200, statusText: '', headers: {}, config, request: {} }; } }), storage: new SafeStorage(store), platform: () => 'native' });
  await third.resolve('/media/a.jpg');
  expect(calls).toEqual(['/media/a.jpg', 'again']);
});

it('accepts only 200: anything else is logged and not cached', async () => {
  const { cache, store } = setup('native', 204);
  const { result, records } = await captureLogs(() => cache.resolve('/media/b.jpg'));
  expect(result).toBe('/media/b.jpg');
  expect(await store.getItem('_Nahtlos_file_cache_/media/b.jpg')).toBeNull();
  expect(records[0].message).toContain('answered 204');
});

describe('native details', () => {
  const blobResponse = (config: Parameters<AxiosAdapter>[0], data: unknown = new Blob(['img'], { type: 'image/jpeg' })) => ({ data, status: 200, statusText: '', headers: {}, config, request: {} });

  it('knows a resolved URL without waiting; nothing on web', async () => {
    const { cache } = setup('native');
    expect(cache.known('/media/a.jpg')).toBeNull();
    await cache.resolve('/media/a.jpg');
    expect(cache.known('/media/a.jpg')).toBe('blob:local/1');
    expect(setup('web').cache.known('/media/a.jpg')).toBeNull();
  });

  it('one download per URL however many images ask at once, and at most PARALLEL_DOWNLOADS at a time', async () => {
    let running = 0;
    let most = 0;
    const calls: string[] = [];
    const adapter: AxiosAdapter = async (config) => {
      calls.push(config.url!);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return blobResponse(config);
    };
    const cache = createFileCache({ http: axios.create({ adapter }), storage: new SafeStorage(new MemoryStore()), platform: () => 'native' });
    const urls = Array.from({ length: 10 }, (_, i) => `/media/${i}.jpg`);
    const results = await Promise.all([...urls, ...urls].map((url) => cache.resolve(url)));
    expect(results.every((result) => result === 'blob:local/1')).toBe(true);
    expect(calls.sort()).toEqual([...urls].sort());
    expect(most).toBe(PARALLEL_DOWNLOADS);
  });

  it('a stored value that is not a file (an older broken download) is downloaded again', async () => {
    const store = new MemoryStore();
    await store.setItem('_Nahtlos_file_cache_/media/a.jpg', '\ufffd\ufffdJFIF');
    const calls: string[] = [];
    const cache = createFileCache({ http: axios.create({ adapter: async (config) => (calls.push(config.url!), blobResponse(config)) }), storage: new SafeStorage(store), platform: () => 'native' });
    expect(await cache.resolve('/media/a.jpg')).toBe('blob:local/1');
    expect(calls).toEqual(['/media/a.jpg']);
    expect(await store.getItem('_Nahtlos_file_cache_/media/a.jpg')).toBeInstanceOf(Blob);
  });

  it('an answer that is not a file is not cached', async () => {
    const store = new MemoryStore();
    const cache = createFileCache({ http: axios.create({ adapter: async (config) => blobResponse(config, 'text') }), storage: new SafeStorage(store), platform: () => 'native' });
    const { result, records } = await captureLogs(() => cache.resolve('/media/a.jpg'));
    expect(result).toBe('/media/a.jpg');
    expect(await store.keys()).toEqual([]);
    expect(records[0].message).toBe('File download /media/a.jpg did not return a file; not cached.');
  });

  it("a web page instead of the file (the WebView's index.html for an unknown path) is not cached", async () => {
    const store = new MemoryStore();
    const page = new Blob(['<!doctype html>'], { type: 'text/html; charset=utf-8' });
    const cache = createFileCache({ http: axios.create({ adapter: async (config) => blobResponse(config, page) }), storage: new SafeStorage(store), platform: () => 'native' });
    const { result } = await captureLogs(() => cache.resolve('/media/a.jpg'));
    expect(result).toBe('/media/a.jpg');
    expect(await store.keys()).toEqual([]);
  });

  it('a full disk still shows the downloaded file (not cached, logged)', async () => {
    const store = new MemoryStore();
    store.setItem = async () => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    };
    const cache = createFileCache({ http: axios.create({ adapter: async (config) => blobResponse(config) }), storage: new SafeStorage(store), platform: () => 'native' });
    const { result, records } = await captureLogs(() => cache.resolve('/media/a.jpg'));
    expect(result).toBe('blob:local/1');
    expect(records[0].message).toBe('File /media/a.jpg could not be stored; shown without caching.');
  });
});
