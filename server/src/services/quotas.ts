/**
 * Per-account quotas (issue 35): stored bytes (drawings, pattern data, fabric photos), projects,
 * custom fabrics and (issue 40) stash entries. A write that would grow an account past one is refused
 * whole with a German 413 before anything is stored; writes that shrink or keep its size (renames,
 * deletions, a smaller drawing) always go through, so an account over a lowered quota can still tidy
 * up. Two writes racing for the last room can both pass the check: a quota may be exceeded by one
 * item's size, not more.
 */
import { MAX_STASH_ENTRIES, STASH_FULL_MESSAGE } from '@nahtlos/contract';
import { HttpError } from '../http/errors';
import { findFabricSize, liveFabricUsage } from '../repositories/customFabrics';
import { findProjectSize, liveProjectUsage } from '../repositories/patternProjects';
import { countLiveStashEntries, hasLiveStashEntry } from '../repositories/stashEntries';
import type { ServiceContext } from './context';

/** A project's stored size as the quota counts it: its drawing and its pattern data. */
export const sizeOfProject = (svg: string, sewingPattern: unknown) => Buffer.byteLength(svg) + Buffer.byteLength(JSON.stringify(sewingPattern));

async function usage(ctx: ServiceContext, userId: string) {
  const projects = await liveProjectUsage(ctx.db, userId);
  const fabrics = await liveFabricUsage(ctx.db, userId);
  return { projects: Number(projects.count), customFabrics: Number(fabrics.count), bytes: Number(projects.bytes) + Number(fabrics.bytes) };
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024)).toLocaleString('de-DE');
const count = (value: number) => value.toLocaleString('de-DE');

/** The stored size of an item now (0 when it does not exist or is deleted) and whether it counts as an item. */
async function current(ctx: ServiceContext, kind: 'projects' | 'customFabrics', userId: string, id: string) {
  const row = kind === 'projects' ? await findProjectSize(ctx.db, userId, id) : await findFabricSize(ctx.db, userId, id);
  return row && !row.deleted ? { exists: true, bytes: Number(row.bytes) } : { exists: false, bytes: 0 };
}

/**
 * Refuses (413) a write of item `id` that stores `bytes` (undefined: its size does not change) when it
 * would take the account past a quota.
 */
export async function ensureRoomFor(ctx: ServiceContext, kind: 'projects' | 'customFabrics', userId: string, id: string, bytes: number | undefined) {
  const quotas = ctx.options.quotas;
  const before = await current(ctx, kind, userId, id);
  const addsItem = !before.exists;
  const grows = bytes === undefined ? 0 : bytes - before.bytes;
  if (!addsItem && grows <= 0) return;
  const used = await usage(ctx, userId);
  if (addsItem && used[kind] + 1 > quotas[kind]) {
    const message =
      kind === 'projects'
        ? `Du hast schon ${count(quotas.projects)} Projekte gespeichert, mehr geht nicht. Lösche alte Projekte, um neue zu speichern.`
        : `Du hast schon ${count(quotas.customFabrics)} eigene Stoffe gespeichert, mehr geht nicht. Lösche alte Stoffe, um neue zu speichern.`;
    throw new HttpError(413, message, { code: kind === 'projects' ? 'quota_projects' : 'quota_custom_fabrics' });
  }
  if (grows > 0 && used.bytes + grows > quotas.storedBytes) {
    throw new HttpError(413, `Dein Speicherplatz von ${megabytes(quotas.storedBytes)} MB ist voll. Lösche alte Projekte oder Stoffe, um Platz zu schaffen.`, {
      code: 'quota_storage',
    });
  }
}

/**
 * Refuses (413) a write that would add a live stash entry past `MAX_STASH_ENTRIES`; changing or deleting
 * an entry always passes. The limit is the contract's, not a setting: the app shows the same number in
 * its German message. An entry stores a few dozen bytes, so it does not count against the stored bytes.
 */
export async function ensureRoomInStash(ctx: ServiceContext, userId: string, id: string) {
  if (await hasLiveStashEntry(ctx.db, userId, id)) return;
  if ((await countLiveStashEntries(ctx.db, userId)) + 1 > MAX_STASH_ENTRIES) {
    throw new HttpError(413, STASH_FULL_MESSAGE, { code: 'quota_stash' });
  }
}
