import { captureLogs } from '../logging/logger';
import { testContext } from '../../../test/testContext';
import { ValidationError } from './errors';
import { createStashRepository } from './stash';

const piece = { fabricId: 'ringel-ostsee', lengthCm: 150, widthCm: 140 };

function setup(account = { current: 'anna' }) {
  const { ctx, store, events } = testContext();
  return { repo: createStashRepository(ctx, () => account.current), store, events, account };
}

it('stores entries on the device under the account, newest first, marked for upload', async () => {
  const { repo, store, events } = setup();
  const first = await repo.add(piece);
  const second = await repo.add({ ...piece, fabricId: 'musselin-salbei', note: '  Rest vom Kleid ', boughtOn: '2026-02-28' });
  expect(second.id > first.id).toBe(true);
  expect(await repo.list()).toEqual([
    expect.objectContaining({ id: second.id, note: 'Rest vom Kleid', boughtOn: '2026-02-28', dirty: true, deleted: false }),
    expect.objectContaining({ id: first.id, note: '', boughtOn: null, lengthCm: 150, widthCm: 140, dirty: true }),
  ]);
  expect((await repo.all())[0]).not.toHaveProperty('revision');
  expect(JSON.parse((await store.getItem<string>('stash:anna'))!)).toHaveLength(2);
  expect(events).toEqual(['stash:saved', 'stash:saved']);
});

it('refuses by the contract\'s rules with German messages and stores nothing', async () => {
  const { repo, store, events } = setup();
  await expect(repo.add({ ...piece, lengthCm: 0 })).rejects.toThrow('Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.');
  await expect(repo.add({ ...piece, widthCm: 10_001 })).rejects.toBeInstanceOf(ValidationError);
  await expect(repo.add({ ...piece, note: 'x'.repeat(21) })).rejects.toThrow('Höchstens 20 Zeichen.');
  await expect(repo.add({ ...piece, boughtOn: '2026-02-30' })).rejects.toThrow('Bitte ein gültiges Datum eingeben (TT.MM.JJJJ).');
  await expect(repo.add({ ...piece, fabricId: '' })).rejects.toThrow('Ungültiger Stoff.');
  expect(await store.getItem('stash:anna')).toBeNull();
  expect(events).toEqual([]);
});

it("refuses a new entry when the account's stash is full; removing one makes room", async () => {
  const { repo, events } = setup();
  const full = Array.from({ length: 500 }, (_, i) => ({ id: `e${String(i).padStart(3, '0')}`, ...piece, note: '', boughtOn: null, createdAt: i, updatedAt: i, deleted: false, dirty: false, revision: 1 }));
  await repo.mutate(async () => ({ list: full, result: undefined }));
  await expect(repo.add(piece)).rejects.toThrow('Dein Stoffvorrat ist voll: höchstens 500 Stoffstücke.');
  await expect(repo.add(piece)).rejects.toBeInstanceOf(ValidationError);
  expect(await repo.all()).toHaveLength(500);
  await repo.remove('e000');
  // a tombstone does not count
  expect(await repo.add(piece)).toMatchObject({ dirty: true });
  expect(events).toEqual(['stash:deleted', 'stash:saved']);
});

it('changes an entry (later updatedAt, marked for upload); the same values again write nothing', async () => {
  const { repo, events } = setup();
  const entry = await repo.add(piece);
  await repo.mutate(async (list) => ({ list: list.map((item) => ({ ...item, dirty: false, revision: 3 })), result: undefined }));
  const changed = await repo.update(entry.id, { ...piece, lengthCm: 80, note: 'Rest' });
  expect(changed).toMatchObject({ lengthCm: 80, note: 'Rest', dirty: true, revision: 3, createdAt: entry.createdAt });
  expect(changed.updatedAt).toBeGreaterThan(entry.updatedAt);
  expect(await repo.update(entry.id, { ...piece, lengthCm: 80, note: ' Rest ' })).toEqual(changed);
  await expect(repo.update(entry.id, { ...piece, lengthCm: 1.5 })).rejects.toThrow('Bitte eine ganze Zahl');
  await expect(repo.update('unbekannt', piece)).rejects.toThrow('Dieses Stoffstück ist nicht (mehr) in deinem Vorrat.');
  expect(events).toEqual(['stash:saved', 'stash:saved']);
});

it('removes with a tombstone for sync; removing it again does nothing; a removed entry cannot be changed', async () => {
  const { repo, events } = setup();
  const entry = await repo.add(piece);
  await repo.remove(entry.id);
  expect(await repo.list()).toEqual([]);
  const [tombstone] = await repo.all();
  expect(tombstone).toMatchObject({ id: entry.id, deleted: true, dirty: true });
  expect(tombstone.updatedAt).toBeGreaterThan(entry.updatedAt);
  await repo.remove(entry.id);
  await expect(repo.update(entry.id, piece)).rejects.toBeInstanceOf(ValidationError);
  await expect(repo.remove('unbekannt')).rejects.toBeInstanceOf(ValidationError);
  expect(events).toEqual(['stash:saved', 'stash:deleted']);
});

it('keeps accounts apart', async () => {
  const { repo, account } = setup();
  await repo.add(piece);
  account.current = 'anonymous';
  expect(await repo.list()).toEqual([]);
  await repo.add({ ...piece, note: 'Offline' });
  expect(await repo.all('anna')).toHaveLength(1);
  expect((await repo.all('anonymous')).map((entry) => entry.note)).toEqual(['Offline']);
});

it('sets an unreadable entry aside and lists the others', async () => {
  const { repo, store } = setup();
  const stored = { id: '01A', ...piece, note: '', boughtOn: null, createdAt: 1, updatedAt: 1, deleted: false, dirty: false, revision: 1 };
  await store.setItem('stash:anna', JSON.stringify([stored, { id: 7, lengthCm: 'lang' }]));
  const { result, records } = await captureLogs(() => repo.list());
  expect(result.map((entry) => entry.id)).toEqual(['01A']);
  expect(records).toEqual([expect.objectContaining({ level: 'error', message: expect.stringContaining("set aside as 'corrupt:stash:anna:") })]);
});

it('a full disk fails with the German message and keeps the stored list', async () => {
  const { repo, store } = setup();
  await repo.add(piece);
  const before = await store.getItem('stash:anna');
  store.setItem = async () => {
    throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
  };
  await expect(repo.add(piece)).rejects.toMatchObject({ name: 'StorageFullError', userMessage: expect.stringContaining('Der Speicher deines Geräts ist voll.') });
  expect(await store.getItem('stash:anna')).toBe(before);
});
