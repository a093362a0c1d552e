/**
 * The user's own photographed fabrics (SPEC section 3/4). The list lives under
 * `custom_fabrics:<account>`; each JPEG is a Blob under `fabrics/custom/<id>.jpeg`. Ids are ULIDs
 * (sortable, unique, generated on the device so retries are idempotent). Only custom fabrics can
 * be renamed or deleted; deletes leave a tombstone for sync.
 */
import { uploadableName, validateFabricSizeCm, validateName } from '../../domain/rules/validation';
import { platformStrings } from '../../strings';
import type { CustomFabric, Fabric } from '../../domain/types';
import { newId, type KernelContext } from '../context';
import { logger } from '../logging/logger';
import { base64ToBlob, objectUrl } from '../storage/blobs';
import { storageKeys } from '../storage/keys';
import { createSerialQueue } from '../storage/serialQueue';
import { ValidationError } from './errors';
import { isCustomFabric } from './guards';

/** The 'Eigene' material of custom fabrics (position 1000; one reading of the spec says 400). */
export { CUSTOM_MATERIAL } from '../../domain/materials';

export interface CustomFabricDraft {
  name: string;
  /** The cropped JPEG: a Blob, or base64 / data URL as the cropper hands it over. */
  image: Blob | string;
  width: number;
  height: number;
}

/** The piece of fabric the user owns, in whole cm ('Reicht mein Stoff?'); null: not given or cleared. */
export interface FabricSize {
  lengthCm: number | null;
  widthCm: number | null;
}

