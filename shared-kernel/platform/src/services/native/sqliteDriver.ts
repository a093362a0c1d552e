/**
 * localforage on SQLite (SPEC section 7: driver order sqlite, indexeddb, websql, localstorage) for
 * the native app, on @capacitor-community/sqlite. One table per localforage store; values are JSON
 * text. A Blob is written as a file (`files.ts`: the spec's paths) and its row keeps a pointer, so
 * images never sit in the database as base64.
 */
import { CapacitorSQLite } from '@capacitor-community/sqlite';
import type localforage from 'localforage';
import { logger } from '../logging/logger';
import { deleteFile, fileLocationFor, readBlobFile, writeBlobFile, type FileLocation } from './files';
import { isNativePlatform } from './platform';

export const SQLITE_DRIVER = 'capacitorSQLiteStorage';

interface FilePointer {
  __nahtlosFile: 1;
  directory: FileLocation['directory'];
  path: string;
  type: string;
}

interface DbInfo {
  database: string;
  table: string;
}

interface DriverThis {
  _dbInfo?: DbInfo;
  _sqliteReady?: Promise<DbInfo>;
}

type Callback<T> = ((error: unknown, value?: T) => void) | undefined;

function withCallback<T>(promise: Promise<T>, callback: Callback<T>): Promise<T> {
  if (callback) promise.then((value) => callback(null, value), (error) => callback(error));
  return promise;
}

function isPointer(value: unknown): value is FilePointer {
  return typeof value === 'object' && value !== null && (value as FilePointer).__nahtlosFile === 1;
}

/** SQLite identifiers: letters, digits and underscores only. */
export function sqlName(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_') || 'kv';
}

/** Rows of a query; iOS prepends a `{ ios_columns }` row that is not data. */
function rows(result: { values?: unknown[] } | undefined): Record<string, unknown>[] {
  return ((result?.values ?? []) as Record<string, unknown>[]).filter((row) => row && !('ios_columns' in row));
}

async function openDatabase(options: { name?: string; storeName?: string }): Promise<DbInfo> {
  const info: DbInfo = { database: sqlName(options.name ?? 'localforage'), table: sqlName(options.storeName ?? 'keyvaluepairs') };
  try {
    await CapacitorSQLite.createConnection({ database: info.database, version: 1, encrypted: false, mode: 'no-encryption', readonly: false });
  } catch (error) {
    // a WebView reload keeps the native connection: reuse it
    if (!/already exists/i.test(String((error as Error)?.message ?? error))) throw error;
  }
  await CapacitorSQLite.open({ database: info.database, readonly: false });
  await CapacitorSQLite.execute({
    database: info.database,
    statements: `CREATE TABLE IF NOT EXISTS ${info.table} (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)`,
    transaction: false,
    readonly: false,
  });
  return info;
}

async function ready(self: DriverThis): Promise<DbInfo> {
  if (!self._sqliteReady) throw new Error('SQLite storage used before _initStorage.');
  return self._sqliteReady;
}

async function readRow(info: DbInfo, key: string): Promise<unknown> {
  const result = await CapacitorSQLite.query({
    database: info.database,
    statement: `SELECT value FROM ${info.table} WHERE key = ? LIMIT 1`,
    values: [key],
    readonly: false,
  });
  const [row] = rows(result);
  return row ? JSON.parse(String(row.value)) : null;
}

async function run(info: DbInfo, statement: string, values: unknown[]): Promise<void> {
  // one statement is atomic on its own; no BEGIN/COMMIT that concurrent calls could nest
  await CapacitorSQLite.run({ database: info.database, statement, values, transaction: false, readonly: false });
}

let queue: Promise<unknown> = Promise.resolve();
/** One storage operation at a time: a read-modify-write (row + file) never interleaves with another. */
function serial<T>(operation: () => Promise<T>): Promise<T> {
  const next = queue.then(operation, operation);
  queue = next.catch(() => undefined);
  return next;
}

async function fromStored(key: string, stored: unknown): Promise<unknown> {
  if (!isPointer(stored)) return stored;
  try {
    return await readBlobFile(stored, stored.type);
  } catch (error) {
    // a missing file reads as missing: caches download it again, the repositories log it
    logger.warn(`File of ${key} could not be read (${stored.path}).`, error);
    return null;
  }
}

