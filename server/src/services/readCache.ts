/**
 * In-process cache for the hottest reads (bearer-token lookups and the per-user sync lists).
 *
 * Correctness: every write invalidates the user's entries here and is broadcast to other instances
 * (PostgreSQL LISTEN/NOTIFY when several instances share a database; PGlite is single-process).
 * A per-user generation counter stops a slow read from storing data older than a newer write.
 * Entries also expire after a TTL, which bounds staleness if a notification is ever lost.
 */
export interface CacheBroadcast {
  publish(message: string): Promise<void>;
}

interface Entry<T> {
  value: T;
  userId: string;
  expiresAt: number;
}

const MAX_ENTRIES = 20_000;

export class ReadCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  /** Counts every invalidation, for reads that do not know their user beforehand (token lookups). */
  private drops = 0;
  private broadcast?: CacheBroadcast;

  constructor(private readonly ttlMs = 60_000) {}

  connect(broadcast: CacheBroadcast | undefined): void {
    this.broadcast = broadcast;
  }

  /** Changes whenever the user's data (or the whole cache) is invalidated. */
  generation(userId: string): string {
    return `${this.epoch}:${this.generations.get(userId) ?? 0}`;
  }

  globalGeneration(): string {
    return `${this.epoch}:${this.drops}`;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      this.keysByUser.get(entry.userId)?.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Stores a value read at `generation`; ignored if the user's data changed meanwhile. */
  set<T>(key: string, userId: string, generation: string, value: T): void {
    if (this.generation(userId) !== generation) return;
    this.store(key, userId, value);
  }

  /** Like set, but checked against every invalidation since `generation` (from globalGeneration). */
  setGlobal<T>(key: string, userId: string, generation: string, value: T): void {
    if (this.globalGeneration() !== generation) return;
    this.store(key, userId, value);
  }

  private store<T>(key: string, userId: string, value: T): void {
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.entries.set(key, { value, userId, expiresAt: Date.now() + this.ttlMs });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  /** Drops everything cached for a user here, and tells the other instances. */
  async invalidateUser(userId: string): Promise<void> {
    this.dropUser(userId);
    await this.broadcast?.publish(`user:${userId}`).catch(() => undefined);
  }

  /** Applies an invalidation received from another instance (or our own echo). */
  receive(message: string): void {
    if (message.startsWith('user:')) this.dropUser(message.slice(5));
  }

  /** When notifications may have been missed (reconnect), forget everything. */
  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.keysByUser.clear();
    this.generations.clear();
  }

  private dropUser(userId: string): void {
    this.drops++;
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }
}
