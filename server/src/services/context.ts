import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import type { Mailer } from '../mail/mailer';
import type { ResolvedOptions } from '../options';
import type { ImagePool } from './imagePool';
import type { ReadCache } from './readCache';

/** What services need: the database, the mailer and the resolved settings. */
export interface ServiceContext {
  db: Database;
  mailer: Mailer;
  options: ResolvedOptions;
  cache: ReadCache;
  /** Where custom-fabric images are decoded, a few at a time. */
  images: ImagePool;
  log?: FastifyBaseLogger;
}
