import sharp from 'sharp';
import { createTestApp, createUser, json, newId, type TestApp, type TestUser } from './helpers';
import { jpegBase64, pngBase64, webpBase64 } from './images';

let t: TestApp;
let user: TestUser;
let jpeg: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app, { cameraFeature: true });
  jpeg = await jpegBase64();
});
afterAll(() => t.close());

const save = (customFabric: object, fabricImage?: string | null, token = user.token) =>
  json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token, payload: { customFabric, ...(fabricImage !== undefined ? { fabricImage } : {}) } });
const fabric = (id: string, extra: Record<string, unknown> = {}) => ({ fabric_id: id, name: 'Omas Karo', width: 64, height: 48, ...extra });
const route = (path: string, method: 'GET' | 'DELETE' = 'GET', token = user.token) => json(t.app, { method, url: `/api/app/${path}`, token });

it('stores a fabric with its image re-encoded as JPEG, and lists it', async () => {
  const id = newId();
  const created = await save(fabric(id), jpeg);
  expect(created.statusCode).toBe(200);
  expect(created.json().custom_fabric).toEqual(
    expect.objectContaining({ fabric_id: id, name: 'Omas Karo', width: 64, height: 48, deleted: false, revision: 1, image_url: `/api/app/custom-fabric/image/${id}` }),
  );
  const one = await route(`custom-fabric/${id}`);
  expect(one.json().custom_fabric.updated_at).toEqual(expect.any(String));
  const listed = (await route('custom-fabrics')).json().custom_fabrics;
  expect(listed.map((f: { fabric_id: string }) => f.fabric_id)).toContain(id);
  const image = await route(`custom-fabric/image/${id}`);
  expect(image.statusCode).toBe(200);
  const bytes = Buffer.from(image.json().fabric_image, 'base64');
  expect((await sharp(bytes).metadata()).format).toBe('jpeg');
});

it.each([
  ['PNG', pngBase64],
  ['WebP', webpBase64],
])('accepts %s and converts it to JPEG (also as a data URL)', async (_label, make) => {
  const id = newId();
  const response = await save(fabric(id, { width: undefined, height: undefined }), `data:image/png;base64,${await make()}`);
  expect(response.statusCode).toBe(200);
  expect(response.json().custom_fabric).toEqual(expect.objectContaining({ width: 32, height: 32 }));
  const bytes = Buffer.from((await route(`custom-fabric/image/${id}`)).json().fabric_image, 'base64');
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});

it('renames without a new image, is idempotent, and answers stale writes with 409', async () => {
  const id = newId();
  await save(fabric(id), jpeg);
  const renamed = await save(fabric(id, { name: 'Neu', base_revision: 1 }));
  expect(renamed.json().custom_fabric).toEqual(expect.objectContaining({ name: 'Neu', revision: 2 }));
  const repeat = await save(fabric(id, { name: 'Neu', base_revision: 1 }));
  expect(repeat.statusCode).toBe(200);
  expect(repeat.json().custom_fabric.revision).toBe(2);
  const sameImage = await save(fabric(id, { name: 'Neu' }), jpeg);
  expect(sameImage.json().custom_fabric.revision).toBe(2);
  const stale = await save(fabric(id, { name: 'Anders', base_revision: 1 }));
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toEqual({ error: expect.any(String), custom_fabric: expect.objectContaining({ name: 'Neu', revision: 2 }) });
});

it('lets exactly one of two concurrent renames win', async () => {
  const id = newId();
  await save(fabric(id), jpeg);
  const results = await Promise.all([save(fabric(id, { name: 'A', base_revision: 1 })), save(fabric(id, { name: 'B', base_revision: 1 }))]);
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
});

it('deletes to a tombstone without image; a missing id deletes fine', async () => {
  const id = newId();
  await save(fabric(id), jpeg);
  const deleted = await route(`custom-fabric/${id}`, 'DELETE');
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json().custom_fabric).toEqual(expect.objectContaining({ deleted: true, revision: 2, image_url: null }));
  expect((await route(`custom-fabric/image/${id}`)).statusCode).toBe(404);
  expect((await route('custom-fabrics')).json().custom_fabrics.find((f: { fabric_id: string }) => f.fabric_id === id).deleted).toBe(true);
  expect((await route(`custom-fabric/${newId()}`, 'DELETE')).statusCode).toBe(200);
  // Reviving a tombstone needs an image again.
  expect((await save(fabric(id))).statusCode).toBe(400);
  expect((await save(fabric(id), jpeg)).json().custom_fabric).toEqual(expect.objectContaining({ deleted: false, revision: 3 }));
});

describe('validation', () => {
  it.each([
    ['no image on create', () => save(fabric(newId()))],
    ['not base64', () => save(fabric(newId()), '***not base64***')],
    ['base64 of text', () => save(fabric(newId()), Buffer.from('hello world, not an image').toString('base64'))],
    ['GIF', () => save(fabric(newId()), Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64'))],
    ['truncated JPEG', () => save(fabric(newId()), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3, 4, 5, 6]).toString('base64'))],
    ['name over 20', () => save(fabric(newId(), { name: 'x'.repeat(21) }), jpeg)],
    ['negative width', () => save(fabric(newId(), { width: -3 }), jpeg)],
    ['bad id', () => save(fabric('a/b'), jpeg)],
    ['missing customFabric', () => json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: user.token, payload: { fabricImage: jpeg } })],
  ])('rejects %s with 400', async (_label, send) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('rejects images over 10 MB', async () => {
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    tooBig.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await save(fabric(newId()), tooBig.toString('base64'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('10 MB');
  });

  it('rejects images above the pixel limit', async () => {
    // A 7000x7000 PNG compresses to a few KB but is 49 megapixels.
    const big = (await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer()).toString('base64');
    const response = await save(fabric(newId()), big);
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for unknown ids and 401 without a token', async () => {
    expect((await route(`custom-fabric/${newId()}`)).statusCode).toBe(404);
    expect((await route(`custom-fabric/image/${newId()}`)).statusCode).toBe(404);
    expect((await route('custom-fabric/bad%20id')).statusCode).toBe(400);
    for (const url of ['/api/app/custom-fabrics', `/api/app/custom-fabric/${newId()}`, `/api/app/custom-fabric/image/${newId()}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/app/custom-fabric', payload: { customFabric: fabric(newId()), fabricImage: jpeg } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/app/custom-fabric/${newId()}` })).statusCode).toBe(401);
  });
});
