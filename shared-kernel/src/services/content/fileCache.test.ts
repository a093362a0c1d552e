import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { captureLogs } from '../logging/logger';
import { MemoryStore } from '../storage/keyValueStore';
import { SafeStorage } from '../storage/safeStorage';
import { createFileCache } from './fileCache';

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
