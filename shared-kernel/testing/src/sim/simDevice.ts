/**
 * A simulated device for the sync simulation: its "disk" (a MemoryStore) survives app kills; the
 * app (kernel services) is rebuilt on every restart. Faults are injected per command: requests
 * lost before or after the server, 500, 401, a quota error on a write, and a kill at any await.
 */
import type { AxiosAdapter } from 'axios';
import { createApi } from '@nahtlos/platform/internal/services/api/endpoints';
import { createHttpClient } from '@nahtlos/platform/internal/services/api/http';
import { silentNotifications, svgAsPreview, type KernelContext } from '@nahtlos/platform/internal/services/context';
import { createDeviceServices, type DeviceServices } from '@nahtlos/platform/internal/services/device';
import { emptyContent } from '@nahtlos/platform/internal/domain/enrich';
import { MemoryStore, type KeyValueStore } from '@nahtlos/platform/internal/services/storage/keyValueStore';
import { SafeStorage } from '@nahtlos/platform/internal/services/storage/safeStorage';
import { storageKeys } from '@nahtlos/platform/internal/services/storage/keys';
import { stableJson } from '@nahtlos/contract/stableJson';
import { networkError, settle, toInjectRequest, type InjectRequest, type InProcessServer } from './inProcessServer';

export type RequestFault = 'lost-before' | 'lost-after' | '500' | '401';
export interface CommandFaults {
  /** request index within the command → fault */
  requests?: Record<number, RequestFault>;
  /** index of the store write that fails with a quota error */
  quotaAtWrite?: number;
  /** index of the operation (store access or request) at which the app is killed */
  killAtOp?: number;
}

export class Killed extends Error {
  constructor() {
    super('app killed');
  }
}

export interface Credentials {
  token: string;
  username: string;
}

export class SimDevice {
  readonly disk = new MemoryStore();
  services!: DeviceServices;
  private generation = 0;
  private faults: CommandFaults = {};
  /** Offline: the kernel is told so (`isOnline`), and any request that still leaves fails as unreachable. */
  online = true;
  private ops = 0;
  private requests = 0;
  private writes = 0;
  /** Write requests that reached the server, in order (for the replay check). */
  readonly delivered: InjectRequest[];
  /** Requests and writes sent in the current counting window. */
  counter = { requests: 0, writes: 0 };
  /** Every progress report (done, total) of this device's syncs. */
  readonly progress: { done: number; total: number }[] = [];

  constructor(
    readonly name: string,
    private readonly server: InProcessServer,
    private readonly credentials: Credentials,
    readonly skewMs: number,
    delivered: InjectRequest[],
    /** Deterministic ids (`<prefix>-<seq>`) instead of ULIDs, so runs can be compared across clock skews. */
    private readonly idPrefix?: string,
    /** Shared by the devices of one run. */
    readonly accepted: { id: string; name?: string; svg?: string; stash?: string }[] = [],
  ) {
    this.delivered = delivered;
  }
  private idSeq = 0;

  async boot(): Promise<void> {
    const generation = ++this.generation;
    const store = this.faultyStore(generation);
    const adapter = this.faultyAdapter(generation);
    const http = createHttpClient({
      adapter,
      getToken: () => services.session.token(),
      onUnauthorized: () => void services.session.expire(),
    });
    const ctx: KernelContext = {
      storage: new SafeStorage(store, () => Date.now() + this.skewMs),
      api: createApi(http),
      notify: { ...silentNotifications, syncProgressed: (progress) => void this.progress.push(progress) },
      now: () => Date.now() + this.skewMs,
      isOnline: () => this.online,
      content: () => emptyContent,
      renderPreview: svgAsPreview,
      ...(this.idPrefix ? { newId: () => `${this.idPrefix}-${String(++this.idSeq).padStart(6, '0')}` } : {}),
    };
    const services = createDeviceServices(ctx);
    this.services = services;
    await services.session.restore();
  }

  /** Puts the credentials on the device's disk (a login) and restores the session. */
  async login(): Promise<void> {
    await this.disk.setItem(storageKeys.token, this.credentials.token);
    await this.disk.setItem(storageKeys.username, this.credentials.username);
    await this.disk.setItem(storageKeys.loginStatus, true);
    await this.services.session.restore();
  }

