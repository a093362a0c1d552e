import { emptyContent, enrichProject } from '../../domain/enrich';
import { captureLogs } from '../logging/logger';
import { StorageFullError } from '../storage/errors';
import type { MemoryStore } from '../storage/keyValueStore';
import { testContext } from '../../../test/testContext';
import { createCustomFabricRepository } from './customFabrics';
import { ValidationError } from './errors';

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

function setup(account = { current: 'anna' }) {
  const { ctx, store, events } = testContext();
  return { repo: createCustomFabricRepository(ctx, () => account.current), store, events, account };
}

it('creates fabrics with sortable unique ids, newest first, image stored as a Blob', async () => {
  const { repo, store, events } = setup();
  const a = await repo.create({ name: 'Blümchen', image: jpeg(), width: 1600, height: 2133 });
  const b = await repo.create({ name: 'Streifen', image: 'data:image/jpeg;base64,/9j/', width: 10, height: 10 });
  expect(a.id).not.toBe(b.id);
  expect(b.id > a.id).toBe(true);
  expect((await repo.list()).map((f) => f.name)).toEqual(['Streifen', 'Blümchen']);
  expect(await store.getItem(`fabrics/custom/${a.id}.jpeg`)).toBeInstanceOf(Blob);
  expect(await store.getItem(`fabrics/custom/${b.id}.jpeg`)).toBeInstanceOf(Blob);
  const [shape] = await repo.listAsFabrics();
  expect(shape).toMatchObject({ material: 'custom', isCustom: true, position: 0, uploaded: false });
  expect(events).toEqual(['fabrics:saved', 'fabrics:saved']);
});

it('renames and deletes only custom fabrics; names up to 20', async () => {
  const { repo } = setup();
  const fabric = await repo.create({ name: 'Alt', image: jpeg(), width: 1, height: 1 });
  expect((await repo.rename(fabric.id, 'Neu')).name).toBe('Neu');
  expect((await repo.rename(fabric.id, '  Neu 2 ')).name).toBe('Neu 2');
  await expect(repo.rename(fabric.id, ' ')).rejects.toThrow('Bitte gib einen Namen ein.');
  await expect(repo.rename(fabric.id, 'x'.repeat(21))).rejects.toThrow('Höchstens 20 Zeichen.');
  await expect(repo.rename('jersey-rot', 'Meins')).rejects.toThrow('Nur eigene Stoffe');
  await expect(repo.remove('jersey-rot')).rejects.toThrow('Nur eigene Stoffe');
  await repo.remove(fabric.id);
  expect(await repo.list()).toEqual([]);
  expect((await repo.all())[0]).toMatchObject({ deleted: true, dirty: true });
  expect(await repo.image(fabric.id)).toBeNull();
});

it("a deleted fabric stays in the designs that use it as 'Gelöschter Stoff' with its width, and nothing is warned", async () => {
  const { repo } = setup();
  const fabric = await repo.create({ name: 'Karo', image: jpeg(), width: 1600, height: 2133 });
  await repo.setFabricSize(fabric.id, { lengthCm: 80, widthCm: 150 });
  await repo.create({ name: 'Bleibt', image: jpeg(), width: 1, height: 1 });
  expect(await repo.deletedAsFabrics()).toEqual([]);
  await repo.remove(fabric.id);

  const deleted = await repo.deletedAsFabrics();
  expect(deleted).toEqual([expect.objectContaining({ id: fabric.id, name: 'Gelöschter Stoff', deleted: true, isCustom: true, path: null, usableWidth: 150 })]);
  expect(deleted[0]).not.toHaveProperty('lengthCm'); // the owned piece is gone with the fabric
  const design = { sewingPattern: { id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: fabric.id }] } };
  const warnings: string[] = [];
  const result = enrichProject(design, { ...emptyContent, deletedCustomFabrics: deleted }, (message) => warnings.push(message));
  expect(result.fabrics.map((shown) => shown.name)).toEqual(['Gelöschter Stoff']);
  expect(warnings).toEqual([]);
});

