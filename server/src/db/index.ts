import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import * as schema from './schema';
import { lockDataFolder } from './dataFolderLock';
import { useNativeByteaCodec } from './pgliteBytea';

/** The one database type both drivers share (PGlite embedded, node-postgres for a real server). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Cross-instance messages (PostgreSQL LISTEN/NOTIFY) for cache invalidation; absent for PGlite,
   * which only one process can open anyway.
   */
  notifications?: Notifications;
  close(): Promise<void>;
}

export interface Notifications {
  publish(message: string): Promise<void>;
  /** `onGap` runs after a reconnect, when messages may have been missed. Returns an unsubscribe. */
  subscribe(onMessage: (message: string) => void, onGap: () => void): () => void;
}

const CHANNEL = 'nahtlos_cache';

const migrationsFolder = path.resolve(__dirname, '../../drizzle');
/** Any constant works; it only serialises concurrent migrators on one PostgreSQL. */
const MIGRATION_LOCK_ID = 72_616_174;

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/**
 * Opens the database at `location`: a postgres:// URL, `memory://`, or a PGlite data folder.
 * Applies pending migrations before returning.
 */
export async function openDatabase(location: string): Promise<DatabaseHandle> {
  if (isPostgresUrl(location)) {
    const pool = new Pool({ connectionString: location, max: 10 });
    const client = await pool.connect();
    try {
      // Several app processes (or parallel test files) may start at once against one database.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const listener = new PostgresListener(location);
    return {
      db,
      driver: 'postgres',
      notifications: {
        publish: async (message) => {
          await pool.query('select pg_notify($1, $2)', [CHANNEL, message]);
        },
        subscribe: (onMessage, onGap) => listener.subscribe(onMessage, onGap),
      },
      close: async () => {
        await listener.stop();
        await pool.end();
      },
    };
  }
  const folder = pgliteFolder(location);
  if (!folder) return usePglite(new PGlite(location)); // memory:// needs no lock
  // One writer per data folder: lock before PGlite touches it, release after it is closed.
  const lock = await lockDataFolder(folder);
  try {
    const handle = await usePglite(new PGlite(location));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** The folder of a PGlite location on disk (a path or file://), undefined for memory:// and the like. */
function pgliteFolder(location: string): string | undefined {
  if (location.startsWith('file://')) return location.slice('file://'.length);
  return location.includes('://') ? undefined : location;
}

/** Wraps an open PGlite (e.g. one loaded from a snapshot in tests), migrates it, and owns closing it. */
export async function usePglite(client: PGlite): Promise<DatabaseHandle> {
  useNativeByteaCodec(client);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Database, driver: 'pglite', close: () => client.close() };
}

export { schema };

/** One LISTEN connection per database handle, shared by its subscribers; reconnects after errors. */
class PostgresListener {
  private client?: Client;
  private stopped = false;
  private readonly subscribers = new Set<{ onMessage: (message: string) => void; onGap: () => void }>();

  constructor(private readonly url: string) {}

  subscribe(onMessage: (message: string) => void, onGap: () => void): () => void {
    const subscriber = { onMessage, onGap };
    this.subscribers.add(subscriber);
    if (!this.client) void this.connect();
    return () => this.subscribers.delete(subscriber);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', (n) => {
      if (n.payload) for (const s of this.subscribers) s.onMessage(n.payload);
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.stopped) return;
      for (const s of this.subscribers) s.onGap();
      setTimeout(() => void this.connect(), 1000).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }
}
