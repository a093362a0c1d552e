import { signAsset } from '../src/auth/tokens';
import { seedDemoAccount, DEMO_ACCOUNT } from '../src/seed/demo';
import { orders } from '../src/db/schema';
import { ulid } from 'ulid';
import { createTestApp, createUser, json, login, type TestApp, type TestUser } from './helpers';

let t: TestApp;
let now = new Date();
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await seedDemoAccount(t.database.db); // products (and the demo account; idempotent on a shared database)
  buyer = await createUser(t.app);
  const userId = await userIdOf(buyer);
  await t.database.db.insert(orders).values([
    { id: ulid(), userId, productId: 'ebook-kinderhose-emil' },
    { id: ulid(), userId, productId: 'ebook-body-lotte' },
  ]);
});
afterAll(() => t.close());

async function userIdOf(user: TestUser): Promise<string> {
  const id = `P${Date.now()}`;
  const response = await json(t.app, {
    method: 'POST',
    url: '/api/app/pattern-project',
    token: user.token,
    payload: { patternProject: { pattern_project_id: id, name: 'x', sewing_pattern: { id: 'p' }, svg: '' } },
  });
  return response.json().pattern_project.user_id;
}

it('lists orders with product image, name, size, subline and a signed pdf asset', async () => {
  const response = await json(t.app, { method: 'GET', url: '/api/app/orders', token: buyer.token });
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data).toHaveLength(2);
  expect(data[0]).toEqual({
    id: expect.any(String),
    product: {
      image: expect.stringMatching(/^http:\/\/localhost:8080\/digital-products\/cover\/ebook-[a-z-]+\.jpg$/),
      name: expect.stringContaining('– Schnittmuster & Anleitung'),
      size: expect.any(String),
      subline: expect.any(String),
      pdf: expect.any(String),
    },
  });
  const names = data.map((o: { product: { name: string } }) => o.product.name);
  expect(names).toContain('Kinderhose Emil – Schnittmuster & Anleitung');
});

it('downloads a real PDF with the asset token and no bearer header', async () => {
  const [order] = (await json(t.app, { method: 'GET', url: '/api/app/orders', token: buyer.token })).json().data;
  const response = await t.app.inject({ method: 'GET', url: `/digital-products/download?asset=${encodeURIComponent(order.product.pdf)}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(response.rawPayload.length).toBeGreaterThan(1000);
  const cover = await t.app.inject({ method: 'GET', url: new URL(order.product.image).pathname });
  expect(cover.statusCode).toBe(200);
  expect(cover.headers['content-type']).toBe('image/jpeg');
});

it('refuses tampered, foreign-secret and expired asset tokens', async () => {
  const [order] = (await json(t.app, { method: 'GET', url: '/api/app/orders', token: buyer.token })).json().data;
  const asset: string = order.product.pdf;
  const download = (value: string) => t.app.inject({ method: 'GET', url: `/digital-products/download?asset=${encodeURIComponent(value)}` });
  expect((await download(`${asset}x`)).statusCode).toBe(401);
  expect((await download(asset.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')))).statusCode).toBe(401);
  expect((await download(signAsset('other-secret', { orderId: order.id, userId: 'x', expiresAt: Date.now() + 1e6 }))).statusCode).toBe(401);
  expect((await download(signAsset('test-secret', { orderId: 'unknown', userId: 'x', expiresAt: now.getTime() + 1e6 }))).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/digital-products/download' })).statusCode).toBe(400);
  const later = now;
  now = new Date(later.getTime() + 25 * 3600_000);
  try {
    expect((await download(asset)).statusCode).toBe(401);
  } finally {
    now = later;
  }
});

it('answers 401 for orders without a token, 404 for unknown covers', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/app/orders' })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: '/digital-products/cover/nope.jpg' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/digital-products/cover/..%2Fetc.jpg' })).statusCode).toBe(400);
});

it('seeds the demo account with projects, fabrics and two e-books', async () => {
  const response = await login(t.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  expect(response.statusCode).toBe(200);
  const token = response.json().token;
  expect((await json(t.app, { method: 'GET', url: '/api/app/orders', token })).json().data).toHaveLength(2);
  expect((await json(t.app, { method: 'GET', url: '/api/app/pattern-projects', token })).json().pattern_projects.length).toBeGreaterThanOrEqual(3);
  expect((await json(t.app, { method: 'GET', url: '/api/app/custom-fabrics', token })).json().custom_fabrics.length).toBeGreaterThanOrEqual(2);
});
