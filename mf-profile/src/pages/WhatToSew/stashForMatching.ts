import type { Fabric, StashEntry as StoredStashEntry } from '@nahtlos/platform';
import type { StashEntry } from '@nahtlos/stash';

/** The stash as the matcher takes it, and each entry's fabric for showing a suggestion. */
export interface MatchableStash {
  entries: StashEntry[];
  /** entry id → the stored entry and its fabric */
  byId: Map<string, { entry: StoredStashEntry; fabric: Fabric }>;
}

/**
 * Resolves each stored entry's fabric among the shipped fabrics and the user's own (material 'custom': fits every
 * area). Entries whose fabric is unknown (not loaded yet, or an own fabric deleted since) are left out. The matcher
 * gets only what it needs of a fabric: it is posted to a worker.
 */
export function stashForMatching(stored: readonly StoredStashEntry[], fabrics: readonly Fabric[], own: readonly Fabric[]): MatchableStash {
  const fabricById = new Map([...fabrics, ...own.filter((fabric) => !fabric.deleted)].map((fabric) => [fabric.id, fabric]));
  const entries: StashEntry[] = [];
  const byId = new Map<string, { entry: StoredStashEntry; fabric: Fabric }>();
  for (const entry of stored) {
    const fabric = fabricById.get(entry.fabricId);
    if (!fabric || entry.deleted) continue;
    entries.push({ id: entry.id, fabric: { material: fabric.material, oneWay: fabric.oneWay ?? false }, lengthCm: entry.lengthCm, widthCm: entry.widthCm });
    byId.set(entry.id, { entry, fabric });
  }
  return { entries, byId };
}
