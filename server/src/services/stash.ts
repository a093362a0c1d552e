import { stashResponse, type ServerStashEntry, type StashEntryInput } from '@nahtlos/contract';
import {
  findStashEntryById,
  insertStashEntry,
  listStashOfUser,
  updateStashEntryAtRevision,
  type StashEntryRow as Row,
} from '../repositories/stashEntries';
import type { ServiceContext } from './context';
import { ensureRoomInStash } from './quotas';
import { versionedWrite, type WriteOutcome } from './versionedWrite';

/** The contract's server item; a tombstone keeps its fabric, size, note and day as they were. */
export function toApi(row: Row): ServerStashEntry {
  return {
    entry_id: row.id,
    fabric_id: row.fabricId,
    length_cm: row.lengthCm,
    width_cm: row.widthCm,
    note: row.note,
    bought_on: row.boughtOn,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted: row.deleted,
    revision: row.revision,
  };
}

/** The list response body `{ stash }` as UTF-8 JSON, from the read cache when possible (every sync reads it). */
export async function listStashJson(ctx: ServiceContext, userId: string): Promise<Buffer> {
  const key = `stash:${userId}`;
  const cached = ctx.cache.get<Buffer>(key);
  if (cached !== undefined) return cached;
  const generation = ctx.cache.generation(userId);
  // Through the contract's answer schema: only the keys the contract names leave the server.
  const rows = await listStashOfUser(ctx.db, userId);
  const body = Buffer.from(JSON.stringify(stashResponse.parse({ stash: rows.map(toApi) })));
  ctx.cache.set(key, userId, generation, body);
  return body;
}

export async function upsertStashEntry(ctx: ServiceContext, userId: string, input: StashEntryInput): Promise<WriteOutcome<Row>> {
  if (!input.deleted) await ensureRoomInStash(ctx, userId, input.entry_id);
  const outcome = await writeStashEntry(ctx, userId, input);
  if (outcome.kind === 'written') await ctx.cache.invalidateUser(userId);
  return outcome;
}

function writeStashEntry(ctx: ServiceContext, userId: string, input: StashEntryInput): Promise<WriteOutcome<Row>> {
  const now = ctx.options.now();
  const load = () => findStashEntryById(ctx.db, input.entry_id);
  if (input.deleted) {
    return versionedWrite<Row>({
      userId,
      baseRevision: input.base_revision,
      load,
      isNoop: (current) => current.deleted,
      update: (current) => updateStashEntryAtRevision(ctx.db, current, { deleted: true }, now),
    });
  }
  // note and day left out: kept as stored ('' and null on a new entry); '' and null clear them
  const changes = {
    fabricId: input.fabric_id,
    lengthCm: input.length_cm,
    widthCm: input.width_cm,
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.bought_on !== undefined ? { boughtOn: input.bought_on } : {}),
  };
  return versionedWrite<Row>({
    userId,
    baseRevision: input.base_revision,
    load,
    isNoop: (current) => !current.deleted && Object.entries(changes).every(([key, value]) => current[key as keyof Row] === value),
    insert: () => insertStashEntry(ctx.db, { id: input.entry_id, userId, note: '', boughtOn: null, ...changes, at: now }),
    update: (current) => updateStashEntryAtRevision(ctx.db, current, { ...changes, deleted: false }, now),
  });
}
