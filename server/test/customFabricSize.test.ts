/** 'Reicht mein Stoff?': a custom fabric carries the length and width of the user's piece of fabric in whole cm. */
import { FABRIC_SIZE_MESSAGE } from '@nahtlos/contract';
import { createTestApp, createUser, json, newId, type TestApp, type TestUser } from './helpers';
import { jpegBase64 } from './images';

let t: TestApp;
let user: TestUser;
let jpeg: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app, { cameraFeature: true });
  jpeg = await jpegBase64();
});
afterAll(() => t.close());

const save = (customFabric: object, fabricImage?: string) =>
  json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: user.token, payload: { customFabric, ...(fabricImage ? { fabricImage } : {}) } });
const fabric = (id: string, extra: Record<string, unknown> = {}) => ({ fabric_id: id, name: 'Omas Karo', width: 64, height: 48, ...extra });
const stored = async (id: string) => (await json(t.app, { method: 'GET', url: `/api/app/custom-fabric/${id}`, token: user.token })).json().custom_fabric;
const listed = async (id: string) =>
  (await json(t.app, { method: 'GET', url: '/api/app/custom-fabrics', token: user.token })).json().custom_fabrics.find((item: { fabric_id: string }) => item.fabric_id === id);

it('stores length and width with a new fabric and answers them in the write, the item and the list', async () => {
  const id = newId();
  const created = await save(fabric(id, { length_cm: 50, width_cm: 140 }), jpeg);
  expect(created.statusCode).toBe(200);
  // the image's pixel size stays apart from the fabric's size in cm
  expect(created.json().custom_fabric).toMatchObject({ width: 64, height: 48, length_cm: 50, width_cm: 140 });
  expect(await stored(id)).toMatchObject({ length_cm: 50, width_cm: 140 });
  expect(await listed(id)).toMatchObject({ length_cm: 50, width_cm: 140 });
});

it('answers null for a fabric whose size nobody gave', async () => {
  const id = newId();
  expect((await save(fabric(id), jpeg)).json().custom_fabric).toMatchObject({ length_cm: null, width_cm: null });
});

it('keeps the size when a write leaves it out (an older client renaming), changes it when sent and clears it with null', async () => {
  const id = newId();
  await save(fabric(id, { length_cm: 50, width_cm: 140 }), jpeg);
  const renamed = await save({ fabric_id: id, name: 'Neu', base_revision: 1 });
  expect(renamed.json().custom_fabric).toMatchObject({ name: 'Neu', revision: 2, length_cm: 50, width_cm: 140 });

  const resized = await save(fabric(id, { name: 'Neu', length_cm: 75, base_revision: 2 }));
  expect(resized.json().custom_fabric).toMatchObject({ revision: 3, length_cm: 75, width_cm: 140 });
  // the same write again changes nothing (idempotent)
  expect((await save(fabric(id, { name: 'Neu', length_cm: 75, base_revision: 2 }))).json().custom_fabric.revision).toBe(3);

  const cleared = await save(fabric(id, { name: 'Neu', length_cm: null, width_cm: null, base_revision: 3 }));
  expect(cleared.json().custom_fabric).toMatchObject({ revision: 4, length_cm: null, width_cm: null });
  expect(await listed(id)).toMatchObject({ length_cm: null, width_cm: null });
});

it.each([
  ['zero', 0],
  ['negative', -5],
  ['fractional', 1.5],
  ['over 10000', 10_001],
  ['a string', '50'],
  ['an empty string', ''],
  ['a boolean', true],
  ['an object', { cm: 50 }],
  ['a list', [50]],
  ['huge', 1e300],
])('refuses %s as length or width with a 400 JSON in German and keeps the stored size', async (_label, bad) => {
  const id = newId();
  await save(fabric(id, { length_cm: 50, width_cm: 140 }), jpeg);
  for (const field of ['length_cm', 'width_cm']) {
    const response = await save(fabric(id, { [field]: bad, base_revision: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Ungültige Eingabe.', details: [{ path: `customFabric.${field}`, message: FABRIC_SIZE_MESSAGE }] });
  }
  // nothing was written; a new fabric with a bad size is not created either
  expect(await stored(id)).toMatchObject({ revision: 1, length_cm: 50, width_cm: 140 });
  const refusedCreate = await save(fabric(newId(), { length_cm: bad }), jpeg);
  expect(refusedCreate.statusCode).toBe(400);
});

it('takes the limits 1 and 10000', async () => {
  const id = newId();
  expect((await save(fabric(id, { length_cm: 1, width_cm: 10_000 }), jpeg)).json().custom_fabric).toMatchObject({ length_cm: 1, width_cm: 10_000 });
});
