import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../../db';
import { DevOutbox, type Mailer } from '../../mail/mailer';
import type { ServiceContext } from '../../services/context';
import { ImagePool } from '../../services/imagePool';
import { ReadCache } from '../../services/readCache';
import type { ServerSetup } from '../setup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services' shared context (database, mailer, settings); handy for seeds and tests. */
    ctx: ServiceContext;
    /** The in-memory mail outbox when no mailer was given (served by /dev/mail with dev routes on). */
    devOutbox: DevOutbox | undefined;
  }
}

/** Opens the database (or takes the caller's handle), the read cache and image pool: `app.ctx` for every route. */
export default fp(
  async function context(app, { appOptions, options }: ServerSetup) {
    const ownsDatabase = typeof appOptions.database === 'string';
    const handle: DatabaseHandle = typeof appOptions.database === 'string' ? await openDatabase(appOptions.database) : appOptions.database;
    const outbox = appOptions.mailer ? undefined : new DevOutbox();
    const mailer: Mailer = appOptions.mailer ?? outbox!;
    const cache = new ReadCache();
    cache.connect(handle.notifications);
    const unsubscribe = handle.notifications?.subscribe(
      (message) => cache.receive(message),
      () => cache.clear(),
    );
    const ctx: ServiceContext = { db: handle.db, mailer, options, cache, images: new ImagePool(options.imageWork), log: app.log };
    app.decorate('ctx', ctx);
    app.decorate('devOutbox', outbox);
    app.decorateRequest('user', null);
    app.addHook('onClose', async () => {
      unsubscribe?.();
      if (ownsDatabase) await handle.close();
    });
  },
  { name: 'context' },
);
