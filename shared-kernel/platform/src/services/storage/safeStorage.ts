/**
 * The kernel's view of the device store: quota errors become StorageFullError (German message,
 * nothing overwritten), unreadable records are set aside under `corrupt:` and logged, never
 * silently dropped, and JSON lists are kept as one JSON text as the spec stores them.
 */
import { logger } from '../logging/logger';
import { isQuotaError, StorageFullError } from './errors';
import type { KeyValueStore } from './keyValueStore';
import { storageKeys } from './keys';

export class SafeStorage {
  constructor(
    readonly store: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string): Promise<T | null> {
    return this.store.getItem<T>(key);
  }

  async set<T>(key: string, value: T): Promise<void> {
    try {
      await this.store.setItem(key, value);
    } catch (error) {
      if (isQuotaError(error)) throw new StorageFullError(key, error);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.store.removeItem(key);
  }

  /**
   * Reads a JSON text (or an already structured value) and checks its shape. A record that does
   * not parse or fails `valid` is moved to `corrupt:<key>:<time>` and logged; null is returned.
   */
  async readJson<T>(key: string, valid: (value: unknown) => value is T): Promise<T | null> {
    const raw = await this.store.getItem<unknown>(key);
    if (raw === null || raw === undefined) return null;
    let value: unknown = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw);
      } catch {
        value = undefined;
      }
    }
    if (value !== undefined && valid(value)) return value;
    await this.setAside(key, raw);
    return null;
  }

  /**
   * Reads a JSON list whose entries are checked one by one. A list that does not parse is set
   * aside whole (as `readJson`). Entries failing `validItem` are set aside under
   * `corrupt:<key>:<time>` (a JSON list of them), logged, and the readable rest is written back and
   * returned, so one broken entry never hides the others. If the repair cannot be written (e.g.
   * quota), everything stays in place and the readable entries are still returned.
   * Callers run it in their list's serial queue: the write-back must not race a change of the list.
   */
  async readJsonList<T>(key: string, validItem: (value: unknown) => value is T): Promise<T[] | null> {
    const list = await this.readJson(key, (value): value is unknown[] => Array.isArray(value));
    if (!list) return null;
    const valid = list.filter(validItem);
    if (valid.length === list.length) return valid;
    const invalid = list.filter((entry) => !validItem(entry));
    const corruptKey = await this.corruptKeyFor(key);
    logger.error(`${invalid.length} unreadable ${invalid.length === 1 ? 'entry' : 'entries'} of '${key}' set aside as '${corruptKey}'.`);
    try {
      await this.set(corruptKey, JSON.stringify(invalid));
      await this.writeJson(key, valid);
    } catch (error) {
      logger.error(`Could not set aside entries of '${key}'; left in place.`, error);
    }
    return valid;
  }

  async writeJson(key: string, value: unknown): Promise<void> {
    await this.set(key, JSON.stringify(value));
  }

  /** A `corrupt:<key>:<time>` key not in use yet: an earlier set-aside copy is never overwritten. */
  private async corruptKeyFor(key: string): Promise<string> {
    let at = this.now();
    while ((await this.store.getItem(storageKeys.corrupt(key, at))) !== null) at++;
    return storageKeys.corrupt(key, at);
  }

  private async setAside(key: string, raw: unknown): Promise<void> {
    const corruptKey = await this.corruptKeyFor(key);
    logger.error(`Unreadable record '${key}' set aside as '${corruptKey}'.`);
    try {
      await this.store.setItem(corruptKey, raw);
      await this.store.removeItem(key);
    } catch (error) {
      // Could not move it (e.g. quota): leave the original where it is rather than lose it.
      logger.error(`Could not set aside '${key}'; left in place.`, error);
    }
  }
}
