/**
 * Sync steps for the stash (issue 40), by the custom fabrics' rules without an image: push (create / change / tombstone
 * from the base revision), pull (from the list answer), delete locally, settle. A 409 that is one of our own earlier
 * writes (its answer was lost) is rebased; a real conflict keeps the server's copy under the id and the local change as
 * an entry of its own, its note marked "(Kopie)"; a change beats a concurrent removal.
 */
import { copyNote } from '../../domain/rules/stash';
import { hashOf } from '../../domain/sync/contentHash';
import type { SyncAction } from '../../domain/sync/planner';
import type { ServerStashEntry, StashEntry } from '../../domain/types';
import type { StashEntryUpload } from '../api/endpoints';
import { newId, type KernelContext } from '../context';
import { logger } from '../logging/logger';
import type { StashRepository } from '../repositories/stash';
import type { StepRunner } from './executor';
import { acceptedWrite, isOwnEarlierWrite, landedWrite, withSentHash } from './sentHashes';

const DELETED = 'deleted';

/** The fields a live write sends (all of them: the server keeps no value the device does not know). */
const writtenFields = (entry: Pick<StashEntry, 'fabricId' | 'lengthCm' | 'widthCm' | 'note' | 'boughtOn'>) => ({
  fabric_id: entry.fabricId,
  length_cm: entry.lengthCm,
  width_cm: entry.widthCm,
  note: entry.note,
  bought_on: entry.boughtOn,
});
const contentHash = (entry: StashEntry) => hashOf(writtenFields(entry));
const serverHash = (item: ServerStashEntry) => (item.deleted ? DELETED : contentHash(fromServerStashEntry(item)));

export function fromServerStashEntry(item: ServerStashEntry): StashEntry {
  return {
    id: item.entry_id,
    fabricId: item.fabric_id,
    lengthCm: item.length_cm,
    widthCm: item.width_cm,
    note: item.note,
    boughtOn: item.bought_on,
    createdAt: Date.parse(item.created_at),
    updatedAt: Date.parse(item.updated_at),
    deleted: item.deleted,
    revision: item.revision,
    dirty: false,
  };
}

/** `listed`: the server's list answer (the stash has no GET of one entry). */
export function stashSteps(ctx: KernelContext, stash: StashRepository, account: string, listed: Map<string, ServerStashEntry> = new Map()): StepRunner {
  const find = async (id: string) => (await stash.all(account)).find((entry) => entry.id === id);
  const replace = (id: string, next: (current: StashEntry | undefined) => StashEntry | undefined) =>
    stash.mutate(async (list) => {
      const current = list.find((entry) => entry.id === id);
      const updated = next(current);
      const rest = list.filter((entry) => entry.id !== id);
      return { list: updated ? [updated, ...rest] : rest, result: updated };
    }, account);

  /** Stores the server copy, inserting the local change's copy in the same list write: a crash neither loses nor doubles it. */
  async function adopt(item: ServerStashEntry, copy?: StashEntry): Promise<void> {
    await stash.mutate(async (list) => {
      const current = list.find((entry) => entry.id === item.entry_id);
      const entry: StashEntry = item.deleted
        ? { ...(current ?? fromServerStashEntry(item)), deleted: true, dirty: false, revision: item.revision, sentHashes: undefined }
        : fromServerStashEntry(item);
      const rest = list.filter((other) => other.id !== item.entry_id);
      return { list: [...(copy ? [copy] : []), entry, ...rest], result: undefined };
    }, account);
  }

  /** The local change lost a race: it becomes an entry of its own, uploaded next. */
  function makeCopy(local: StashEntry): StashEntry {
    const now = ctx.now();
    const copy: StashEntry = { ...local, id: newId(ctx), note: copyNote(local.note), createdAt: now, updatedAt: now, deleted: false, dirty: true, revision: undefined, sentHashes: undefined };
    logger.info(`Concurrent edit of stash entry ${local.id} kept as ${copy.id}.`);
    return copy;
  }

  async function push(action: Extract<SyncAction, { kind: 'push' }>, attempt = 0): Promise<SyncAction[] | void> {
    const local = await find(action.id);
    if (!local || !local.dirty) return;
    const base = local.revision ?? (local.deleted ? action.baseRevision : 0);
    const hash = local.deleted ? DELETED : contentHash(local);
    // The outbox entry records what is about to be sent before the request leaves.
    await replace(local.id, (current) => current && { ...current, sentHashes: withSentHash(current.sentHashes, hash) });
    const upload: StashEntryUpload = { entry_id: local.id, ...writtenFields(local), base_revision: base, deleted: false };
    const result = local.deleted ? await ctx.api.deleteStashEntry(local.id, base) : await ctx.api.saveStashEntry(upload);

    if (result.status === 'ok') {
      await replace(local.id, acceptedWrite(local, result.item));
      return;
    }

    const server = result.item;
    if (isOwnEarlierWrite(local, serverHash(server), hash) && attempt < 2) {
      if (serverHash(server) === hash) {
        await replace(local.id, landedWrite(local, server.revision));
        return;
      }
      await replace(local.id, (current) => current && { ...current, revision: server.revision });
      return push({ ...action, baseRevision: server.revision }, attempt + 1);
    }
    const copy = local.deleted ? undefined : makeCopy(local);
    await adopt(server, copy);
    return copy ? [{ kind: 'push', id: copy.id, deleted: false, baseRevision: 0 }] : [];
  }

  return {
    label: 'stash entry',
    async run(action) {
      switch (action.kind) {
        case 'push':
          return push(action);
        case 'pull': {
          const item = listed.get(action.id);
          // a local change made while this sync ran goes up next time (and conflicts there if needed)
          if (!item || (await find(action.id))?.dirty) return;
          await adopt(item);
          return;
        }
        case 'delete-local': {
          if ((await find(action.id))?.dirty) return;
          await replace(action.id, (current) => current && { ...current, deleted: true, dirty: false, revision: action.server.revision });
          return;
        }
        case 'settle':
          await replace(action.id, (current) => current && { ...current, dirty: current.deleted ? false : current.dirty, revision: action.revision ?? current.revision });
          return;
      }
    },
  };
}
