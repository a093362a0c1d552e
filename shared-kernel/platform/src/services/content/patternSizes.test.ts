import type { PatternSize } from '../../domain/types';
import { captureLogs } from '../logging/logger';
import { MemoryStore } from '../storage/keyValueStore';
import { SafeStorage } from '../storage/safeStorage';
import { createPatternSizes } from './patternSizes';

const size = (label: string): PatternSize => ({
  size: label,
  scale: 0.2,
  pieces: { hauptstoff: [{ name: 'Vorderteil', outline: [[0, 0], [20, 0], [20, 30], [0, 30]], quantity: 1, onFold: true, grain: 'lengthwise' }] },
});
const RELEASE = '2026-05-01T00:00:00.000Z';

function setup(options: { platform?: 'web' | 'native'; release?: string | null } = {}) {
  const store = new MemoryStore();
  const state = { online: true, release: options.release === undefined ? RELEASE : options.release };
  const fetch = jest.fn();
  const sizes = createPatternSizes({
    fetch,
    storage: new SafeStorage(store),
    platform: () => options.platform ?? 'native',
    isOnline: () => state.online,
    release: () => state.release,
    now: () => 1_000,
  });
  return { sizes, fetch, store, state };
}

it("loads a pattern's sizes through the API client, checked against the contract, and keeps them on the device", async () => {
  const { sizes, fetch, store } = setup();
  fetch.mockResolvedValue({ sizes: [size('86/92')], extra: 'dropped' });
  expect(await sizes.load('body-lotte')).toEqual([size('86/92')]);
  expect(fetch).toHaveBeenCalledWith('body-lotte', {});
  expect(await store.getItem('_Nahtlos_cache_pattern_sizes_body-lotte')).toEqual({
    validUntil: expect.any(Number),
    data: { publishedAt: RELEASE, sizes: [size('86/92')] },
  });
});

it('answers an empty list for a pattern without sizes', async () => {
  const { sizes, fetch } = setup();
  fetch.mockResolvedValue({ sizes: [] });
  expect(await sizes.load('alt')).toEqual([]);
});

it('asks the web like its content lists (preview mode)', async () => {
  const { sizes, fetch } = setup({ platform: 'web' });
  fetch.mockResolvedValue({ sizes: [] });
  await sizes.load('body-lotte');
  expect(fetch).toHaveBeenCalledWith('body-lotte', { previewMode: true });
});

it('uses the stored sizes without a request while the pattern list shown is of the same release; asks again after a new one', async () => {
  const { sizes, fetch, state } = setup();
  fetch.mockResolvedValueOnce({ sizes: [size('86/92')] }).mockResolvedValueOnce({ sizes: [size('98/104')] });
  await sizes.load('body-lotte');
  expect(await sizes.load('body-lotte')).toEqual([size('86/92')]);
  expect(fetch).toHaveBeenCalledTimes(1);
  state.release = '2026-06-01T00:00:00.000Z';
  expect(await sizes.load('body-lotte')).toEqual([size('98/104')]);
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('works offline for a pattern opened before (also when the request fails or the answer breaks the contract)', async () => {
  const { sizes, fetch, state } = setup({ release: null });
  fetch.mockResolvedValueOnce({ sizes: [size('86/92')] });
  await sizes.load('body-lotte');
  state.online = false;
  const offline = await captureLogs(() => sizes.load('body-lotte'));
  expect(offline.result).toEqual([size('86/92')]);
  expect(fetch).toHaveBeenCalledTimes(1);

  state.online = true;
  fetch.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce({ sizes: [{ size: '86/92' }] });
  expect((await captureLogs(() => sizes.load('body-lotte'))).result).toEqual([size('86/92')]);
  const broken = await captureLogs(() => sizes.load('body-lotte'));
  expect(broken.result).toEqual([size('86/92')]);
  expect(broken.records).toContainEqual(expect.objectContaining({ level: 'error', message: "Sizes of pattern 'body-lotte' do not match the API contract." }));
});

it('rejects when the sizes can be neither loaded nor found on the device', async () => {
  const { sizes, fetch, state } = setup();
  fetch.mockRejectedValueOnce(Object.assign(new Error('Request failed with status code 404'), { response: { status: 404 } }));
  await expect(sizes.load('gibt-es-nicht')).rejects.toThrow('404');
  state.online = false;
  await expect(sizes.load('body-lotte')).rejects.toThrow('offline');
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('sends one request for callers asking at the same time', async () => {
  const { sizes, fetch } = setup({ release: null });
  fetch.mockResolvedValue({ sizes: [size('86/92')] });
  const [first, second] = await Promise.all([sizes.load('body-lotte'), sizes.load('body-lotte')]);
  expect(first).toEqual(second);
  expect(fetch).toHaveBeenCalledTimes(1);
});
