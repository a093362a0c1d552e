/** Saved inspirations (SPEC: savedInspiration, ids newest first, unique). */
import type { KernelContext } from '../context';
import { storageKeys } from '../storage/keys';
import { createSerialQueue } from '../storage/serialQueue';
import { isStringList } from './guards';

export function withSaved(ids: string[], id: string): string[] {
  return [id, ...ids.filter((other) => other !== id)];
}
export function withoutSaved(ids: string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}

export function createSavedInspirationRepository(ctx: Pick<KernelContext, 'storage'>) {
  const serial = createSerialQueue();
  const key = storageKeys.savedInspiration;
  const read = async () => {
    const ids = (await ctx.storage.readJson(key, isStringList)) ?? [];
    return ids.filter((id, index) => ids.indexOf(id) === index);
  };
  const change = (next: (ids: string[]) => string[]) =>
    serial(async () => {
      const ids = next(await read());
      await ctx.storage.writeJson(key, ids);
      return ids;
    });
  return {
    list: read,
    save: (id: string) => change((ids) => withSaved(ids, String(id))),
    remove: (id: string) => change((ids) => withoutSaved(ids, String(id))),
  };
}
