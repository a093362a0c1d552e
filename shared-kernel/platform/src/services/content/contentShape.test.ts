import type { ContentFabric } from '@nahtlos/contract';
import { captureLogs } from '../logging/logger';
import { MemoryStore } from '../storage/keyValueStore';
import { SafeStorage } from '../storage/safeStorage';
import { createContentCache } from './contentCache';
import { checkContentAnswer, ContentShapeError } from './contentShape';

const fabric: ContentFabric = {
  id: 'jersey-senf',
  name: 'Jersey Senf',
  material: 'jersey',
  variation: 'jersey-uni',
  position: 1,
  thumbnail: '/media/senf-thumb.jpg',
  path: '/media/senf.jpg',
  headerPath: '/media/senf-header.jpg',
  width: 512,
  height: 512,
  color: '#d9a400',
  colorFamily: 'gelb',
  isCustom: false,
  slides: [],
  shop: { name: 'Nahtlos Stoffladen', url: 'https://shop.nahtlos.de' },
  details: { width: '150 cm', color: 'Senf', certificate: '', composition: '95 % Baumwolle', shopUrl: 'https://shop.nahtlos.de/senf' },
};
const good = { data: [fabric], meta: { publishedAt: '2026-01-01T00:00:00.000Z' } };
const { colorFamily: _missing, ...withoutFamily } = fabric;
const wrong = { data: [withoutFamily], meta: { publishedAt: '2026-02-01T00:00:00.000Z' } };

function fabricsCache(platform: 'web' | 'native', fetch: jest.Mock, store = new MemoryStore(), now = 1_000_000) {
  return createContentCache<ContentFabric>({
    name: 'fabrics',
    fetch,
    storage: new SafeStorage(store),
    platform: () => platform,
    isOnline: () => true,
    now: () => now,
  });
}

describe('content answers are checked against the API contract', () => {
  it('passes an answer the contract allows, without keys it does not name', async () => {
    const checked = await checkContentAnswer('fabrics', { ...good, data: [{ ...fabric, internal: 1 }] });
    expect(checked).toEqual(good);
  });

  it('refuses an answer the contract does not allow, naming the field', async () => {
    const refused = checkContentAnswer('fabrics', wrong);
    await expect(refused).rejects.toBeInstanceOf(ContentShapeError);
    await expect(refused).rejects.toMatchObject({ issues: ['data.0.colorFamily: Invalid input: expected string, received undefined'] });
  });

  it('web: a wrong answer is logged as an error and the stored copy stays shown and stored', async () => {
    const store = new MemoryStore();
    await fabricsCache('web', jest.fn().mockResolvedValue(good), store).load();
    const storedBefore = await store.getItem('_Nahtlos_cache_fabrics');

    const nextVisit = fabricsCache('web', jest.fn().mockResolvedValue(wrong), store);
    const { records } = await captureLogs(() => nextVisit.load());

    expect(nextVisit.$items.getState()).toEqual([fabric]);
    expect(await store.getItem('_Nahtlos_cache_fabrics')).toEqual(storedBefore);
    const error = records.find((r) => r.level === 'error');
    expect(error?.message).toBe("Content 'fabrics' answer does not match the API contract; keeping the stored copy.");
    expect(error?.detail).toEqual(['data.0.colorFamily: Invalid input: expected string, received undefined']);
  });

  it('native: a newer release of the wrong shape is not taken over the valid stored copy', async () => {
    const store = new MemoryStore();
    await fabricsCache('native', jest.fn().mockResolvedValue(good), store).load();
    const fetch = jest.fn().mockResolvedValueOnce({ meta: wrong.meta }).mockResolvedValueOnce(wrong);
    const later = fabricsCache('native', fetch, store);
    const { records } = await captureLogs(async () => {
      await later.load();
      await later.backgroundCheck();
    });
    expect(fetch).toHaveBeenCalledTimes(2); // the meta check said newer, the full answer was refused
    expect(later.$items.getState()).toEqual([fabric]);
    expect(((await store.getItem('_Nahtlos_cache_fabrics')) as { data: { publishedAt: string } }).data.publishedAt).toBe(good.meta.publishedAt);
    expect(records.some((r) => r.level === 'error')).toBe(true);
  });
});