/** Newest first (ULIDs sort by creation time). */
export function sortCustomFabrics<T extends { id: string }>(fabrics: T[]): T[] {
  return [...fabrics].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export function createCustomFabricRepository(ctx: KernelContext, account: () => string) {
  const { storage } = ctx;
  const serial = createSerialQueue();
  const urls = new Map<string, string>();

  /** The stored list; an unreadable entry is set aside (and logged), the others are kept. Run inside `serial`. */
  async function read(forAccount = account()): Promise<CustomFabric[]> {
    return (await storage.readJsonList(storageKeys.customFabrics(forAccount), isCustomFabric)) ?? [];
  }
  /** Reads outside a change wait for running changes (a repair written back never races one). */
  const readNow = (forAccount?: string) => serial(() => read(forAccount));

  const repo = {
    /** Every record of the account, tombstones included (the sync engine's view). */
    all: (forAccount?: string) => readNow(forAccount),

    mutate<T>(change: (list: CustomFabric[]) => Promise<{ list: CustomFabric[]; result: T }>, forAccount?: string): Promise<T> {
      return serial(async () => {
        const { list, result } = await change(await read(forAccount));
        await storage.writeJson(storageKeys.customFabrics(forAccount ?? account()), sortCustomFabrics(list));
        return result;
      });
    },

    /** Live custom fabrics, newest first. */
    async list(): Promise<CustomFabric[]> {
      return sortCustomFabrics((await readNow()).filter((fabric) => !fabric.deleted));
    },

    /** Live custom fabrics in the fabric shape the library and configurator use (path = image URL). */
    async listAsFabrics(): Promise<Fabric[]> {
      const fabrics = await repo.list();
      const shaped = await Promise.all(fabrics.map(async (fabric) => repo.asFabric(fabric, await repo.imageUrl(fabric.id))));
      // A fabric whose image cannot load is skipped (SPEC section 8), after a log line.
      const canShow = typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
      return shaped.filter((fabric) => {
        if (fabric.path || !canShow) return true;
        logger.warn(`Custom fabric image missing for ${fabric.id}; skipped.`);
        return false;
      });
    },

    /**
     * Deleted own fabrics (tombstones) as designs still name them: 'Gelöschter Stoff' without an image (it is gone
     * with the fabric), the width kept so the designs keep their yardage; the owned length no longer applies.
     */
    async deletedAsFabrics(): Promise<Fabric[]> {
      const tombstones = (await readNow()).filter((fabric) => fabric.deleted);
      return tombstones.map((fabric) => {
        const { lengthCm: _owned, ...shape } = repo.asFabric(fabric, null);
        return { ...shape, name: platformStrings.fabrics.deleted, uploaded: true, deleted: true };
      });
    },

    asFabric(fabric: CustomFabric, url: string | null): Fabric {
      return {
        id: fabric.id,
        // a name stored under an older rule is shown as it will be uploaded (never reversed by direction controls)
        name: uploadableName(fabric.name),
        material: 'custom',
        variation: null,
        position: 0,
        thumbnail: url,
        path: url,
        headerPath: url,
        width: fabric.width,
        height: fabric.height,
        isCustom: true,
        slides: [],
        uploaded: !fabric.dirty && fabric.revision !== undefined,
        // the owned piece in cm: its width is what the yardage calls a fabric's usable width
        ...(fabric.widthCm ? { usableWidth: fabric.widthCm } : {}),
        ...(fabric.lengthCm ? { lengthCm: fabric.lengthCm } : {}),
      };
    },

    async image(id: string): Promise<Blob | null> {
      return storage.get<Blob>(storageKeys.customFabricImage(id));
    },

    async imageUrl(id: string): Promise<string | null> {
      const cached = urls.get(id);
      if (cached) return cached;
      const url = objectUrl(await repo.image(id));
      if (url) urls.set(id, url);
      return url;
    },

    async create(draft: CustomFabricDraft): Promise<CustomFabric> {
      const invalid = validateName(draft.name);
      if (invalid) throw new ValidationError(invalid);
      const now = ctx.now();
      const fabric: CustomFabric = {
        id: newId(ctx),
        name: draft.name.trim(),
        width: draft.width,
        height: draft.height,
        createdAt: now,
        updatedAt: now,
        deleted: false,
        dirty: true,
      };
      const blob = typeof draft.image === 'string' ? base64ToBlob(draft.image) : draft.image;
      try {
        await repo.mutate(async (list) => {
          await storage.set(storageKeys.customFabricImage(fabric.id), blob);
          return { list: [fabric, ...list], result: undefined };
        });
      } catch (error) {
        // e.g. a full disk while writing the list: no image of a fabric that does not exist stays behind
        await repo.removeImage(fabric.id);
        throw error;
      }
      ctx.notify.customFabricsChanged('saved');
      return fabric;
    },

    async rename(id: string, name: string): Promise<CustomFabric> {
      const invalid = validateName(name);
      if (invalid) throw new ValidationError(invalid);
      const renamed = await repo.mutate(async (list) => {
        const current = list.find((fabric) => fabric.id === id && !fabric.deleted);
        if (!current) throw new ValidationError('Nur eigene Stoffe können umbenannt werden.');
        const next = { ...current, name: name.trim(), updatedAt: Math.max(ctx.now(), current.updatedAt + 1), dirty: true };
        return { list: list.map((fabric) => (fabric.id === id ? next : fabric)), result: next };
      });
      ctx.notify.customFabricsChanged('renamed');
      return renamed;
    },

    /** Stores the owned piece's size on the device (synced like a rename); null clears a value. */
    async setFabricSize(id: string, size: FabricSize): Promise<CustomFabric> {
      const invalid = validateFabricSizeCm(size.lengthCm) ?? validateFabricSizeCm(size.widthCm);
      if (invalid) throw new ValidationError(invalid);
      const { fabric, changed } = await repo.mutate(async (list) => {
        const current = list.find((candidate) => candidate.id === id && !candidate.deleted);
        if (!current) throw new ValidationError('Nur eigene Stoffe haben eine Stoffgröße.');
        if (current.lengthCm === size.lengthCm && current.widthCm === size.widthCm) return { list, result: { fabric: current, changed: false } };
        const next = { ...current, ...size, updatedAt: Math.max(ctx.now(), current.updatedAt + 1), dirty: true };
        return { list: list.map((candidate) => (candidate.id === id ? next : candidate)), result: { fabric: next, changed: true } };
      });
      if (changed) ctx.notify.customFabricsChanged('resized');
      return fabric;
    },

    async remove(id: string): Promise<void> {
      const removed = await repo.mutate(async (list) => {
        const current = list.find((fabric) => fabric.id === id);
        if (!current) throw new ValidationError('Nur eigene Stoffe können gelöscht werden.');
        if (current.deleted) return { list, result: false };
        const tombstone = { ...current, deleted: true, updatedAt: Math.max(ctx.now(), current.updatedAt + 1), dirty: true };
        return { list: list.map((fabric) => (fabric.id === id ? tombstone : fabric)), result: true };
      });
      if (!removed) return;
      await repo.removeImage(id);
      ctx.notify.customFabricsChanged('deleted');
    },

    async removeImage(id: string): Promise<void> {
      const url = urls.get(id);
      if (url) URL.revokeObjectURL?.(url);
      urls.delete(id);
      await storage.remove(storageKeys.customFabricImage(id)).catch((error) => logger.error(`Could not remove image of ${id}.`, error));
    },
  };
  return repo;
}

export type CustomFabricRepository = ReturnType<typeof createCustomFabricRepository>;
