import { captureLogs, setLogSinks } from '../logging/logger';
import { testContext } from '../../../test/testContext';
import { createProjectRepository } from './projects';

// jsdom has no object URLs.
let urlSeq = 0;
URL.createObjectURL = () => `blob:test/${++urlSeq}`;
URL.revokeObjectURL = () => undefined;

// Expected warnings (failed logins, missing fabrics) are asserted with captureLogs where they matter.
let restoreLogs: () => void;
beforeAll(() => {
  restoreLogs = setLogSinks([]);
});
afterAll(() => restoreLogs());

const pattern = (fabric = 'f1') => ({ id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric }] });

function setup(account = { current: 'anna' }) {
  const { ctx, store, events } = testContext({
    content: {
      fabrics: [{ id: 'f1', name: 'Jersey rot', material: 'jersey', variation: null, position: 1, thumbnail: null, path: null, headerPath: null, width: 1, height: 1, isCustom: false, slides: [] }],
      legacy: [{ oldId: '1', patternId: 'shirt-mila', areas: { main: 'hauptstoff' } }],
    },
  });
  return { repo: createProjectRepository(ctx, () => account.current), store, events, account };
}

it('creates a project with SVG and PNG, placed first, marked for upload', async () => {
  const { repo, store, events } = setup();
  const first = await repo.create({ name: 'Erstes', sewingPattern: pattern(), svg: '<svg>1</svg>' });
  const second = await repo.create({ name: 'Zweites', sewingPattern: pattern(), svg: '<svg>2</svg>', png: new Blob(['png']) });
  const list = await repo.list();
  expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
  expect(list[0]).toMatchObject({ name: 'Zweites', dirty: true, uploaded: false, deleted: false });
  expect(list[0].fabrics.map((f) => f.id)).toEqual(['f1']);
  expect(await repo.svg(first.id)).toBe('<svg>1</svg>');
  expect(await repo.png(second.id)).toBeInstanceOf(Blob);
  expect(typeof (await store.getItem('projects:anna'))).toBe('string'); // one JSON text, as the spec stores it
  expect(events).toEqual(['projects:saved', 'projects:saved']);
});

it("keeps each area's look and the design's size (issue 19), and drops what is not valid", async () => {
  const { repo } = setup();
  const sewingPattern = {
    id: 'shirt-mila',
    size: '86/92',
    areas: [
      { id: 'hauptstoff', fabric: 'f1', scale: 150, rotation: 45 },
      { id: 'aermel', fabric: 'f1', scale: 900, rotation: 30, extra: 'x' },
    ],
  };
  const created = await repo.create({ name: 'Skaliert', sewingPattern, svg: '<svg/>' });
  const [stored] = await repo.list();
  expect(stored.id).toBe(created.id);
  expect(stored.sewingPattern).toEqual({
    id: 'shirt-mila',
    size: '86/92',
    areas: [
      { id: 'hauptstoff', fabric: 'f1', scale: 150, rotation: 45 },
      { id: 'aermel', fabric: 'f1' },
    ],
  });
});

it('update rewrites the SVG, sets updatedAt and regenerates the PNG; the preview URL changes', async () => {
  const { repo } = setup();
  const project = await repo.create({ name: 'Kleid', sewingPattern: pattern(), svg: '<svg>a</svg>' });
  const before = await repo.get(project.id);
  const updated = await repo.update(project.id, { name: 'Kleid 2', sewingPattern: pattern('f2'), svg: '<svg>b</svg>' });
  expect(updated.updatedAt).toBeGreaterThan(project.updatedAt);
  expect(await repo.svg(project.id)).toBe('<svg>b</svg>');
  const after = await repo.get(project.id);
  expect(after?.name).toBe('Kleid 2');
  expect(after?.previewUrl).not.toEqual(before?.previewUrl);
  expect(after?.previewUrl).toContain(`#v=${updated.updatedAt}`);
});

it('delete leaves a hidden tombstone with an empty pattern and removes the files', async () => {
  const { repo } = setup();
  const project = await repo.create({ name: 'Weg', sewingPattern: pattern(), svg: '<svg/>' });
  await repo.remove(project.id);
  expect(await repo.list()).toEqual([]);
  const [tombstone] = await repo.all();
  expect(tombstone).toMatchObject({ id: project.id, deleted: true, dirty: true, sewingPattern: { id: 'shirt-mila', areas: [] } });
  expect(tombstone.updatedAt).toBeGreaterThan(project.updatedAt);
  expect(await repo.svg(project.id)).toBeNull();
});

it('rejects names over 20 characters and empty ones; stores names trimmed', async () => {
  const { repo } = setup();
  await expect(repo.create({ name: 'x'.repeat(21), sewingPattern: pattern(), svg: '' })).rejects.toThrow('Höchstens 20 Zeichen.');
  await expect(repo.create({ name: '   ', sewingPattern: pattern(), svg: '' })).rejects.toThrow('Bitte gib einen Namen ein.');
  const project = await repo.create({ name: '  Jacke  ', sewingPattern: pattern(), svg: '' });
  expect(project.name).toBe('Jacke');
  expect((await repo.update(project.id, { name: ' Jacke Paul ', sewingPattern: pattern(), svg: '' })).name).toBe('Jacke Paul');
  expect((await repo.list()).map((stored) => stored.name)).toEqual(['Jacke Paul']);
});

