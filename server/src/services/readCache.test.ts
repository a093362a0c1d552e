import { ReadCache } from './readCache';

describe('ReadCache', () => {
  it('drops a read that started before a write to the same user', () => {
    const cache = new ReadCache();
    const generation = cache.generation('u1');
    void cache.invalidateUser('u1'); // a write lands while the read is in flight
    cache.set('projects:u1', 'u1', generation, 'stale');
    expect(cache.get('projects:u1')).toBeUndefined();
    cache.set('projects:u1', 'u1', cache.generation('u1'), 'fresh');
    expect(cache.get('projects:u1')).toBe('fresh');
  });

  it('drops token lookups that raced with any revocation', () => {
    const cache = new ReadCache();
    const generation = cache.globalGeneration();
    cache.receive('user:someone'); // revocation broadcast from another instance
    cache.setGlobal('token:abc', 'u1', generation, { id: 'u1' });
    expect(cache.get('token:abc')).toBeUndefined();
  });

  it('invalidates one user only, expires entries, and forgets everything after a gap', async () => {
    const cache = new ReadCache(20);
    cache.set('a', 'u1', cache.generation('u1'), 1);
    cache.set('b', 'u2', cache.generation('u2'), 2);
    await cache.invalidateUser('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
    cache.set('c', 'u3', cache.generation('u3'), 3);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.get('c')).toBeUndefined();
  });

  it('broadcasts invalidations to other instances', async () => {
    const sent: string[] = [];
    const cache = new ReadCache();
    cache.connect({ publish: async (message) => void sent.push(message) });
    await cache.invalidateUser('u9');
    expect(sent).toEqual(['user:u9']);
  });
});
