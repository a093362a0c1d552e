import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { isPostgresUrl, openDatabase } from './db';
import { DataFolderLockedError } from './db/dataFolderLock';
import { checkRoomToStart, DEFAULT_MIN_FREE_BYTES, DiskSpace, isDiskFullError, MB, NEW_DATABASE_BYTES, notEnoughSpace, NotEnoughSpaceError } from './db/diskSpace';
import { createSmtpMailer } from './mail/mailer';
import { createReceiptServiceValidator } from './services/purchases/receiptService';
import { DEFAULT_PUBLIC_URL } from './options';
import { defaultRateLimits, scaleRateLimits } from './http/rateLimits';
import { DEMO_ACCOUNT, seedDemoAccount } from './seed/demo';
import { ContentReleaseError, publishContentIfChanged, readContentRelease } from './content';

const env = process.env;
const devMode = env.NODE_ENV !== 'production';
/** /dev/mail hands out every account's reset links: only on request, and never in production. */
const devRoutes = env.DEV_ROUTES === 'true';
if (!devMode && devRoutes) {
  console.error('Refusing to start: DEV_ROUTES=true must not be set with NODE_ENV=production (/dev/mail would hand out every account\'s reset links).');
  process.exit(1);
}
/** Signed test receipts stand in for the stores' in development and tests; production validates real ones only. */
if (!devMode && env.TEST_RECEIPT_SECRET) {
  console.error('Refusing to start: TEST_RECEIPT_SECRET must not be set with NODE_ENV=production (anyone with it could sign purchases).');
  process.exit(1);
}
if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
  console.error('Refusing to start: STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the webhook grants the purchases).');
  process.exit(1);
}
const port = Number(env.PORT ?? 8787);
const host = env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(env.DATA_DIR ?? path.join(__dirname, '..', '.data'));
/** MIN_FREE_DISK_MB: the free space writes leave on the data folder's disk. */
const minFreeBytes = megabytesSetting('MIN_FREE_DISK_MB') ?? DEFAULT_MIN_FREE_BYTES;
// `pnpm start`/`serve`/`dev` set it from the shell's port (shell/scripts/config.mjs)
const publicUrl = env.PUBLIC_URL ?? DEFAULT_PUBLIC_URL;
const list = (value: string | undefined) => value?.split(',').map((s) => s.trim()).filter(Boolean);

/** APP_SECRET signs download links; every instance behind a load balancer needs the same one. */
function appSecret(): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  if (!devMode) throw new Error('APP_SECRET must be set in production');
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A numeric setting (MIN_FREE_DISK_MB, QUOTA_*): undefined when unset; anything but a number ≥ 0 stops the start. */
function numberSetting(name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) {
    console.error(`Refusing to start: ${name} must be a number ≥ 0, not "${value}".`);
    process.exit(1);
  }
  return number;
}
function megabytesSetting(name: string): number | undefined {
  const mb = numberSetting(name);
  return mb === undefined ? undefined : mb * MB;
}

/** TRUST_PROXY: comma-separated addresses/CIDRs of the load balancers, or a hop count ('true' is refused by buildApp). */
function trustProxySetting(value: string | undefined): boolean | string | number | undefined {
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

async function main() {
  // the content is built by `content:build` (part of `pnpm build`); the server only publishes it
  const contentRelease = readContentRelease();
  mkdirSync(dataDir, { recursive: true });
  const databaseLocation = env.DATABASE_URL ?? path.join(dataDir, 'pglite');
  const embedded = !isPostgresUrl(databaseLocation);
  if (embedded) await checkRoomToStart(dataDir, minFreeBytes, existsSync(databaseLocation));
  const database = await openDatabase(databaseLocation); // runs migrations
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const rateLimitFactor = Number(env.RATE_LIMIT_FACTOR ?? 1);

  const app = await buildApp({
    database,
    diskSpace: new DiskSpace(embedded ? dataDir : undefined, minFreeBytes),
    publicUrl,
    devRoutes,
    appSecret: appSecret(),
    redis,
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM ?? 'Nahtlos <no-reply@nahtlos.de>') : undefined,
    allowedOrigins: list(env.ALLOWED_ORIGINS), // default: publicUrl's origin and the native apps' (options.ts)
    remoteOrigins: list(env.CSP_REMOTE_ORIGINS) ?? [],
    quotas: { storedBytes: megabytesSetting('QUOTA_STORED_MB'), projects: numberSetting('QUOTA_PROJECTS'), customFabrics: numberSetting('QUOTA_CUSTOM_FABRICS') },
    rateLimits: rateLimitFactor > 0 ? scaleRateLimits(defaultRateLimits, rateLimitFactor) : undefined,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    payments: { stripeSecretKey: env.STRIPE_SECRET_KEY, stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET, stripePriceId: env.STRIPE_PRICE_ID },
    storeValidator:
      env.STORE_VALIDATOR_URL && env.STORE_VALIDATOR_API_KEY
        ? createReceiptServiceValidator({ url: env.STORE_VALIDATOR_URL, apiKey: env.STORE_VALIDATOR_API_KEY })
        : undefined,
    testReceiptSecret: devMode ? env.TEST_RECEIPT_SECRET : undefined,
    logger: true,
    logLevel: env.LOG_LEVEL,
  });

  if (devMode) {
    await seedDemoAccount(database.db, contentRelease.catalogue);
    app.log.info(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} (username "${DEMO_ACCOUNT.username}")`);
  }
  if (!env.SMTP_URL) {
    if (devRoutes) app.log.info(`Mail goes to the dev outbox: ${publicUrl}/dev/mail`);
    else if (devMode) app.log.info('Mail goes to the dev outbox; DEV_ROUTES=true serves it at /dev/mail');
    else app.log.warn('SMTP_URL is not set: account mails are not delivered');
  }

  if (env.STRIPE_SECRET_KEY) app.log.info('Web checkout: Stripe Checkout');
  else if (devRoutes) app.log.info(`Web checkout: the dev stand-in at ${publicUrl}/dev/checkout/… (no Stripe keys set)`);
  else app.log.warn('STRIPE_SECRET_KEY is not set: the web checkout is off');
  if (!env.STORE_VALIDATOR_URL) app.log.warn('STORE_VALIDATOR_URL is not set: App Store and Google Play purchases cannot be validated');

  // a fresh start always has content: publish the built release unless it is live already
  await publishContentIfChanged(database.db, (message) => app.log.info(message), contentRelease);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close(); // an open PGlite keeps the process alive
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  app.log.info(`Nahtlos server on http://${host}:${port} (${isPostgresUrl(databaseLocation) ? 'PostgreSQL' : `PGlite in ${databaseLocation}`})`);
}

main().catch((error) => {
  // a locked data folder, unbuilt content or a full disk (also while migrating, publishing or seeding): one line, no stack
  const situation = isDiskFullError(error) ? notEnoughSpace(dataDir, minFreeBytes + NEW_DATABASE_BYTES) : error;
  const operators = situation instanceof DataFolderLockedError || situation instanceof ContentReleaseError || situation instanceof NotEnoughSpaceError;
  console.error(operators ? situation.message : situation);
  process.exit(1);
});
