import { patternProjectsResponse, stableJson, type PatternProjectInput, type ServerPatternProject } from '@nahtlos/contract';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { patternProjects } from '../db/schema';
import type { ServiceContext } from './context';
import { ensureRoomFor, sizeOfProject } from './quotas';
import { versionedWrite, type WriteOutcome } from './versionedWrite';

type Row = typeof patternProjects.$inferSelect;

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
  const { svg: _svg, ...columns } = getTableColumns(patternProjects);
  const rows = await ctx.db
    .select(columns)
    .from(patternProjects)
    .where(eq(patternProjects.userId, userId))
    .orderBy(desc(patternProjects.updatedAt), desc(patternProjects.id));
  return rows.map((row) => toApi(row, false));
}

export async function getProject(ctx: ServiceContext, userId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(patternProjects)
    .where(and(eq(patternProjects.id, id), eq(patternProjects.userId, userId)));
  return row;
}

function loadById(ctx: ServiceContext, id: string) {
  return async () => (await ctx.db.select().from(patternProjects).where(eq(patternProjects.id, id)))[0];
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
  const where = (current: Row) => and(eq(patternProjects.id, current.id), eq(patternProjects.revision, current.revision));
  if (input.deleted === true) {
    return versionedWrite<Row>({
      userId,
      baseRevision: input.base_revision,
      load: loadById(ctx, input.pattern_project_id),
      isNoop: (current) => current.deleted,
      update: async (current) =>
        (
          await ctx.db
            .update(patternProjects)
            .set({ deleted: true, svg: '', sewingPattern: tombstonePattern(current), revision: sql`${patternProjects.revision} + 1`, updatedAt: now })
            .where(where(current))
            .returning()
        )[0],
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
    insert: async () =>
      (
        await ctx.db
          .insert(patternProjects)
          .values({ id: input.pattern_project_id, userId, ...values, revision: 1, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning()
      )[0],
    update: async (current) =>
      (
        await ctx.db
          .update(patternProjects)
          .set({ ...values, revision: sql`${patternProjects.revision} + 1`, updatedAt: now })
          .where(where(current))
          .returning()
      )[0],
  });
}