describe("the owned piece's size in cm ('Reicht mein Stoff?')", () => {
  it('is stored on the device, marks the fabric for upload and shows in the fabric shape as usableWidth and lengthCm', async () => {
    const { repo, events } = setup();
    const fabric = await repo.create({ name: 'Karo', image: jpeg(), width: 1600, height: 2133 });
    await repo.mutate(async (list) => ({ list: list.map((item) => ({ ...item, dirty: false, revision: 1 })), result: undefined }));
    const resized = await repo.setFabricSize(fabric.id, { lengthCm: 50, widthCm: 140 });
    expect(resized).toMatchObject({ lengthCm: 50, widthCm: 140, dirty: true, width: 1600, height: 2133 });
    expect(resized.updatedAt).toBeGreaterThan(fabric.updatedAt);
    expect((await repo.all())[0]).toMatchObject({ lengthCm: 50, widthCm: 140, dirty: true, revision: 1 });
    // the image's pixel size stays the fabric shape's width and height
    expect(repo.asFabric(resized, null)).toMatchObject({ usableWidth: 140, lengthCm: 50, width: 1600, height: 2133, uploaded: false });
    expect(events).toEqual(['fabrics:saved', 'fabrics:resized']);
  });

  it('clears with null; a fabric without a size has none in its fabric shape', async () => {
    const { repo } = setup();
    const fabric = await repo.create({ name: 'Karo', image: jpeg(), width: 1, height: 1 });
    expect(repo.asFabric(fabric, null)).not.toHaveProperty('usableWidth');
    await repo.setFabricSize(fabric.id, { lengthCm: 50, widthCm: 140 });
    const cleared = await repo.setFabricSize(fabric.id, { lengthCm: null, widthCm: null });
    expect(cleared).toMatchObject({ lengthCm: null, widthCm: null });
    const shape = repo.asFabric(cleared, null);
    expect(shape).not.toHaveProperty('usableWidth');
    expect(shape).not.toHaveProperty('lengthCm');
    // only one of them given
    expect(repo.asFabric(await repo.setFabricSize(fabric.id, { lengthCm: null, widthCm: 110 }), null)).toMatchObject({ usableWidth: 110 });
  });

  it('refuses what is no whole number from 1 to 10000 in German and changes nothing', async () => {
    const { repo } = setup();
    const fabric = await repo.create({ name: 'Karo', image: jpeg(), width: 1, height: 1 });
    for (const bad of [0, -1, 1.5, 10_001, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(repo.setFabricSize(fabric.id, { lengthCm: bad, widthCm: 140 })).rejects.toThrow('Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.');
      await expect(repo.setFabricSize(fabric.id, { lengthCm: 50, widthCm: bad })).rejects.toBeInstanceOf(ValidationError);
    }
    expect((await repo.all())[0]).not.toHaveProperty('lengthCm');
    expect(await repo.setFabricSize(fabric.id, { lengthCm: 1, widthCm: 10_000 })).toMatchObject({ lengthCm: 1, widthCm: 10_000 });
  });

  it('only for a live custom fabric; the same size again changes nothing', async () => {
    const { repo, events } = setup();
    const fabric = await repo.create({ name: 'Karo', image: jpeg(), width: 1, height: 1 });
    await expect(repo.setFabricSize('jersey-rot', { lengthCm: 50, widthCm: 140 })).rejects.toThrow('Nur eigene Stoffe');
    const resized = await repo.setFabricSize(fabric.id, { lengthCm: 50, widthCm: 140 });
    expect(await repo.setFabricSize(fabric.id, { lengthCm: 50, widthCm: 140 })).toEqual(resized);
    expect(events.filter((event) => event === 'fabrics:resized')).toHaveLength(1);
    await repo.remove(fabric.id);
    await expect(repo.setFabricSize(fabric.id, { lengthCm: 60, widthCm: 140 })).rejects.toThrow('Nur eigene Stoffe');
  });
});

it('keeps accounts apart', async () => {
  const { repo, account } = setup();
  await repo.create({ name: 'Annas', image: jpeg(), width: 1, height: 1 });
  account.current = 'anonymous';
  expect(await repo.list()).toEqual([]);
});

describe('a corrupt stored record', () => {
  const stored = (id: string, name: string) => ({ id, name, width: 1, height: 1, createdAt: 1, updatedAt: 1, deleted: false, dirty: false, revision: 1 });

  it('is set aside and logged, never dropped silently; the other fabrics are still listed', async () => {
    const { repo, store } = setup();
    const broken = { id: 42, name: null, width: 'x' };
    await store.setItem('custom_fabrics:anna', JSON.stringify([stored('01B', 'Streifen'), broken, stored('01A', 'Blümchen')]));
    await store.setItem('fabrics/custom/01A.jpeg', jpeg());
    await store.setItem('fabrics/custom/01B.jpeg', jpeg());
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = jest.fn(() => 'blob:fabric');
    const { result, records } = await captureLogs(() => repo.listAsFabrics()).finally(() => {
      URL.createObjectURL = createObjectURL;
    });
    expect(result.map((fabric) => fabric.name)).toEqual(['Streifen', 'Blümchen']);
    expect(records).toEqual([expect.objectContaining({ level: 'error', message: expect.stringMatching(/^1 unreadable entry of 'custom_fabrics:anna' set aside as 'corrupt:custom_fabrics:anna:\d+'\.$/) })]);
    const corruptKeys = (await store.keys()).filter((key) => key.startsWith('corrupt:custom_fabrics:anna:'));
    expect(corruptKeys).toHaveLength(1);
    expect(JSON.parse((await store.getItem<string>(corruptKeys[0]))!)).toEqual([broken]);
    expect(JSON.parse((await store.getItem<string>('custom_fabrics:anna'))!).map((fabric: { id: string }) => fabric.id)).toEqual(['01B', '01A']);

    // set aside once: the next reads and changes keep both fabrics and log nothing more
    const again = await captureLogs(async () => {
      await repo.create({ name: 'Neu', image: jpeg(), width: 1, height: 1 });
      return repo.list();
    });
    expect(again.result.map((fabric) => fabric.name)).toEqual(['Neu', 'Streifen', 'Blümchen']);
    expect(again.records).toEqual([]);
    expect((await store.keys()).filter((key) => key.startsWith('corrupt:'))).toEqual(corruptKeys);
  });

  it('a list that does not parse is set aside whole; a later set-aside never overwrites the copy', async () => {
    // both set-asides in the same millisecond
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const { repo, store } = setup();
    await store.setItem('custom_fabrics:anna', '[{"id":"01A","name":"Blüm');
    const { result, records } = await captureLogs(() => repo.list());
    expect(result).toEqual([]);
    expect(records[0]).toMatchObject({ level: 'error', message: expect.stringContaining("Unreadable record 'custom_fabrics:anna'") });
    await repo.create({ name: 'Neu', image: jpeg(), width: 1, height: 1 });
    await store.setItem('custom_fabrics:anna', 'kaputt');
    await captureLogs(() => repo.list());
    const copies = (await store.keys()).filter((key) => key.startsWith('corrupt:custom_fabrics:anna:'));
    now.mockRestore();
    expect(copies).toHaveLength(2);
    expect(await Promise.all(copies.map((key) => store.getItem(key)))).toEqual(expect.arrayContaining(['[{"id":"01A","name":"Blüm', 'kaputt']));
  });

  it('when the repair cannot be written (full disk) everything stays in place and the readable fabrics are listed', async () => {
    const { repo, store } = setup();
    const original = JSON.stringify([stored('01A', 'Blümchen'), 'kaputt']);
    await store.setItem('custom_fabrics:anna', original);
    store.setItem = async () => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    };
    const { result, records } = await captureLogs(() => repo.list());
    expect(result.map((fabric) => fabric.name)).toEqual(['Blümchen']);
    expect(records.map((record) => record.message)).toEqual([expect.stringContaining('set aside'), "Could not set aside entries of 'custom_fabrics:anna'; left in place."]);
    expect(await store.getItem('custom_fabrics:anna')).toBe(original);
  });
});

