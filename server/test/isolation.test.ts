import { orders } from '../src/db/schema';
import { seedProducts } from '../src/seed/demo';
import { ulid } from 'ulid';
import { createTestApp, createUser, json, newId, type TestApp, type TestUser } from './helpers';
import { jpegBase64 } from './images';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const ids = { project: newId(), fabric: newId(), stash: newId() };
let aliceAsset = '';
let jpeg = '';

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await createUser(t.app, { cameraFeature: true }), await createUser(t.app, { cameraFeature: true })];
  jpeg = await jpegBase64();
  const project = await json(t.app, {
    method: 'POST',
    url: '/api/app/pattern-project',
    token: alice.token,
    payload: { patternProject: { pattern_project_id: ids.project, name: 'Alice', sewing_pattern: { id: 'shirt-mila' }, svg: '<svg/>' } },
  });
  const aliceId = project.json().pattern_project.user_id;
  await json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: alice.token, payload: { customFabric: { fabric_id: ids.fabric, name: 'Alice', width: 1, height: 1 }, fabricImage: jpeg } });
  await json(t.app, { method: 'POST', url: '/api/app/stash-entry', token: alice.token, payload: { stashEntry: { entry_id: ids.stash, fabric_id: ids.fabric, length_cm: 70, width_cm: 140, note: 'Alice' } } });
  await seedProducts(t.database.db);
  await t.database.db.insert(orders).values({ id: ulid(), userId: aliceId, productId: 'ebook-body-lotte' });
  aliceAsset = (await json(t.app, { method: 'GET', url: '/api/app/orders', token: alice.token })).json().data[0].product.pdf;
});
afterAll(() => t.close());

describe("another user's ids answer 404 on every user-scoped route, deletes as if unknown", () => {
  it.each([
    ['read project', () => json(t.app, { method: 'GET', url: `/api/app/pattern-project/${ids.project}`, token: bob.token })],
    ['write project', () => json(t.app, { method: 'POST', url: '/api/app/pattern-project', token: bob.token, payload: { patternProject: { pattern_project_id: ids.project, name: 'Bob', sewing_pattern: { id: 'x' }, svg: '' } } })],
    ['read fabric', () => json(t.app, { method: 'GET', url: `/api/app/custom-fabric/${ids.fabric}`, token: bob.token })],
    ['read fabric image', () => json(t.app, { method: 'GET', url: `/api/app/custom-fabric/image/${ids.fabric}`, token: bob.token })],
    ['write fabric', () => json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: bob.token, payload: { customFabric: { fabric_id: ids.fabric, name: 'Bob' }, fabricImage: jpeg } })],
    ['write stash entry', () => json(t.app, { method: 'POST', url: '/api/app/stash-entry', token: bob.token, payload: { stashEntry: { entry_id: ids.stash, fabric_id: 'ringel-ostsee', length_cm: 1, width_cm: 1 } } })],
  ])('%s', async (_label, send) => {
    const response = await send();
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('Alice');
  });

  // deleting is answered the same for another user's id and an id nobody has: nothing to delete
  it.each([
    ['tombstone project', 'pattern_project', (id: string) => json(t.app, { method: 'POST', url: '/api/app/pattern-project', token: bob.token, payload: { patternProject: { pattern_project_id: id, deleted: true } } })],
    ['delete project', 'pattern_project', (id: string) => json(t.app, { method: 'DELETE', url: `/api/app/pattern-project/${id}`, token: bob.token })],
    ['delete fabric', 'custom_fabric', (id: string) => json(t.app, { method: 'DELETE', url: `/api/app/custom-fabric/${id}`, token: bob.token })],
    ['tombstone stash entry', 'stash_entry', (id: string) => json(t.app, { method: 'POST', url: '/api/app/stash-entry', token: bob.token, payload: { stashEntry: { entry_id: id, deleted: true } } })],
    ['delete stash entry', 'stash_entry', (id: string) => json(t.app, { method: 'DELETE', url: `/api/app/stash-entry/${id}`, token: bob.token })],
  ] as const)('%s: the same answer as for an unknown id', async (label, key, send) => {
    const other = await send(label.includes('stash') ? ids.stash : label.includes('fabric') ? ids.fabric : ids.project);
    const unknown = await send(newId());
    expect({ status: other.statusCode, body: other.json() }).toEqual({ status: 200, body: { success: true, [key]: null } });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: other.statusCode, body: other.json() });
  });

  it("never lists the other user's items or orders", async () => {
    const projects = (await json(t.app, { method: 'GET', url: '/api/app/pattern-projects', token: bob.token })).json().pattern_projects;
    const fabrics = (await json(t.app, { method: 'GET', url: '/api/app/custom-fabrics', token: bob.token })).json().custom_fabrics;
    const bobOrders = (await json(t.app, { method: 'GET', url: '/api/app/orders', token: bob.token })).json().data;
    const stash = (await json(t.app, { method: 'GET', url: '/api/app/stash', token: bob.token })).json().stash;
    expect(projects).toEqual([]);
    expect(fabrics).toEqual([]);
    expect(stash).toEqual([]);
    expect(bobOrders).toEqual([]);
  });

  it("leaves Alice's data untouched", async () => {
    const project = (await json(t.app, { method: 'GET', url: `/api/app/pattern-project/${ids.project}`, token: alice.token })).json().pattern_project;
    expect(project).toEqual(expect.objectContaining({ name: 'Alice', revision: 1, deleted: false }));
    const fabric = (await json(t.app, { method: 'GET', url: `/api/app/custom-fabric/${ids.fabric}`, token: alice.token })).json().custom_fabric;
    expect(fabric).toEqual(expect.objectContaining({ name: 'Alice', revision: 1, deleted: false }));
    const stash = (await json(t.app, { method: 'GET', url: '/api/app/stash', token: alice.token })).json().stash;
    expect(stash).toEqual([expect.objectContaining({ entry_id: ids.stash, note: 'Alice', length_cm: 70, revision: 1, deleted: false })]);
  });

  it('download links are bound to the order owner and cannot be re-pointed', async () => {
    const [payload, signature] = aliceAsset.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const bobId = (await json(t.app, { method: 'POST', url: '/api/app/pattern-project', token: bob.token, payload: { patternProject: { pattern_project_id: newId(), name: 'b', sewing_pattern: { id: 'x' }, svg: '' } } })).json().pattern_project.user_id;
    const forged = `${Buffer.from(JSON.stringify([claims[0], bobId, claims[2]])).toString('base64url')}.${signature}`;
    expect((await t.app.inject({ method: 'GET', url: `/digital-products/download?asset=${forged}` })).statusCode).toBe(401);
  });

  it('a logged-out user gets 401 everywhere', async () => {
    const carol = await createUser(t.app);
    await json(t.app, { method: 'GET', url: '/logout', token: carol.token });
    for (const [method, url] of [
      ['GET', '/api/app/pattern-projects'],
      ['GET', `/api/app/pattern-project/${ids.project}`],
      ['DELETE', `/api/app/pattern-project/${ids.project}`],
      ['GET', '/api/app/custom-fabrics'],
      ['GET', `/api/app/custom-fabric/${ids.fabric}`],
      ['GET', `/api/app/custom-fabric/image/${ids.fabric}`],
      ['DELETE', `/api/app/custom-fabric/${ids.fabric}`],
      ['GET', '/api/app/stash'],
      ['DELETE', `/api/app/stash-entry/${ids.stash}`],
      ['GET', '/api/app/orders'],
    ] as const) {
      expect((await json(t.app, { method, url, token: carol.token })).statusCode).toBe(401);
    }
  });
});