  /** Runs one user/app action under the given faults; a kill restarts the app. */
  async run<T>(action: (services: DeviceServices) => Promise<T>, faults: CommandFaults = {}): Promise<{ value?: T; error?: unknown }> {
    this.faults = faults;
    this.ops = 0;
    this.requests = 0;
    this.writes = 0;
    let outcome: { value?: T; error?: unknown };
    try {
      outcome = { value: await action(this.services) };
    } catch (error) {
      outcome = { error };
    }
    this.faults = {};
    // Let fire-and-forget work (the silent logout) finish before looking at the session.
    await new Promise((resolve) => setImmediate(resolve));
    if (outcome.error instanceof Killed || this.killedDuringRun) {
      this.killedDuringRun = false;
      await this.boot();
    }
    if (!this.services.session.current().loggedIn) await this.login();
    return outcome;
  }

  private killedDuringRun = false;

  /** Writes the server accepted (id and content): an edit accepted once may later be built upon by a device that saw it. */
  private noteAccepted(payload: string): void {
    const body = JSON.parse(payload) as {
      patternProject?: { pattern_project_id: string; name?: string; svg?: string };
      customFabric?: { fabric_id: string; name?: string };
      stashEntry?: { entry_id: string; fabric_id: string; length_cm: number; width_cm: number; note: string; bought_on: string | null; deleted?: boolean };
    };
    if (body.patternProject) this.accepted.push({ id: body.patternProject.pattern_project_id, name: body.patternProject.name, svg: body.patternProject.svg });
    if (body.customFabric) this.accepted.push({ id: body.customFabric.fabric_id, name: body.customFabric.name });
    const entry = body.stashEntry;
    if (entry && !entry.deleted) {
      const piece = { fabricId: entry.fabric_id, lengthCm: entry.length_cm, widthCm: entry.width_cm, note: entry.note, boughtOn: entry.bought_on };
      this.accepted.push({ id: entry.entry_id, stash: stableJson(piece) });
    }
  }

  private tick(generation: number): void {
    if (generation !== this.generation) throw new Killed();
    if (this.faults.killAtOp !== undefined && this.ops++ === this.faults.killAtOp) {
      this.killedDuringRun = true;
      this.generation++; // everything of this app instance is dead from now on
      throw new Killed();
    }
  }

  private faultyStore(generation: number): KeyValueStore {
    const disk = this.disk;
    return {
      getItem: async (key) => {
        this.tick(generation);
        return disk.getItem(key);
      },
      setItem: async (key, value) => {
        this.tick(generation);
        if (this.faults.quotaAtWrite !== undefined && this.writes++ === this.faults.quotaAtWrite) {
          throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
        }
        return disk.setItem(key, value);
      },
      removeItem: async (key) => {
        this.tick(generation);
        return disk.removeItem(key);
      },
      keys: async () => {
        this.tick(generation);
        return disk.keys();
      },
    };
  }

  private faultyAdapter(generation: number): AxiosAdapter {
    return async (config) => {
      this.tick(generation);
      const request = toInjectRequest(config);
      const index = this.requests++;
      const fault = this.faults.requests?.[index];
      this.counter.requests++;
      if (!this.online) throw networkError(config);
      if (request.method !== 'GET') this.counter.writes++;
      if (fault === 'lost-before') throw networkError(config);
      if (fault === '500') return settle(config, { statusCode: 500, body: '{"error":"Interner Fehler."}', headers: {} });
      if (fault === '401') return settle(config, { statusCode: 401, body: '{"error":"Nicht angemeldet."}', headers: {} });
      const response = await this.server.inject(request);
      if (request.method !== 'GET') this.delivered.push(request);
      if (request.method === 'POST' && response.statusCode === 200 && request.payload) this.noteAccepted(request.payload);
      if (fault === 'lost-after') throw networkError(config);
      this.tick(generation);
      return settle(config, response);
    };
  }
}

/** A tiny valid JPEG (8×6) for custom fabrics. */
export const TINY_JPEG =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQABVf/9k=';