describe('a full disk', () => {
  const failWrites = (store: MemoryStore, when: (key: string) => boolean, error: () => Error) => {
    const setItem = store.setItem.bind(store);
    store.setItem = async (key, value) => {
      if (when(key)) throw error();
      return setItem(key, value);
    };
  };
  const quota = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
  const fullDiskMessage = 'Der Speicher deines Geräts ist voll. Deine bisherigen Daten sind sicher – gib etwas Platz frei und versuche es erneut.';

  it('a new fabric fails with the German message; the old list is intact and no image is left behind', async () => {
    const { repo, store, events } = setup();
    const kept = await repo.create({ name: 'Bleibt', image: jpeg(), width: 1, height: 1 });
    const before = await store.getItem('custom_fabrics:anna');
    failWrites(store, (key) => key.startsWith('custom_fabrics:'), quota);
    const { result: error, records } = await captureLogs(() => repo.create({ name: 'Neu', image: jpeg(), width: 1, height: 1 }).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(StorageFullError);
    expect(error).toMatchObject({ userMessage: fullDiskMessage, key: 'custom_fabrics:anna' });
    expect(records).toEqual([]);
    expect(await store.getItem('custom_fabrics:anna')).toBe(before);
    expect((await repo.list()).map((fabric) => fabric.id)).toEqual([kept.id]);
    expect((await store.keys()).filter((key) => key.startsWith('fabrics/custom/'))).toEqual([`fabrics/custom/${kept.id}.jpeg`]);
    expect(events).toEqual(['fabrics:saved']);
  });

  it("the app's file write failing for lack of space (Android, iOS) is a full disk too", async () => {
    for (const message of ['No space left on device', "The file couldn't be saved because there isn't enough space."]) {
      const { repo, store } = setup();
      failWrites(store, (key) => key.startsWith('fabrics/custom/'), () => new Error(message));
      await expect(repo.create({ name: 'Neu', image: jpeg(), width: 1, height: 1 })).rejects.toMatchObject({ name: 'StorageFullError', userMessage: fullDiskMessage });
      expect(await store.getItem('custom_fabrics:anna')).toBeNull();
    }
  });

  it('a rename fails with the German message and keeps the old name', async () => {
    const { repo, store } = setup();
    const fabric = await repo.create({ name: 'Alt', image: jpeg(), width: 1, height: 1 });
    failWrites(store, (key) => key.startsWith('custom_fabrics:'), quota);
    await expect(repo.rename(fabric.id, 'Neu')).rejects.toMatchObject({ name: 'StorageFullError', userMessage: fullDiskMessage });
    expect((await repo.list()).map((f) => f.name)).toEqual(['Alt']);
    expect(await repo.image(fabric.id)).toBeInstanceOf(Blob);
  });
});
