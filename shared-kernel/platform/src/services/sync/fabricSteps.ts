/** Sync steps for custom fabrics: push (create with image / rename / delete), pull (with image), delete locally, settle. */
import { copyName } from '../../domain/rules/validation';
import { hashOf } from '../../domain/sync/contentHash';
import type { SyncAction } from '../../domain/sync/planner';
import type { CustomFabric, ServerCustomFabric } from '../../domain/types';
import { newId, type KernelContext } from '../context';
import { logger } from '../logging/logger';
import type { CustomFabricRepository } from '../repositories/customFabrics';
import { base64ToBlob, blobToBase64 } from '../storage/blobs';
import { storageKeys } from '../storage/keys';
import type { StepRunner } from './executor';
import { withUploadableName } from './names';
import { acceptedWrite, isOwnEarlierWrite, landedWrite, withSentHash } from './sentHashes';

const DELETED = 'deleted';
/**
 * The fields a write sends: the size in cm only where the device knows it (left out, the server keeps its
 * value), so a fabric without one sends and hashes exactly as before 2.5.
 */
const writtenFields = (fabric: CustomFabric) => ({
  name: fabric.name,
  width: fabric.width,
  height: fabric.height,
  ...(fabric.lengthCm !== undefined ? { length_cm: fabric.lengthCm } : {}),
  ...(fabric.widthCm !== undefined ? { width_cm: fabric.widthCm } : {}),
});
const contentHash = (fabric: CustomFabric) => hashOf(writtenFields(fabric));
/** The server copy's hash over the fields `local` writes: a size the device does not know was no part of its write. */
function serverHash(item: ServerCustomFabric, local: CustomFabric): string {
  if (item.deleted) return DELETED;
  const server = fromServerFabric(item);
  return contentHash({
    ...server,
    lengthCm: local.lengthCm === undefined ? undefined : (server.lengthCm ?? null),
    widthCm: local.widthCm === undefined ? undefined : (server.widthCm ?? null),
  });
}

/** The size a server item carries; a server before contract 1.2 sends none: unknown (left out), not cleared. */
const sizeOf = (item: ServerCustomFabric): Pick<CustomFabric, 'lengthCm' | 'widthCm'> => ({
  ...(item.length_cm !== undefined ? { lengthCm: item.length_cm } : {}),
  ...(item.width_cm !== undefined ? { widthCm: item.width_cm } : {}),
});

export function fromServerFabric(item: ServerCustomFabric): CustomFabric {
  return {
    id: item.fabric_id,
    name: item.name,
    width: item.width,
    height: item.height,
    ...sizeOf(item),
    createdAt: Date.parse(item.created_at ?? item.updated_at),
    updatedAt: Date.parse(item.updated_at),
    deleted: item.deleted,
    revision: item.revision,
    dirty: false,
  };
}

/**
 * An accepted write's answer may know a size this device does not (kept by the server from another device's
 * write): it is taken, unless the record changed while the write was out (then the local change goes next).
 */
const withAnsweredSize = (item: ServerCustomFabric | null) => (record: CustomFabric | undefined) =>
  record && item && !record.dirty ? { ...record, ...sizeOf(item) } : record;

