import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { patternProjects } from '../db/schema';

/** Pattern projects (with their drawings), written only at the revision they were read at. */

export type PatternProjectRow = typeof patternProjects.$inferSelect;
type Changes = Partial<Pick<PatternProjectRow, 'name' | 'sewingPattern' | 'svg' | 'deleted'>>;

/** Every project of the user, tombstones included, newest first; without the (large) drawings. */
export function listProjectsWithoutDrawings(db: Database, userId: string) {
  const { svg: _svg, ...columns } = getTableColumns(patternProjects);
  return db
    .select(columns)
    .from(patternProjects)
    .where(eq(patternProjects.userId, userId))
    .orderBy(desc(patternProjects.updatedAt), desc(patternProjects.id));
}

export async function findProjectOfUser(db: Database, userId: string, id: string): Promise<PatternProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(patternProjects)
    .where(and(eq(patternProjects.id, id), eq(patternProjects.userId, userId)));
  return row;
}

/** Whoever owns it: a write must tell another user's id from an unknown one. */
export async function findProjectById(db: Database, id: string): Promise<PatternProjectRow | undefined> {
  return (await db.select().from(patternProjects).where(eq(patternProjects.id, id)))[0];
}

/** Inserts a new project at revision 1; undefined when the id was taken meanwhile. */
export async function insertProject(
  db: Database,
  project: Required<Changes> & { id: string; userId: string; at: Date },
): Promise<PatternProjectRow | undefined> {
  const { at, ...values } = project;
  return (await db.insert(patternProjects).values({ ...values, revision: 1, createdAt: at, updatedAt: at }).onConflictDoNothing().returning())[0];
}

/** Applies `changes` and counts the revision up, if the row is still at `current`'s revision; else undefined. */
export async function updateProjectAtRevision(
  db: Database,
  current: Pick<PatternProjectRow, 'id' | 'revision'>,
  changes: Changes,
  at: Date,
): Promise<PatternProjectRow | undefined> {
  return (
    await db
      .update(patternProjects)
      .set({ ...changes, revision: sql`${patternProjects.revision} + 1`, updatedAt: at })
      .where(and(eq(patternProjects.id, current.id), eq(patternProjects.revision, current.revision)))
      .returning()
  )[0];
}

/** A project's stored size as the quotas count it: its drawing and its pattern data. */
const projectBytes = sql<number>`octet_length(${patternProjects.svg}) + octet_length(${patternProjects.sewingPattern}::text)`;

/** How many live (not deleted) projects the user has, and their stored bytes. */
export async function liveProjectUsage(db: Database, userId: string) {
  const [usage] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${projectBytes}), 0)::bigint` })
    .from(patternProjects)
    .where(and(eq(patternProjects.userId, userId), eq(patternProjects.deleted, false)));
  return usage!;
}

/** A project's stored bytes and whether it is deleted, if the user has it. */
export async function findProjectSize(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ bytes: projectBytes, deleted: patternProjects.deleted })
    .from(patternProjects)
    .where(and(eq(patternProjects.id, id), eq(patternProjects.userId, userId)));
  return row;
}
