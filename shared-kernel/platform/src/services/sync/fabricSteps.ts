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
const contentHash = (fabric: { name: string; width: number; height: number }) =>
  hashOf({ name: fabric.name, width: fabric.width, height: fabric.height });
const serverHash = (item: ServerCustomFabric) => (item.deleted ? DELETED : contentHash(item));

export function fromServerFabric(item: ServerCustomFabric): CustomFabric {
  return {
    id: item.fabric_id,
    name: item.name,
    width: item.width,
    height: item.height,
    createdAt: Date.parse(item.created_at ?? item.updated_at),
    updatedAt: Date.parse(item.updated_at),
    deleted: item.deleted,
    revision: item.revision,
    dirty: false,
  };
}

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
      : await ctx.api.saveCustomFabric({ fabric_id: local.id, name: local.name, width: local.width, height: local.height, base_revision: base }, image);

    if (result.status === 'ok') {
      await replace(local.id, acceptedWrite(local, result.item));
      return;
    }

    const server = result.item;
    const ownEarlierWrite = isOwnEarlierWrite(local, serverHash(server), hash);
    if (ownEarlierWrite && attempt < 2) {
      if (serverHash(server) === hash) {
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
