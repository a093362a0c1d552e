/** Sync steps for pattern projects: push (create/update/delete), pull, delete locally, settle. */
import { copyName } from '../../domain/rules/validation';
import { hashOf } from '../../domain/sync/contentHash';
import type { SyncAction } from '../../domain/sync/planner';
import type { PatternProject, ProjectPattern, ServerPatternProject } from '../../domain/types';
import { newId, type KernelContext } from '../context';
import { logger } from '../logging/logger';
import { slimPattern, type ProjectRepository } from '../repositories/projects';
import type { StepRunner } from './executor';
import { withUploadableName } from './names';
import { acceptedWrite, isOwnEarlierWrite, landedWrite, withSentHash } from './sentHashes';

const DELETED = 'deleted';
const contentHash = (name: string, pattern: unknown, svg: string) => hashOf({ name, pattern, svg });
const serverHash = (item: ServerPatternProject) => (item.deleted ? DELETED : contentHash(item.name, item.sewing_pattern, item.svg ?? ''));

export function fromServerProject(item: ServerPatternProject): PatternProject {
  return {
    id: item.pattern_project_id,
    name: item.name ?? '',
    createdAt: Date.parse(item.created_at),
    updatedAt: Date.parse(item.updated_at),
    deleted: item.deleted,
    sewingPattern: item.deleted ? { id: String((item.sewing_pattern as { id?: unknown })?.id ?? ''), areas: [] } : slimPattern(item.sewing_pattern as unknown as ProjectPattern) /* the wire JSON is loose; slimPattern normalises it */,
    revision: item.revision,
    dirty: false,
  };
}

export function projectSteps(ctx: KernelContext, projects: ProjectRepository, account: string): StepRunner {
  const find = async (id: string) => (await projects.all(account)).find((project) => project.id === id);
  const replace = (id: string, next: (current: PatternProject | undefined) => PatternProject | undefined) =>
    projects.mutate(async (list) => {
      const current = list.find((project) => project.id === id);
      const updated = next(current);
      const rest = list.filter((project) => project.id !== id);
      return { list: updated ? [updated, ...rest] : rest, result: updated };
    }, account);

  /**
   * Stores the server copy under its id: files first, then one list write that also inserts a
   * "(Kopie)" if there is one, so a crash can neither lose the local edit nor copy it twice.
   */
  async function adopt(item: ServerPatternProject, copy?: PatternProject): Promise<void> {
    const id = item.pattern_project_id;
    const previous = await find(id);
    let files: string | undefined;
    if (!item.deleted) {
      if (item.svg === undefined) item = await ctx.api.getPatternProject(id);
      files = await projects.storeImages(id, item.svg ?? '', null);
    }
    await projects.mutate(async (list) => {
      const current = list.find((project) => project.id === id);
      const entry: PatternProject = item.deleted
        ? { ...(current ?? fromServerProject(item)), ...tombstoneOf(item) }
        : { ...fromServerProject(item), files };
      const rest = list.filter((project) => project.id !== id);
      return { list: [...(copy ? [copy] : []), entry, ...rest], result: undefined };
    }, account);
    if (previous && !previous.deleted && (item.deleted || previous.files !== files)) await projects.removeFiles(previous);
  }

  function tombstoneOf(item: ServerPatternProject): Partial<PatternProject> {
    return { deleted: true, dirty: false, revision: item.revision, updatedAt: Date.parse(item.updated_at), sentHashes: undefined };
  }

  /** The local edit lost a race: it becomes "<name> (Kopie)", a new project uploaded next. */
  async function makeCopy(local: PatternProject, svg: string): Promise<PatternProject> {
    const now = ctx.now();
    const copy: PatternProject = {
      id: newId(ctx),
      name: copyName(local.name),
      createdAt: now,
      updatedAt: Math.max(now, local.updatedAt),
      deleted: false,
      sewingPattern: local.sewingPattern,
      dirty: true,
    };
    copy.files = await projects.storeImages(copy.id, svg, await projects.pngOf(local));
    logger.info(`Concurrent edit of project ${local.id} kept as ${copy.id} '${copy.name}'.`);
    return copy;
  }

  async function push(action: Extract<SyncAction, { kind: 'push' }>, attempt = 0): Promise<SyncAction[] | void> {
    const local = await withUploadableName(await find(action.id), replace);
    if (!local || !local.dirty) return;
    const base = local.revision ?? (local.deleted ? action.baseRevision : 0);
    const svg = local.deleted ? '' : ((await projects.svgOf(local)) ?? '');
    const hash = local.deleted ? DELETED : contentHash(local.name, local.sewingPattern, svg);
    // The outbox entry records what is about to be sent before the request leaves.
    await replace(local.id, (current) => current && { ...current, sentHashes: withSentHash(current.sentHashes, hash) });
    const result = local.deleted
      ? await ctx.api.deletePatternProject(local.id, base)
      : await ctx.api.savePatternProject({ pattern_project_id: local.id, name: local.name, sewing_pattern: local.sewingPattern, svg, base_revision: base });

    if (result.status === 'ok') {
      await replace(local.id, acceptedWrite(local, result.item));
      return;
    }

    const server = result.item;
    const ownEarlierWrite = isOwnEarlierWrite(local, serverHash(server), hash);
    if (ownEarlierWrite && attempt < 2) {
      // A write of ours landed but its answer was lost: rebase onto the server's revision and retry.
      if (serverHash(server) === hash) {
        await replace(local.id, landedWrite(local, server.revision));
        return;
      }
      await replace(local.id, (current) => current && { ...current, revision: server.revision });
      return push({ ...action, baseRevision: server.revision }, attempt + 1);
    }
    // A real conflict: the server copy stays under the id; a local edit is kept as a copy.
    // (Edit beats a concurrent delete: a local tombstone simply yields to the server's live copy.)
    const copy = local.deleted ? undefined : await makeCopy(local, svg);
    await adopt(server, copy);
    return copy ? [{ kind: 'push', id: copy.id, deleted: false, baseRevision: 0 }] : [];
  }

  return {
    label: 'project',
    async run(action) {
      switch (action.kind) {
        case 'push':
          return push(action);
        case 'pull': {
          const item = await ctx.api.getPatternProject(action.id);
          const local = await find(action.id);
          // A local edit made while this sync ran goes up next time (and conflicts there if needed).
          if (local?.dirty) return;
          await adopt(item);
          return;
        }
        case 'delete-local': {
          const local = await find(action.id);
          if (local?.dirty) return;
          await replace(action.id, (current) => current && { ...current, deleted: true, dirty: false, revision: action.server.revision, sewingPattern: { id: current.sewingPattern.id, areas: [] } });
          if (local) await projects.removeFiles(local);
          return;
        }
        case 'settle':
          await replace(action.id, (current) => current && { ...current, dirty: current.deleted ? false : current.dirty, revision: action.revision ?? current.revision });
          return;
      }
    },
  };
}
