import { testContext } from '../testContext';
import { createCustomFabricRepository } from './customFabrics';

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
  await expect(repo.rename(fabric.id, 'x'.repeat(21))).rejects.toThrow('Höchstens 20 Zeichen.');
  await expect(repo.rename('jersey-rot', 'Meins')).rejects.toThrow('Nur eigene Stoffe');
  await expect(repo.remove('jersey-rot')).rejects.toThrow('Nur eigene Stoffe');
  await repo.remove(fabric.id);
  expect(await repo.list()).toEqual([]);
  expect((await repo.all())[0]).toMatchObject({ deleted: true, dirty: true });
  expect(await repo.image(fabric.id)).toBeNull();
});

it('keeps accounts apart', async () => {
  const { repo, account } = setup();
  await repo.create({ name: 'Annas', image: jpeg(), width: 1, height: 1 });
  account.current = 'anonymous';
  expect(await repo.list()).toEqual([]);
});
