/**
 * The stash ('Mein Stoffvorrat', issue 40): the pieces of fabric a user owns, stored on the device first under
 * `stash:<account>` (one JSON list, like the custom fabrics') and synced with the account. Ids are ULIDs made on the
 * device (retries are idempotent); removing leaves a tombstone for sync. Every entry the device stores is one the
 * server accepts: the contract's rules (domain/rules/stash.ts) and the account's limit are checked before writing.
 */
import { MAX_STASH_ENTRIES, validateStashEntry, type StashEntryDraft } from '../../domain/rules/stash';
import type { StashEntry } from '../../domain/types';
import { platformStrings } from '../../strings';
import { newId, type KernelContext } from '../context';
import { storageKeys } from '../storage/keys';
import { createSerialQueue } from '../storage/serialQueue';
import { ValidationError } from './errors';
import { isStashEntry } from './guards';

/**
 * Newest first, by creation time. Entries made in the same millisecond keep their stored order (the sort is stable and
 * a new entry is stored first); their ULIDs would not tell them apart, being random within a millisecond.
 */
export function sortStash<T extends { createdAt: number }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => b.createdAt - a.createdAt);
}

/** The draft as stored: trimmed note, '' and null for none. Throws the first problem as a ValidationError. */
function checkedFields(draft: StashEntryDraft): Pick<StashEntry, 'fabricId' | 'lengthCm' | 'widthCm' | 'note' | 'boughtOn'> {
  const problems = validateStashEntry(draft);
  const first = Object.values(problems)[0];
  if (first) throw new ValidationError(first);
  return { fabricId: draft.fabricId, lengthCm: draft.lengthCm, widthCm: draft.widthCm, note: (draft.note ?? '').trim(), boughtOn: draft.boughtOn ?? null };
}

const sameFields = (entry: StashEntry, fields: ReturnType<typeof checkedFields>) =>
  entry.fabricId === fields.fabricId &&
  entry.lengthCm === fields.lengthCm &&
  entry.widthCm === fields.widthCm &&
  entry.note === fields.note &&
  entry.boughtOn === fields.boughtOn;

export function createStashRepository(ctx: KernelContext, account: () => string) {
  const { storage } = ctx;
  const serial = createSerialQueue();

  /** The stored list; an unreadable entry is set aside (and logged), the others are kept. Run inside `serial`. */
  async function read(forAccount = account()): Promise<StashEntry[]> {
    return (await storage.readJsonList(storageKeys.stash(forAccount), isStashEntry)) ?? [];
  }
  const readNow = (forAccount?: string) => serial(() => read(forAccount));

  const repo = {
    /** Every record of the account, tombstones included (the sync engine's view). */
    all: (forAccount?: string) => readNow(forAccount),

    mutate<T>(change: (list: StashEntry[]) => Promise<{ list: StashEntry[]; result: T }>, forAccount?: string): Promise<T> {
      return serial(async () => {
        const { list, result } = await change(await read(forAccount));
        await storage.writeJson(storageKeys.stash(forAccount ?? account()), sortStash(list));
        return result;
      });
    },

    /** Live entries, newest first. */
    async list(): Promise<StashEntry[]> {
      return sortStash((await readNow()).filter((entry) => !entry.deleted));
    },

    /** A new piece of fabric in the stash; refused when the account's stash is full. */
    async add(draft: StashEntryDraft): Promise<StashEntry> {
      const fields = checkedFields(draft);
      const now = ctx.now();
      const entry: StashEntry = { id: newId(ctx), ...fields, createdAt: now, updatedAt: now, deleted: false, dirty: true };
      await repo.mutate(async (list) => {
        if (list.filter((other) => !other.deleted).length >= MAX_STASH_ENTRIES) throw new ValidationError(platformStrings.validation.stashFull);
        return { list: [entry, ...list], result: undefined };
      });
      ctx.notify.stashChanged('saved');
      return entry;
    },

    /** Changes a live entry (its fabric, size, note or day); an unchanged draft writes nothing. */
    async update(id: string, draft: StashEntryDraft): Promise<StashEntry> {
      const fields = checkedFields(draft);
      const { entry, changed } = await repo.mutate(async (list) => {
        const current = list.find((candidate) => candidate.id === id && !candidate.deleted);
        if (!current) throw new ValidationError(platformStrings.validation.stashEntryUnknown);
        if (sameFields(current, fields)) return { list, result: { entry: current, changed: false } };
        const next: StashEntry = { ...current, ...fields, updatedAt: Math.max(ctx.now(), current.updatedAt + 1), dirty: true };
        return { list: list.map((candidate) => (candidate.id === id ? next : candidate)), result: { entry: next, changed: true } };
      });
      if (changed) ctx.notify.stashChanged('saved');
      return entry;
    },

    /** Removes an entry: a tombstone stays for sync. Removing one already removed does nothing. */
    async remove(id: string): Promise<void> {
      const removed = await repo.mutate(async (list) => {
        const current = list.find((entry) => entry.id === id);
        if (!current) throw new ValidationError(platformStrings.validation.stashEntryUnknown);
        if (current.deleted) return { list, result: false };
        const tombstone = { ...current, deleted: true, updatedAt: Math.max(ctx.now(), current.updatedAt + 1), dirty: true };
        return { list: list.map((entry) => (entry.id === id ? tombstone : entry)), result: true };
      });
      if (removed) ctx.notify.stashChanged('deleted');
    },
  };
  return repo;
}

export type StashRepository = ReturnType<typeof createStashRepository>;
