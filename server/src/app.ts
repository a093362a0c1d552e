import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { contentRoutes } from './content/routes';
import { prepareDummyHash } from './auth/passwords';
import { openDatabase, type DatabaseHandle } from './db';
import { fastifyTrustProxy } from './http/clientAddress';
import { installErrorHandling, sendClientError } from './http/errors';
import { installContractReplies } from './http/contractReplies';
import { installInputGuard } from './http/inputGuard';
import { installStorageGuard } from './http/storageGuard';
import { DEFAULT_MIN_FREE_BYTES, DiskSpace } from './db/diskSpace';
import { installSecurity } from './http/security';
import { DevOutbox, type Mailer } from './mail/mailer';
import { resolveOptions, type AppOptions } from './options';
import { accountRoutes } from './routes/accountRoutes';
import { authPages } from './routes/authPages';
import { customFabricRoutes } from './routes/customFabricRoutes';
import { devRoutes } from './routes/devRoutes';
import { orderRoutes } from './routes/orderRoutes';
import { patternProjectRoutes } from './routes/patternProjectRoutes';
import { devCheckoutRoutes } from './routes/devCheckoutRoutes';
import { purchaseRoutes } from './routes/purchaseRoutes';
import { createPayments } from './services/purchases/payments';
import { createTestReceiptValidator } from './services/purchases/testReceipts';
import type { StoreValidators } from './services/purchases/validators';
import type { ServiceContext } from './services/context';
import { ImagePool } from './services/imagePool';
import { ReadCache } from './services/readCache';

export type { AppOptions } from './options';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services' shared context (database, mailer, settings); handy for seeds and tests. */
    ctx: ServiceContext;
  }
}

export function redactUrl(url: string): string {
  return url
    .replace(/(\/auth\/(?:activation|password\/reset)\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]asset=)[^&#]+/, '$1[redacted]');
}

/** Builds the provider server: accounts, user data, sync endpoints, e-books, and the content routes. */
export async function buildApp(appOptions: AppOptions): Promise<FastifyInstance> {
  const options = resolveOptions(appOptions, () => randomBytes(32).toString('base64url'));
  const trustProxy = fastifyTrustProxy(appOptions.trustProxy); // first: a refused setting opens nothing
  const ownsDatabase = typeof appOptions.database === 'string';
  const handle: DatabaseHandle =
    typeof appOptions.database === 'string' ? await openDatabase(appOptions.database) : appOptions.database;
  const outbox = appOptions.mailer ? undefined : new DevOutbox();
  const mailer: Mailer = appOptions.mailer ?? outbox!;
  const cache = new ReadCache();
  cache.connect(handle.notifications);
  const unsubscribe = handle.notifications?.subscribe(
    (message) => cache.receive(message),
    () => cache.clear(),
  );
  const ctx: ServiceContext = { db: handle.db, mailer, options, cache, images: new ImagePool(options.imageWork) };

  const app = Fastify({
    logger: appOptions.logger
      ? {
          level: appOptions.logLevel ?? 'info',
          ...(appOptions.logStream ? { stream: appOptions.logStream } : {}),
          // Mail-link tokens and download assets are credentials: keep them out of the logs.
          serializers: {
            req: (request: { method: string; url: string; ip?: string }) => ({
              method: request.method,
              url: redactUrl(request.url),
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
    // The overloads do not accept the union type; all three forms are valid at run time.
    trustProxy: trustProxy as string, // req.ip is the client behind trusted proxies only
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // refused before routing (an undecodable URL such as an encoded lone surrogate, an over-long id): JSON like every error
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void sendClientError(reply as FastifyReply, status, error.code);
    },
  });
  ctx.log = app.log;
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  app.addHook('onClose', async () => {
    unsubscribe?.();
    if (ownsDatabase) await handle.close();
  });

  await prepareDummyHash();
  installErrorHandling(app);
  installContractReplies(app);
  installInputGuard(app);
  installStorageGuard(app, appOptions.diskSpace ?? new DiskSpace(undefined, DEFAULT_MIN_FREE_BYTES));
  await installSecurity(app, options);
  await app.register(rateLimit, {
    global: false,
    redis: appOptions.redis,
    nameSpace: 'nahtlos-rl:',
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Zu viele Anfragen. Bitte warte einen Moment.',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });

  await app.register(accountRoutes, { ctx });
  await app.register(authPages, { ctx });
  await app.register(patternProjectRoutes, { ctx });
  await app.register(customFabricRoutes, { ctx });
  await app.register(orderRoutes, { ctx });
  const payments = createPayments(appOptions.payments ?? {}, options.devRoutes);
  const validators: StoreValidators = {
    ...(appOptions.storeValidator ? { 'ios-appstore': appOptions.storeValidator, 'android-playstore': appOptions.storeValidator } : {}),
    ...(appOptions.testReceiptSecret ? { test: createTestReceiptValidator(appOptions.testReceiptSecret) } : {}),
  };
  await app.register(purchaseRoutes, { ctx, payments, validators });
  if (options.devRoutes && outbox) await app.register(devRoutes, { outbox });
  if (payments.mode === 'stand-in') await app.register(devCheckoutRoutes, { ctx, payments });
  await app.register(contentRoutes, { db: handle.db });

  return app;
}