async function removeFileOf(stored: unknown): Promise<void> {
  if (!isPointer(stored)) return;
  await deleteFile(stored).catch((error) => logger.warn(`File ${stored.path} could not be deleted.`, error));
}

async function getItem(this: DriverThis, key: string, callback?: Callback<unknown>) {
  return withCallback(
    serial(async () => {
      const info = await ready(this);
      return fromStored(key, await readRow(info, key));
    }),
    callback,
  );
}

async function setItem(this: DriverThis, key: string, value: unknown, callback?: Callback<unknown>) {
  return withCallback(
    serial(async () => {
      const info = await ready(this);
      const before = await readRow(info, key);
      let stored: unknown = value === undefined ? null : value;
      if (typeof Blob !== 'undefined' && value instanceof Blob) {
        const location = fileLocationFor(key);
        // the file first: a row never points at a file that is not there
        await writeBlobFile(location, value);
        stored = { __nahtlosFile: 1, directory: location.directory, path: location.path, type: value.type || 'application/octet-stream' } satisfies FilePointer;
      }
      await run(info, `INSERT OR REPLACE INTO ${info.table} (key, value) VALUES (?, ?)`, [key, JSON.stringify(stored)]);
      if (isPointer(before) && !(isPointer(stored) && stored.path === before.path && stored.directory === before.directory)) await removeFileOf(before);
      return value === undefined ? null : value;
    }),
    callback,
  );
}

async function removeItem(this: DriverThis, key: string, callback?: Callback<void>) {
  return withCallback(
    serial(async () => {
      const info = await ready(this);
      const before = await readRow(info, key);
      await run(info, `DELETE FROM ${info.table} WHERE key = ?`, [key]);
      await removeFileOf(before);
    }),
    callback,
  );
}

async function allRows(info: DbInfo): Promise<{ key: string; value: unknown }[]> {
  const result = await CapacitorSQLite.query({
    database: info.database,
    statement: `SELECT key, value FROM ${info.table} ORDER BY key`,
    values: [],
    readonly: false,
  });
  return rows(result).map((row) => ({ key: String(row.key), value: JSON.parse(String(row.value)) }));
}

async function keys(this: DriverThis, callback?: Callback<string[]>) {
  return withCallback(
    serial(async () => (await allRows(await ready(this))).map((row) => row.key)),
    callback,
  );
}

async function length(this: DriverThis, callback?: Callback<number>) {
  return withCallback(
    serial(async () => (await allRows(await ready(this))).length),
    callback,
  );
}

async function key(this: DriverThis, index: number, callback?: Callback<string | null>) {
  return withCallback(
    serial(async () => (await allRows(await ready(this)))[index]?.key ?? null),
    callback,
  );
}

async function iterate<T>(this: DriverThis, iterator: (value: unknown, key: string, index: number) => T, callback?: Callback<T>) {
  return withCallback(
    (async () => {
      // read under the queue, call the iterator outside it (it may use the store itself)
      const entries = await serial(async () => {
        const all = await allRows(await ready(this));
        const out: { key: string; value: unknown }[] = [];
        for (const row of all) out.push({ key: row.key, value: await fromStored(row.key, row.value) });
        return out;
      });
      for (let i = 0; i < entries.length; i++) {
        const result = iterator(entries[i].value, entries[i].key, i + 1);
        if (result !== undefined) return result;
      }
      return undefined as T;
    })(),
    callback,
  );
}

async function clear(this: DriverThis, callback?: Callback<void>) {
  return withCallback(
    serial(async () => {
      const info = await ready(this);
      const all = await allRows(info);
      await run(info, `DELETE FROM ${info.table}`, []);
      for (const row of all) await removeFileOf(row.value);
    }),
    callback,
  );
}

type LocalforageDriver = Parameters<typeof localforage.defineDriver>[0];

const driver = {
  _driver: SQLITE_DRIVER,
  _support: async () => isNativePlatform(),
  _initStorage(this: DriverThis, options: { name?: string; storeName?: string }) {
    this._sqliteReady = openDatabase(options).then((info) => {
      this._dbInfo = info;
      return info;
    });
    return this._sqliteReady.then(() => undefined);
  },
  getItem,
  setItem,
  removeItem,
  clear,
  length,
  key,
  keys,
  iterate,
};

/** The localforage driver; `registerNativeStorageDriver(sqliteDriver)` puts it first in the order. */
export const sqliteDriver = driver as unknown as LocalforageDriver;
