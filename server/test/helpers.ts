import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CAMERA_FEATURE_PRODUCT } from '@nahtlos/contract/products';
import { buildApp } from '../src/app';
import { authenticate } from '../src/services/accounts';
import { recordPurchase } from '../src/services/purchases/entitlements';
import { checkAnswersAgainstContract } from './contractCheck';
import { openDatabase, usePglite, type DatabaseHandle } from '../src/db';
import type { AppOptions } from '../src/options';

/** Generous limits so ordinary tests never trip them; the rate-limit test sets its own. */
export const relaxedRateLimits: NonNullable<AppOptions['rateLimits']> = {
  loginPerIp: { max: 10_000, windowMs: 60_000 },
  loginPerEmail: { max: 10_000, windowMs: 60_000 },
  loginPerDevice: { max: 10_000, windowMs: 60_000 },
  registerPerIp: { max: 10_000, windowMs: 60_000 },
  registerPerEmail: { max: 10_000, windowMs: 60_000 },
  mailPerIp: { max: 10_000, windowMs: 60_000 },
  mailPerEmail: { max: 10_000, windowMs: 60_000 },
};

const drizzleDir = path.resolve(__dirname, '../drizzle');

/** Key of the migrations, so a changed schema gets a fresh snapshot. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(drizzleDir).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(path.join(drizzleDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The test database: the real PostgreSQL when DATABASE_URL is set, else an in-memory PGlite.
 * A fresh PGlite takes ~3 s (initdb); loading a migrated snapshot takes ~0.7 s, so we cache one.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) return openDatabase(process.env.DATABASE_URL);
  const snapshot = path.join(os.tmpdir(), `nahtlos-pglite-${migrationsKey()}.tar`);
  if (!existsSync(snapshot)) {
    const fresh = new PGlite('memory://');
    const handle = await usePglite(fresh);
    const dump = await fresh.dumpDataDir('none');
    await handle.close();
    const partial = `${snapshot}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot); // atomic, so parallel workers never read half a file
  }
  return usePglite(new PGlite({ loadDataDir: new Blob([readFileSync(snapshot)]) }));
}

/**
 * A database no other test touches: on PostgreSQL a new, migrated database that is dropped on close
 * (for tests that need an empty table, e.g. "nothing published yet"); on PGlite every one is fresh anyway.
 */
export async function openIsolatedTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openTestDatabase();
  const isolated = new URL(url);
  const name = `${isolated.pathname.slice(1) || 'nahtlos'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  isolated.pathname = `/${name}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database "${name}"`);
  const handle = await openDatabase(isolated.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.query(`drop database if exists "${name}"`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** answers that broke the API contract (each also turned into a 500); close() fails when any */
  contractViolations: string[];
  close(): Promise<void>;
}

/** `beforeCheck` adds hooks that run before the contract check sees an answer (a test standing in for a server bug). */
export async function createTestApp(
  overrides: Partial<AppOptions> = {},
  database?: DatabaseHandle,
  beforeCheck?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const db = database ?? (await openTestDatabase());
  const app = await buildApp({
    database: db,
    devRoutes: true,
    appSecret: 'test-secret',
    publicUrl: 'http://localhost:8080',
    rateLimits: relaxedRateLimits,
    ...overrides,
  });
  beforeCheck?.(app);
  const contractViolations = checkAnswersAgainstContract(app);
  await app.ready();
  return {
    app,
    database: db,
    contractViolations,
    close: async () => {
      await app.close();
      if (!database) await db.close();
      if (contractViolations.length) throw new Error(`Answers broke the API contract:\n${contractViolations.join('\n')}`);
    },
  };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

export function uniqueName(prefix = 'u'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`.slice(0, 20);
}

export function json(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

export interface TestUser {
  email: string;
  name: string;
  password: string;
  token: string;
}

/** Latest mail to `email` from the dev outbox. */
export async function latestMail(app: FastifyInstance, email: string) {
  const response = await app.inject({ method: 'GET', url: `/dev/mail?to=${encodeURIComponent(email)}` });
  const [message] = response.json().messages as { subject: string; text: string; links: string[] }[];
  return message;
}

/** Path part of a mail link (the app is tested in-process, not behind the proxy). */
export const pathOf = (link: string) => new URL(link).pathname;

export async function registerUser(app: FastifyInstance, overrides: Partial<{ email: string; name: string; password: string }> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const name = overrides.name ?? uniqueName();
  const password = overrides.password ?? 'geheim-123';
  const response = await json(app, {
    method: 'POST',
    url: '/auth/user/register',
    payload: { name, email, email_repeat: email, password, password_confirmation: password },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { email, name, password };
}

export async function activate(app: FastifyInstance, email: string) {
  const mail = await latestMail(app, email);
  const link = mail!.links.find((l) => l.includes('/auth/activation/'))!;
  return app.inject({ method: 'GET', url: pathOf(link) });
}

export async function login(app: FastifyInstance, email: string, password: string) {
  return json(app, { method: 'POST', url: '/api/app/auth/user/login', payload: { email, password } });
}

/**
 * Registers, activates and logs in a fresh user. `cameraFeature`: the account owns the photo feature
 * (recorded as a store purchase would be), which creating a custom fabric requires.
 */
export async function createUser(app: FastifyInstance, { cameraFeature = false } = {}): Promise<TestUser> {
  const user = await registerUser(app);
  await activate(app, user.email);
  const response = await login(app, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const created = { ...user, token: response.json().token };
  if (cameraFeature) await grantCameraFeature(app, created);
  return created;
}

/** Records a purchase of the photo feature for `user` (a granted store transaction of its own). */
export async function grantCameraFeature(app: FastifyInstance, user: Pick<TestUser, 'token'>): Promise<void> {
  const account = await authenticate(app.ctx, user.token);
  if (!account) throw new Error('grantCameraFeature: the token is not valid');
  await recordPurchase(app.ctx, {
    userId: account.id,
    productId: CAMERA_FEATURE_PRODUCT.id,
    source: 'test',
    transactionId: `granted-${newId()}`,
    purchasedAt: new Date(),
    state: 'active',
  });
}

export function newId(): string {
  // Sortable-ish client id like the app's ulid.
  return `${Date.now().toString(36)}${randomBytes(8).toString('hex')}`.toUpperCase();
}
