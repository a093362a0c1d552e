/**
 * Issue 35: the server enforces the paid photo feature. Photographing a fabric (a new custom fabric, a
 * new photo) needs the entitlement; an account whose purchase was refunded keeps reading, renaming and
 * deleting the fabrics it already has.
 */
import { createTestApp, createUser, grantCameraFeature, json, newId, type TestApp, type TestUser } from './helpers';
import { jpegBase64 } from './images';
import { revokePurchase } from '../src/services/purchases/entitlements';

let t: TestApp;
let photo: string;
beforeAll(async () => {
  t = await createTestApp();
  photo = await jpegBase64();
});
afterAll(() => t.close());

const createFabric = (user: TestUser, id = newId(), name = 'Blumen') =>
  json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: user.token, payload: { customFabric: { fabric_id: id, name }, fabricImage: photo } });
const listed = async (user: TestUser) =>
  (await json(t.app, { method: 'GET', url: '/api/app/custom-fabrics', token: user.token })).json().custom_fabrics as { fabric_id: string; name: string; deleted: boolean }[];

it('without the entitlement creating a custom fabric answers 403 feature_not_owned and stores nothing', async () => {
  const user = await createUser(t.app);
  const response = await createFabric(user);
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 403,
    body: { error: 'Das Foto Feature ist für dieses Konto nicht freigeschaltet.', code: 'feature_not_owned' },
  });
  expect(await listed(user)).toEqual([]);
});

it('after a refund the fabrics stay listed, readable, renamable and deletable; new photos are refused', async () => {
  const user = await createUser(t.app);
  await grantCameraFeature(t.app, user);
  const [kept, removed] = [newId(), newId()];
  expect((await createFabric(user, kept, 'Streifen')).statusCode).toBe(200);
  expect((await createFabric(user, removed, 'Punkte')).statusCode).toBe(200);

  const account = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, user.email) });
  const purchase = await t.database.db.query.purchases.findFirst({ where: (p, { eq }) => eq(p.userId, account!.id) });
  await revokePurchase(t.app.ctx, purchase!.source, purchase!.transactionId, 'refund');

  expect((await listed(user)).map((fabric) => fabric.name).sort()).toEqual(['Punkte', 'Streifen']);
  expect((await json(t.app, { method: 'GET', url: `/api/app/custom-fabric/image/${kept}`, token: user.token })).statusCode).toBe(200);
  const renamed = await json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: user.token, payload: { customFabric: { fabric_id: kept, name: 'Streifen blau', base_revision: 1 } } });
  expect(renamed.statusCode).toBe(200);
  const deleted = await json(t.app, { method: 'DELETE', url: `/api/app/custom-fabric/${removed}?base_revision=1`, token: user.token });
  expect(deleted.statusCode).toBe(200);

  expect((await createFabric(user)).json().code).toBe('feature_not_owned');
  const newPhoto = await json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: user.token, payload: { customFabric: { fabric_id: kept, base_revision: 2 }, fabricImage: photo } });
  expect({ status: newPhoto.statusCode, code: newPhoto.json().code }).toEqual({ status: 403, code: 'feature_not_owned' });
  expect((await listed(user)).filter((fabric) => !fabric.deleted).map((fabric) => fabric.name)).toEqual(['Streifen blau']);
});
