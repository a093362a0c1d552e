import { patternProjectsResponse, stableJson, type PatternProjectInput, type ServerPatternProject } from '@nahtlos/contract';
import {
  findProjectById,
  findProjectOfUser,
  insertProject,
  listProjectsWithoutDrawings,
  updateProjectAtRevision,
  type PatternProjectRow as Row,
} from '../repositories/patternProjects';
import type { ServiceContext } from './context';
import { ensureRoomFor, sizeOfProject } from './quotas';
import { versionedWrite, type WriteOutcome } from './versionedWrite';

/** API shape: the spec's keys plus additive `name`, `revision` (and `svg` where the drawing is sent). */
export function toApi(row: Omit<Row, 'svg'> & { svg?: string }, withSvg: boolean): ServerPatternProject {
  return {
    pattern_project_id: row.id,
    name: row.name,
    sewing_pattern: row.sewingPattern,
    ...(withSvg ? { svg: row.svg ?? '' } : {}),
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    deleted: row.deleted,
    revision: row.revision,
  };
}

/**
 * The list response body `{ pattern_projects }` as UTF-8 JSON, from the read cache when possible
 * (the list is what every sync starts with, so it is the hottest read).
 */
export async function listProjectsJson(ctx: ServiceContext, userId: string): Promise<Buffer> {
  const key = `projects:${userId}`;
  const cached = ctx.cache.get<Buffer>(key);
  if (cached !== undefined) return cached;
  const generation = ctx.cache.generation(userId);
  // Cached as UTF-8 bytes: sending skips re-encoding ~25 KB per request.
  // Through the contract's answer schema: only the keys the contract names leave the server.
  const body = Buffer.from(JSON.stringify(patternProjectsResponse.parse({ pattern_projects: await listProjects(ctx, userId) })));
  ctx.cache.set(key, userId, generation, body);
  return body;
}

/** Lists every project of the user, tombstones included, newest first; without the (large) drawings. */
export async function listProjects(ctx: ServiceContext, userId: string) {
  const rows = await listProjectsWithoutDrawings(ctx.db, userId);
  return rows.map((row) => toApi(row, false));
}

export function getProject(ctx: ServiceContext, userId: string, id: string) {
  return findProjectOfUser(ctx.db, userId, id);
}

function loadById(ctx: ServiceContext, id: string) {
  return () => findProjectById(ctx.db, id);
}

/** Tombstones keep id, name and the pattern id only; the drawing is dropped. */
function tombstonePattern(row: Row) {
  const id = (row.sewingPattern as { id?: unknown })?.id;
  return id === undefined ? {} : { id };
}

export async function upsertProject(ctx: ServiceContext, userId: string, input: PatternProjectInput): Promise<WriteOutcome<Row>> {
  if (input.deleted !== true) await ensureRoomFor(ctx, 'projects', userId, input.pattern_project_id, sizeOfProject(input.svg, input.sewing_pattern));
  const outcome = await writeProject(ctx, userId, input);
  if (outcome.kind === 'written') await ctx.cache.invalidateUser(userId);
  return outcome;
}

function writeProject(ctx: ServiceContext, userId: string, input: PatternProjectInput): Promise<WriteOutcome<Row>> {
  const now = ctx.options.now();
  if (input.deleted === true) {
    return versionedWrite<Row>({
      userId,
      baseRevision: input.base_revision,
      load: loadById(ctx, input.pattern_project_id),
      isNoop: (current) => current.deleted,
      update: (current) => updateProjectAtRevision(ctx.db, current, { deleted: true, svg: '', sewingPattern: tombstonePattern(current) }, now),
    });
  }
  const values = { name: input.name, sewingPattern: input.sewing_pattern as Record<string, unknown>, svg: input.svg, deleted: false };
  return versionedWrite<Row>({
    userId,
    baseRevision: input.base_revision,
    load: loadById(ctx, input.pattern_project_id),
    isNoop: (current) =>
      !current.deleted &&
      current.name === values.name &&
      current.svg === values.svg &&
      stableJson(current.sewingPattern) === stableJson(values.sewingPattern),
    insert: () => insertProject(ctx.db, { id: input.pattern_project_id, userId, ...values, at: now }),
    update: (current) => updateProjectAtRevision(ctx.db, current, values, now),
  });
}
