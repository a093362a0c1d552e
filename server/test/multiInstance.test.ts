import { Redis } from 'ioredis';
import { DEVICE_COOKIE } from '../src/http/deviceCookie';
import { activate, createTestApp, createUser, json, newId, registerUser, relaxedRateLimits, uniqueEmail, type TestApp } from './helpers';

/**
 * Several stateless instances behind a load balancer: caches are invalidated across instances
 * (PostgreSQL LISTEN/NOTIFY) and rate limits are shared (Redis). Runs when DATABASE_URL / REDIS_URL are set.
 */
const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const withRedis = process.env.REDIS_URL ? describe : describe.skip;

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

withPostgres('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp(); // its own pool and LISTEN connection
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a write on one instance shows in the (cached) list of the other', async () => {
    const user = await createUser(a.app);
    const list = async (app: TestApp) =>
      (await json(app.app, { method: 'GET', url: '/api/app/pattern-projects', token: user.token })).json().pattern_projects as unknown[];
    expect(await list(b)).toEqual([]); // now cached on b
    await json(a.app, {
      method: 'POST',
      url: '/api/app/pattern-project',
      token: user.token,
      payload: { patternProject: { pattern_project_id: newId(), name: 'x', sewing_pattern: { id: 'p' }, svg: '' } },
    });
    expect(await eventually(async () => (await list(b)).length === 1)).toBe(true);
  });

  it('logout on one instance revokes the token on the other', async () => {
    const user = await createUser(a.app);
    expect((await json(b.app, { method: 'GET', url: '/api/app/orders', token: user.token })).statusCode).toBe(200);
    await json(a.app, { method: 'GET', url: '/logout', token: user.token });
    expect(await eventually(async () => (await json(b.app, { method: 'GET', url: '/api/app/orders', token: user.token })).statusCode === 401)).toBe(true);
  });
});

withRedis('rate limits shared through Redis', () => {
  it('counts logins across instances', async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    const limits = { ...relaxedRateLimits, loginPerEmail: { max: 4, windowMs: 60_000 } };
    const a = await createTestApp({ redis, rateLimits: limits });
    const b = await createTestApp({ redis, rateLimits: limits }, a.database);
    try {
      const email = uniqueEmail();
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? a.app : b.app;
        codes.push((await json(app, { method: 'POST', url: '/api/app/auth/user/login', payload: { email, password: 'falsch-123' } })).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await b.close();
      await a.close();
      redis.disconnect();
    }
  });

  it("a known device's cookie from one instance is honoured by the other, and its allowance is shared", async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    const limits = { ...relaxedRateLimits, loginPerEmail: { max: 4, windowMs: 60_000 }, loginPerDevice: { max: 3, windowMs: 60_000 } };
    const a = await createTestApp({ redis, rateLimits: limits });
    const b = await createTestApp({ redis, rateLimits: limits }, a.database);
    const login = (app: TestApp, email: string, password: string, cookie?: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/app/auth/user/login',
        payload: { email, password },
        ...(cookie ? { cookies: { [DEVICE_COOKIE]: cookie } } : {}),
      });
    try {
      const owner = await registerUser(a.app);
      await activate(a.app, owner.email);
      const first = await login(a, owner.email, owner.password); // unknown device: 1 of the email's 4
      const cookie = first.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
      const attack: number[] = [];
      for (let i = 0; i < 4; i++) attack.push((await login(i % 2 === 0 ? a : b, owner.email, 'falsch-123')).statusCode);
      expect(attack).toEqual([401, 401, 401, 429]);
      // The device's three attempts, spread over both instances, then it is distrusted on both.
      expect((await login(b, owner.email, owner.password, cookie)).statusCode).toBe(200);
      expect((await login(a, owner.email, 'falsch-123', cookie)).statusCode).toBe(401);
      expect((await login(b, owner.email, 'falsch-123', cookie)).statusCode).toBe(401);
      expect((await login(a, owner.email, owner.password, cookie)).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
      redis.disconnect();
    }
  });
});
