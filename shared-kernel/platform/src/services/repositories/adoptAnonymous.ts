/**
 * Work made while logged out belongs to 'anonymous'. On login it moves into the account (marked
 * for upload), as the spec's single project list would have uploaded it; it never moves from one
 * account to another. The account list is written before the anonymous one is emptied, so a crash
 * in between leaves a duplicate that the next adoption skips (same ids), never a loss.
 */
import { ANONYMOUS } from '../storage/keys';
import type { CustomFabricRepository } from './customFabrics';
import type { ProjectRepository } from './projects';
import type { StashRepository } from './stash';

/** The per-account lists that move: projects, own fabrics and the stash. */
export interface AdoptedLists {
  projects: ProjectRepository;
  customFabrics: CustomFabricRepository;
  stash: StashRepository;
}

export async function adoptAnonymousData(account: string, { projects, customFabrics, stash }: AdoptedLists): Promise<number> {
  if (account === ANONYMOUS) return 0;
  let moved = 0;
  for (const repo of [projects, customFabrics, stash] as const) {
    const mutate = repo.mutate as ProjectRepository['mutate'];
    const waiting = (await repo.all(ANONYMOUS)).filter((record) => !record.deleted);
    if (waiting.length === 0) continue;
    await mutate(async (list) => {
      const known = new Set(list.map((record) => record.id));
      const fresh = waiting
        .filter((record) => !known.has(record.id))
        .map((record) => ({ ...record, revision: undefined, dirty: true, sentHashes: undefined })) as unknown as typeof list;
      moved += fresh.length;
      return { list: [...fresh, ...list], result: undefined };
    }, account);
    await mutate(async () => ({ list: [], result: undefined }), ANONYMOUS);
  }
  return moved;
}