/** `listed`: the server's list answer, so a pull needs no extra GET of the fabric itself (only its image). */
export function fabricSteps(
  ctx: KernelContext,
  fabrics: CustomFabricRepository,
  account: string,
  listed: Map<string, ServerCustomFabric> = new Map(),
): StepRunner {
  const find = async (id: string) => (await fabrics.all(account)).find((fabric) => fabric.id === id);
  const replace = (id: string, next: (current: CustomFabric | undefined) => CustomFabric | undefined) =>
    fabrics.mutate(async (list) => {
      const current = list.find((fabric) => fabric.id === id);
      const updated = next(current);
      const rest = list.filter((fabric) => fabric.id !== id);
      return { list: updated ? [updated, ...rest] : rest, result: updated };
    }, account);

  /** Stores the server copy (image first), inserting a "(Kopie)" in the same list write if there is one. */
  async function adopt(item: ServerCustomFabric, copy?: CustomFabric): Promise<void> {
    const id = item.fabric_id;
    if (!item.deleted && !(await fabrics.image(id))) {
      const base64 = await ctx.api.getCustomFabricImage(id);
      await ctx.storage.set(storageKeys.customFabricImage(id), base64ToBlob(base64));
    }
    await fabrics.mutate(async (list) => {
      const current = list.find((fabric) => fabric.id === id);
      const entry: CustomFabric = item.deleted
        ? { ...(current ?? fromServerFabric(item)), deleted: true, dirty: false, revision: item.revision, sentHashes: undefined }
        : fromServerFabric(item);
      const rest = list.filter((fabric) => fabric.id !== id);
      return { list: [...(copy ? [copy] : []), entry, ...rest], result: undefined };
    }, account);
    if (item.deleted) await fabrics.removeImage(id);
  }

  /** The local rename lost a race: it becomes "<name> (Kopie)" with a copy of the image. */
  async function makeCopy(local: CustomFabric): Promise<CustomFabric | undefined> {
    const image = await fabrics.image(local.id);
    if (!image) {
      logger.error(`Concurrent rename of fabric ${local.id} could not be kept: its image is missing.`);
      return undefined;
    }
    const now = ctx.now();
    const copy: CustomFabric = { ...local, id: newId(ctx), name: copyName(local.name), createdAt: now, updatedAt: now, deleted: false, dirty: true, revision: undefined, sentHashes: undefined };
    await ctx.storage.set(storageKeys.customFabricImage(copy.id), image);
    logger.info(`Concurrent edit of fabric ${local.id} kept as ${copy.id} '${copy.name}'.`);
    return copy;
  }

  async function push(action: Extract<SyncAction, { kind: 'push' }>, attempt = 0): Promise<SyncAction[] | void> {
    const local = await withUploadableName(await find(action.id), replace);
    if (!local || !local.dirty) return;
    const base = local.revision ?? (local.deleted ? action.baseRevision : 0);
    const hash = local.deleted ? DELETED : contentHash(local);
    let image: string | undefined;
    if (!local.deleted && local.revision === undefined) {
      const blob = await fabrics.image(local.id);
      if (!blob) throw new Error(`image of custom fabric ${local.id} missing`);
      image = await blobToBase64(blob);
    }
    await replace(local.id, (current) => current && { ...current, sentHashes: withSentHash(current.sentHashes, hash) });
    const result = local.deleted
      ? await ctx.api.deleteCustomFabric(local.id, base)
      : await ctx.api.saveCustomFabric({ fabric_id: local.id, ...writtenFields(local), base_revision: base }, image);

    if (result.status === 'ok') {
      await replace(local.id, (current) => withAnsweredSize(result.item)(acceptedWrite(local, result.item)(current)));
      return;
    }

    const server = result.item;
    const ownEarlierWrite = isOwnEarlierWrite(local, serverHash(server, local), hash);
    if (ownEarlierWrite && attempt < 2) {
      if (serverHash(server, local) === hash) {
        await replace(local.id, landedWrite(local, server.revision));
        return;
      }
      await replace(local.id, (current) => current && { ...current, revision: server.revision });
      return push({ ...action, baseRevision: server.revision }, attempt + 1);
    }
    const copy = local.deleted ? undefined : await makeCopy(local);
    await adopt(server, copy);
    return copy ? [{ kind: 'push', id: copy.id, deleted: false, baseRevision: 0 }] : [];
  }

  return {
    label: 'custom fabric',
    async run(action) {
      switch (action.kind) {
        case 'push':
          return push(action);
        case 'pull': {
          const local = await find(action.id);
          if (local?.dirty) return;
          const item = listed.get(action.id) ?? (await ctx.api.getCustomFabric(action.id));
          if ((await find(action.id))?.dirty) return;
          await adopt(item);
          return;
        }
        case 'delete-local': {
          const local = await find(action.id);
          if (local?.dirty) return;
          await replace(action.id, (current) => current && { ...current, deleted: true, dirty: false, revision: action.server.revision });
          await fabrics.removeImage(action.id);
          return;
        }
        case 'settle':
          await replace(action.id, (current) => current && { ...current, dirty: current.deleted ? false : current.dirty, revision: action.revision ?? current.revision });
          return;
      }
    },
  };
}
