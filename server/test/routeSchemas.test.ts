import { checkoutBody, coverParams, customFabricBody, downloadQuery, idParams, loginBody, patternProjectBody, purchaseBody, registerBody, stashEntryBody } from '@nahtlos/contract';
import type { z } from 'zod';
import { createTestApp, createUser, json, newId, relaxedRateLimits, type TestApp, type TestUser } from './helpers';

/**
 * Request input is validated by each route's schema (the contract's zod schemas) before the handler runs.
 * Every refusal must be exactly what the handlers' own parse answered: 400, JSON, the German error and
 * zod's first 20 issues of the value as sent — and only after the route's own checks (login, XSRF, rate limits).
 */

/** The answer's body, built from the contract schema and the raw input the way the handlers' parse built it. */
function refusalFor(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the test input is valid');
  const details = result.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  return JSON.stringify({ error: 'Ungültige Eingabe.', details });
}

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

function expectRefusal(response: { statusCode: number; headers: Record<string, unknown>; body: string }, expectedBody: string) {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.body).toBe(expectedBody);
}

describe('a refused body, parameter or query answers as the handlers did', () => {
  it.each([
    ['POST', '/api/app/pattern-project', patternProjectBody, { patternProject: { name: 5 } }],
    ['POST', '/api/app/custom-fabric', customFabricBody, { customFabric: { fabric_id: 'x y' }, extra: true }],
    ['POST', '/api/app/stash-entry', stashEntryBody, { stashEntry: { entry_id: 'x y', fabric_id: 'ringel-ostsee', length_cm: 0, width_cm: '140', bought_on: '2026-02-30' } }],
    ['POST', '/api/app/stash-entry', stashEntryBody, { stashEntry: { entry_id: 'e1', deleted: 'ja' } }],
    ['POST', '/api/app/checkout', checkoutBody, { product_id: 'no-such-product' }],
    ['POST', '/api/app/auth/user/login', loginBody, { email: 'kein-at', password: '' }],
  ])('%s %s', async (method, url, schema, payload) => {
    expectRefusal(await json(t.app, { method: method as 'POST', url, token: user.token, payload }), refusalFor(schema, payload));
  });

  it('a store purchase without a login', async () => {
    const payload = { platform: 'nirgendwo', product_id: 7 };
    expectRefusal(await json(t.app, { method: 'POST', url: '/api/app/purchases', payload, remoteAddress: '192.0.2.50' }), refusalFor(purchaseBody, payload));
  });

  it('a site form post (registration)', async () => {
    const payload = { name: '', email: 'a@b.de', email_repeat: 'c@d.de', password: 'kurz', password_confirmation: 'anders' };
    expectRefusal(await json(t.app, { method: 'POST', url: '/auth/user/register', payload }), refusalFor(registerBody, payload));
  });

  it('path parameters and queries', async () => {
    expectRefusal(await json(t.app, { method: 'GET', url: '/api/app/pattern-project/a.b', token: user.token }), refusalFor(idParams, { id: 'a.b' }));
    expectRefusal(await json(t.app, { method: 'GET', url: '/api/app/custom-fabric/image/a.b', token: user.token }), refusalFor(idParams, { id: 'a.b' }));
    expectRefusal(await json(t.app, { method: 'GET', url: '/digital-products/cover/Cover.png' }), refusalFor(coverParams, { file: 'Cover.png' }));
    expectRefusal(await json(t.app, { method: 'GET', url: '/digital-products/download?asset=' }), refusalFor(downloadQuery, { asset: '' }));
    expect((await json(t.app, { method: 'DELETE', url: `/api/app/pattern-project/${newId()}?base_revision=abc`, token: user.token })).json()).toEqual({
      error: 'Ungültige Eingabe.',
      details: [{ path: 'base_revision', message: 'Invalid input: expected number, received NaN' }],
    });
  });

  it('the path parameter first, as the handlers parsed it before the query', async () => {
    const response = await json(t.app, { method: 'DELETE', url: '/api/app/custom-fabric/a.b?base_revision=abc', token: user.token });
    expectRefusal(response, refusalFor(idParams, { id: 'a.b' }));
    expectRefusal(await json(t.app, { method: 'DELETE', url: '/api/app/stash-entry/a.b?base_revision=abc', token: user.token }), refusalFor(idParams, { id: 'a.b' }));
  });

  it('a missing body is named as missing, a JSON null as null', async () => {
    const missing = await json(t.app, { method: 'POST', url: '/api/app/pattern-project', token: user.token });
    expectRefusal(missing, JSON.stringify({ error: 'Ungültige Eingabe.', details: [{ path: '', message: 'Invalid input: expected object, received undefined' }] }));
    const nullBody = await json(t.app, { method: 'POST', url: '/api/app/pattern-project', token: user.token, headers: { 'content-type': 'application/json' }, payload: 'null' });
    expectRefusal(nullBody, JSON.stringify({ error: 'Ungültige Eingabe.', details: [{ path: '', message: 'Invalid input: expected object, received null' }] }));
  });

  it('the parsed input reaches the handler (a valid request still works)', async () => {
    const id = newId();
    const saved = await json(t.app, { method: 'POST', url: '/api/app/pattern-project', token: user.token, payload: { patternProject: { pattern_project_id: id, name: 'Emil', sewing_pattern: { id: 'kinderhose-emil' }, svg: '<svg/>' } } });
    expect(saved.statusCode).toBe(200);
    const revision = saved.json().pattern_project.revision as number;
    const deleted = await json(t.app, { method: 'DELETE', url: `/api/app/pattern-project/${id}?base_revision=${revision}`, token: user.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().pattern_project.deleted).toBe(true);
  });
});

describe("a route's own checks come before its schema, as before", () => {
  it('no login: 401 even for a body the schema refuses', async () => {
    for (const url of ['/api/app/pattern-project', '/api/app/custom-fabric', '/api/app/stash-entry', '/api/app/checkout']) {
      const response = await json(t.app, { method: 'POST', url, payload: { nonsense: true } });
      expect([url, response.statusCode, response.json()]).toEqual([url, 401, { error: 'Nicht angemeldet.' }]);
    }
    const params = await json(t.app, { method: 'GET', url: '/api/app/custom-fabric/a.b' });
    expect([params.statusCode, params.json()]).toEqual([401, { error: 'Nicht angemeldet.' }]);
  });

  it('a dead token on a store purchase: 401 before the body is looked at', async () => {
    const response = await json(t.app, { method: 'POST', url: '/api/app/purchases', token: 'a'.repeat(40), payload: {}, remoteAddress: '192.0.2.51' });
    expect([response.statusCode, response.json()]).toEqual([401, { error: 'Nicht angemeldet.' }]);
  });

  it('a site form post without the XSRF token: 403 before the body is looked at', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/user/register', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=' });
    expect([response.statusCode, response.json()]).toEqual([403, { error: 'Sicherheitsprüfung fehlgeschlagen. Bitte lade die Seite neu.' }]);
  });

  it('refused input counts against the rate limits', async () => {
    const limited = await createTestApp({ rateLimits: { ...relaxedRateLimits, registerPerIp: { max: 2, windowMs: 60_000 } } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await json(limited.app, { method: 'POST', url: '/auth/user/register', payload: { name: '' } })).statusCode);
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('every route declares the input it takes in its schema', () => {
  it('lists the routes with undeclared path parameters or body: only those answering with HTML or reading raw bytes', () => {
    expect([...t.app.undeclaredInputRoutes].sort()).toEqual(
      [
        // the account mail's links open German HTML pages: a bad token is answered on the page, not with JSON
        'GET /auth/activation/:token',
        'HEAD /auth/activation/:token',
        'GET /auth/password/reset/:token',
        'HEAD /auth/password/reset/:token',
        'POST /auth/password/reset',
        // the payment provider's webhook: its signature is checked over the raw bytes before anything is parsed
        'POST /api/stripe/webhook',
        // the development checkout's buttons (no body; off in production)
        'POST /dev/checkout/:id/cancel',
        'POST /dev/checkout/:id/pay',
        'POST /dev/checkout/:id/refund',
      ].sort(),
    );
  });
});
