/** The minimal async key-value interface the kernel stores through (a localforage instance fits it). */
export interface KeyValueStore {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

function clone<T>(value: T): T {
  // Blobs are immutable: share them; everything else is copied like IndexedDB would.
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  if (value === null || typeof value !== 'object') return value;
  // jsdom has no structuredClone; stored values other than Blobs are plain JSON data.
  return typeof structuredClone === 'function' ? structuredClone(value) : (JSON.parse(JSON.stringify(value)) as T);
}

/** In-memory store: tests and the sync simulation (one per simulated device). */
export class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, unknown>();
  async getItem<T>(key: string): Promise<T | null> {
    return this.data.has(key) ? clone(this.data.get(key) as T) : null;
  }
  async setItem<T>(key: string, value: T): Promise<T> {
    this.data.set(key, clone(value));
    return value;
  }
  async removeItem(key: string): Promise<void> {
    this.data.delete(key);
  }
  async keys(): Promise<string[]> {
    return [...this.data.keys()];
  }
}
