/**
 * The sync planner: pure. Given the device's records and the server's list it decides, per id,
 * what the executor does. It keeps the spec's decision tables (SPEC section 4: only on server →
 * download; only local → upload unless deleted locally; both → the newer side wins, a newer
 * tombstone deletes the other side; equal → nothing), but "newer" is decided by the server's
 * revision, never by device clocks:
 *
 * - the device is newer  ⇔ it has an unconfirmed local change (`dirty`): push it with the revision
 *   it was based on; the server answers 409 with its copy if it changed meanwhile (the executor
 *   then keeps the local edit as "<name> (Kopie)" instead of dropping either side);
 * - the server is newer  ⇔ its revision differs from the one the device last confirmed: pull.
 *
 * Records from before revisions existed (no `revision`, not dirty) fall back to the spec's
 * timestamp comparison, custom fabrics at second precision.
 */
export interface LocalRecord {
  id: string;
  revision?: number;
  dirty: boolean;
  deleted: boolean;
  /** ms */
  updatedAt: number;
  /** Hashes of writes already sent for this record (a lost response may have applied one). */
  sentHashes?: string[];
}
export interface ServerRecord {
  id: string;
  revision: number;
  deleted: boolean;
  /** ISO time of the server's last change */
  updatedAt: string;
}

export type SyncAction =
  /** Upload the local change (create, update or delete) from `baseRevision` (0 = new). */
  | { kind: 'push'; id: string; deleted: boolean; baseRevision: number }
  /** Download the server copy. */
  | { kind: 'pull'; id: string; server: ServerRecord }
  /** The server deleted it and the device has no change: delete locally (no request). */
  | { kind: 'delete-local'; id: string; server: ServerRecord }
  /** Nothing to send; record the server's revision / clear the dirty flag (no request). */
  | { kind: 'settle'; id: string; revision?: number };

export interface PlanOptions {
  /** Custom fabrics compare legacy timestamps at second precision. */
  secondPrecision?: boolean;
}

const NONE = null;

function legacyDecision(local: LocalRecord, server: ServerRecord, options: PlanOptions): SyncAction | null {
  const unit = options.secondPrecision ? 1000 : 1;
  const localTime = Math.floor(local.updatedAt / unit);
  const serverTime = Math.floor(Date.parse(server.updatedAt) / unit);
  if (localTime > serverTime) {
    if (local.deleted && server.deleted) return { kind: 'settle', id: local.id, revision: server.revision };
    return { kind: 'push', id: local.id, deleted: local.deleted, baseRevision: server.revision };
  }
  if (localTime < serverTime) {
    if (server.deleted) return local.deleted ? { kind: 'settle', id: local.id, revision: server.revision } : { kind: 'delete-local', id: local.id, server };
    return { kind: 'pull', id: local.id, server };
  }
  // Equal, or the server copy is deleted and older: no change beyond remembering the revision.
  return { kind: 'settle', id: local.id, revision: server.revision };
}

export function planItem(local: LocalRecord | undefined, server: ServerRecord | undefined, options: PlanOptions = {}): SyncAction | null {
  if (!local && !server) return NONE;
  if (!local) return server!.deleted ? NONE : { kind: 'pull', id: server!.id, server: server! };
  if (!server) {
    if (local.deleted) return local.dirty ? { kind: 'settle', id: local.id } : NONE;
    if (local.dirty || local.revision === undefined) return { kind: 'push', id: local.id, deleted: false, baseRevision: 0 };
    // Confirmed once but gone from the server's list (server data reset): upload it again.
    return { kind: 'push', id: local.id, deleted: false, baseRevision: 0 };
  }
  if (local.dirty) {
    if (local.deleted && server.deleted) return { kind: 'settle', id: local.id, revision: server.revision };
    if (local.deleted && local.revision === undefined) {
      // Deleted before its first upload was confirmed, yet the server has it (the response was lost): delete it there.
      return { kind: 'push', id: local.id, deleted: true, baseRevision: server.revision };
    }
    return { kind: 'push', id: local.id, deleted: local.deleted, baseRevision: local.revision ?? 0 };
  }
  if (local.revision === undefined) return legacyDecision(local, server, options);
  if (local.revision === server.revision) return NONE;
  if (server.deleted) return local.deleted ? { kind: 'settle', id: local.id, revision: server.revision } : { kind: 'delete-local', id: local.id, server };
  return { kind: 'pull', id: local.id, server };
}

/** Plans a full sync: every id on either side. Order: pushes, then pulls, then local-only steps. */
export function planSync(local: LocalRecord[], server: ServerRecord[], options: PlanOptions = {}): SyncAction[] {
  const localById = new Map(local.map((record) => [record.id, record]));
  const serverById = new Map(server.map((record) => [record.id, record]));
  const ids = new Set([...localById.keys(), ...serverById.keys()]);
  const actions: SyncAction[] = [];
  for (const id of ids) {
    const action = planItem(localById.get(id), serverById.get(id), options);
    if (action) actions.push(action);
  }
  const order = { push: 0, pull: 1, 'delete-local': 2, settle: 3 } as const;
  return actions.sort((a, b) => order[a.kind] - order[b.kind] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Push-only plan (flush when going to the background): every dirty record, no list requests. */
export function planFlush(local: LocalRecord[]): SyncAction[] {
  // Ordered by id like planSync, never by (device-clock) update times.
  return [...local]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((record) => record.dirty)
    // A tombstone whose create may have reached the server waits for a full sync (it needs the server's revision).
    .filter((record) => !(record.deleted && record.revision === undefined && record.sentHashes?.length))
    .map((record): SyncAction =>
      record.deleted && record.revision === undefined
        ? { kind: 'settle', id: record.id }
        : { kind: 'push', id: record.id, deleted: record.deleted, baseRevision: record.revision ?? 0 },
    );
}

/** Requests an action costs (the list GETs are counted by the executor). */
export const sendsRequest = (action: SyncAction) => action.kind === 'push' || action.kind === 'pull';
