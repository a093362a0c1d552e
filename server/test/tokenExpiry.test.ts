import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { accessTokens, users } from '../src/db/schema';
import { hashToken } from '../src/auth/tokens';
import { createTestApp, createUser, json, login, type TestApp, type TestUser } from './helpers';

/** Bearer tokens expire after 90 days without use (sliding), at most 50 live per account. */
const DAY = 24 * 3600_000;
let clock = new Date('2027-01-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const at = (from: Date, days: number) => new Date(from.getTime() + days * DAY);
const sync = (token: string) => json(t.app, { method: 'GET', url: '/api/app/pattern-projects', token });
const lastUsed = async (token: string) =>
  (await t.database.db.select({ at: accessTokens.lastUsedAt }).from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token))))[0]?.at;

async function freshUser(): Promise<{ user: TestUser; since: Date }> {
  clock = at(clock, 1000); // each test on its own stretch of time
  return { user: await createUser(t.app), since: clock };
}

it('keeps a token valid after 89 days without use', async () => {
  const { user, since } = await freshUser();
  expect((await sync(user.token)).statusCode).toBe(200);
  clock = at(since, 89);
  expect((await sync(user.token)).statusCode).toBe(200);
});

it('answers a token idle for 91 days with 401, exactly like an unknown token, though it was cached', async () => {
  const { user, since } = await freshUser();
  expect((await sync(user.token)).statusCode).toBe(200); // now in the read cache
  clock = at(since, 91);
  const expired = await sync(user.token);
  const unknown = await sync('x'.repeat(43));
  expect(expired.statusCode).toBe(401);
  expect({ body: expired.json(), type: expired.headers['content-type'] }).toEqual({ body: unknown.json(), type: unknown.headers['content-type'] });
  expect(expired.json()).toEqual({ error: 'Nicht angemeldet.' });
  // and on every other user route, not only the one that was cached
  expect((await json(t.app, { method: 'GET', url: '/api/app/custom-fabrics', token: user.token })).statusCode).toBe(401);
  // logging in again gives a working token
  clock = at(since, 92);
  const again = await login(t.app, user.email, user.password);
  expect((await sync(again.json().token)).statusCode).toBe(200);
});

it('keeps a regularly used token valid far past 90 days', async () => {
  const { user, since } = await freshUser();
  for (let day = 60; day <= 360; day += 60) {
    clock = at(since, day);
    expect({ day, status: (await sync(user.token)).statusCode }).toEqual({ day, status: 200 });
  }
  clock = at(since, 360 + 89);
  expect((await sync(user.token)).statusCode).toBe(200);
});

it('stores the last use at most about once a day, not on every request', async () => {
  const { user, since } = await freshUser();
  expect((await lastUsed(user.token))!.getTime()).toBe(since.getTime());
  clock = new Date(since.getTime() + 6 * 3600_000);
  await sync(user.token);
  clock = new Date(since.getTime() + 20 * 3600_000);
  await sync(user.token);
  expect((await lastUsed(user.token))!.getTime()).toBe(since.getTime());
  const nextDay = new Date(since.getTime() + 25 * 3600_000);
  clock = nextDay;
  await sync(user.token);
  expect((await lastUsed(user.token))!.getTime()).toBe(nextDay.getTime());
});

it('revokes the least recently used token at the 51st login', async () => {
  const { user } = await freshUser(); // createUser logged in once: token 1
  const tokens = [user.token];
  for (let i = 2; i <= 51; i++) {
    clock = new Date(clock.getTime() + 1000);
    const response = await login(t.app, user.email, user.password);
    expect(response.statusCode).toBe(200);
    tokens.push(response.json().token);
    if (i === 2) expect((await sync(tokens[0])).statusCode).toBe(200); // cached before it is revoked
  }
  const [{ id }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  expect(await t.database.db.$count(accessTokens, eq(accessTokens.userId, id))).toBe(50);
  expect((await sync(tokens[0])).statusCode).toBe(401);
  expect((await sync(tokens[1])).statusCode).toBe(200);
  expect((await sync(tokens[50])).statusCode).toBe(200);
});

it('keeps a token used today over an unused newer one when revoking', async () => {
  const { user } = await freshUser();
  const tokens = [user.token];
  for (let i = 2; i <= 50; i++) {
    clock = new Date(clock.getTime() + 1000);
    tokens.push((await login(t.app, user.email, user.password)).json().token);
  }
  clock = at(clock, 2);
  expect((await sync(tokens[0])).statusCode).toBe(200); // the first device is still in use: its last use moves
  clock = new Date(clock.getTime() + 1000);
  tokens.push((await login(t.app, user.email, user.password)).json().token);
  expect((await sync(tokens[0])).statusCode).toBe(200);
  expect((await sync(tokens[1])).statusCode).toBe(401);
});

it('migration 0001 gives tokens that existed before it a last use of now', async () => {
  const drizzleDir = path.resolve(__dirname, '../drizzle');
  const statements = (file: string) => readFileSync(path.join(drizzleDir, file), 'utf8').split('--> statement-breakpoint');
  const db = new PGlite('memory://');
  try {
    for (const statement of statements('0000_init.sql')) await db.exec(statement);
    await db.exec(`insert into users (id, username, email, password_hash) values ('u1', 'alt', 'alt@example.com', 'x');
      insert into access_tokens (token_hash, user_id, created_at) values ('h1', 'u1', now() - interval '400 days')`);
    const before = Date.now();
    for (const statement of statements('0001_token_expiry.sql')) await db.exec(statement);
    const { rows } = await db.query<{ last_used_at: Date }>(`select last_used_at from access_tokens where token_hash = 'h1'`);
    expect(rows[0].last_used_at.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(rows[0].last_used_at.getTime()).toBeLessThanOrEqual(Date.now() + 5000);
  } finally {
    await db.close();
  }
});