it('refuses text-direction controls; one stored by an older version is shown as it will be uploaded', async () => {
  const { repo } = setup();
  await expect(repo.create({ name: '\u202Eekcaj\u202C', sewingPattern: pattern(), svg: '' })).rejects.toThrow(
    'Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.',
  );
  expect(await repo.all()).toEqual([]);
  const project = await repo.create({ name: 'Alt', sewingPattern: pattern(), svg: '' });
  await repo.mutate(async (list) => ({ list: list.map((stored) => ({ ...stored, name: '\u202Eekcaj\u202C' })), result: undefined }));
  expect((await repo.list()).map((shown) => shown.name)).toEqual(['ekcaj']);
  expect((await repo.get(project.id))?.name).toBe('ekcaj');
});

it('counts the live designs that use a fabric (asked before an own fabric is deleted)', async () => {
  const { repo } = setup();
  const draft = (fabric: string) => ({ name: 'Kleid', sewingPattern: pattern(fabric), svg: '<svg/>', png: null });
  await repo.create(draft('c1'));
  const deleted = await repo.create(draft('c1'));
  await repo.create(draft('c1'));
  await repo.create(draft('f1'));
  await repo.remove(deleted.id);
  expect(await repo.countUsingFabric('c1')).toBe(2);
  expect(await repo.countUsingFabric('f1')).toBe(1);
  expect(await repo.countUsingFabric('c2')).toBe(0);
});

it('keeps accounts apart', async () => {
  const { repo, account } = setup();
  await repo.create({ name: 'Annas', sewingPattern: pattern(), svg: '' });
  account.current = 'ben';
  expect(await repo.list()).toEqual([]);
  await repo.create({ name: 'Bens', sewingPattern: pattern(), svg: '' });
  account.current = 'anna';
  expect((await repo.list()).map((p) => p.name)).toEqual(['Annas']);
});

it('converts legacy ids on load and warns about missing fabrics', async () => {
  const { repo, store } = setup();
  await store.setItem(
    'projects:anna',
    JSON.stringify([{ id: 'old', name: 'Alt', createdAt: 1, updatedAt: 1, deleted: false, dirty: false, revision: 1, sewingPattern: { id: '1', areas: [{ id: 'main', fabric: 'weg' }] } }]),
  );
  const { result, records } = await captureLogs(() => repo.list());
  expect(result[0].sewingPattern).toEqual({ id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: 'weg' }] });
  expect(records.map((r) => r.message)).toContain('No fabric found for id weg.');
});

it('sets a corrupt list aside instead of deleting it', async () => {
  const { repo, store } = setup();
  await store.setItem('projects:anna', '{not json');
  const { result, records } = await captureLogs(() => repo.list());
  expect(result).toEqual([]);
  const keys = await store.keys();
  const corrupt = keys.find((key) => key.startsWith('corrupt:projects:anna:'));
  expect(corrupt).toBeDefined();
  expect(await store.getItem(corrupt!)).toBe('{not json');
  expect(records[0].level).toBe('error');
});

it('sets one unreadable project aside and still lists the others', async () => {
  const { repo, store } = setup();
  const good = await repo.create({ name: 'Gut', sewingPattern: pattern(), svg: '<svg/>' });
  const list = JSON.parse((await store.getItem<string>('projects:anna'))!);
  const broken = { id: 'kaputt', name: 'Ohne Muster', updatedAt: 5 };
  await store.setItem('projects:anna', JSON.stringify([broken, ...list]));
  const { result, records } = await captureLogs(() => repo.list());
  expect(result.map((project) => project.id)).toEqual([good.id]);
  expect(await repo.svg(good.id)).toBe('<svg/>');
  expect(records.map((record) => record.level)).toEqual(['error']);
  const corrupt = (await store.keys()).find((key) => key.startsWith('corrupt:projects:anna:'));
  expect(JSON.parse((await store.getItem<string>(corrupt!))!)).toEqual([broken]);
});

it('reports a full disk in German and keeps the old data', async () => {
  const { repo, store } = setup();
  await repo.create({ name: 'Bleibt', sewingPattern: pattern(), svg: '' });
  const before = await store.getItem('projects:anna');
  const setItem = store.setItem.bind(store);
  store.setItem = async (key, value) => {
    if (key.startsWith('projects:')) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    return setItem(key, value);
  };
  await expect(repo.create({ name: 'Neu', sewingPattern: pattern(), svg: '' })).rejects.toMatchObject({
    name: 'StorageFullError',
    userMessage: expect.stringContaining('Speicher deines Geräts ist voll'),
  });
  expect(await store.getItem('projects:anna')).toBe(before);
});
