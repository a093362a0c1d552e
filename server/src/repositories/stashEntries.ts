import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { stashEntries } from '../db/schema';

/** Stash entries ('Mein Stoffvorrat'), written only at the revision they were read at. */

export type StashEntryRow = typeof stashEntries.$inferSelect;
type Changes = Partial<Pick<StashEntryRow, 'fabricId' | 'lengthCm' | 'widthCm' | 'note' | 'boughtOn' | 'deleted'>>;

/** Every entry of the user, tombstones included, newest first. */
export function listStashOfUser(db: Database, userId: string): Promise<StashEntryRow[]> {
  return db
    .select()
    .from(stashEntries)
    .where(eq(stashEntries.userId, userId))
    .orderBy(desc(stashEntries.updatedAt), desc(stashEntries.id));
}

/** Whoever owns it: a write must tell another user's id from an unknown one. */
export async function findStashEntryById(db: Database, id: string): Promise<StashEntryRow | undefined> {
  return (await db.select().from(stashEntries).where(eq(stashEntries.id, id)))[0];
}

/** Inserts a new entry at revision 1; undefined when the id was taken meanwhile. */
export async function insertStashEntry(
  db: Database,
  entry: Omit<StashEntryRow, 'revision' | 'deleted' | 'createdAt' | 'updatedAt'> & { at: Date },
): Promise<StashEntryRow | undefined> {
  const { at, ...values } = entry;
  const [row] = await db
    .insert(stashEntries)
    .values({ ...values, revision: 1, deleted: false, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Applies `changes` and counts the revision up, if the row is still at `current`'s revision; else undefined. */
export async function updateStashEntryAtRevision(
  db: Database,
  current: Pick<StashEntryRow, 'id' | 'revision'>,
  changes: Changes,
  at: Date,
): Promise<StashEntryRow | undefined> {
  return (
    await db
      .update(stashEntries)
      .set({ ...changes, revision: sql`${stashEntries.revision} + 1`, updatedAt: at })
      .where(and(eq(stashEntries.id, current.id), eq(stashEntries.revision, current.revision)))
      .returning()
  )[0];
}

/** How many live (not deleted) entries the user has. */
export async function countLiveStashEntries(db: Database, userId: string): Promise<number> {
  const [usage] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stashEntries)
    .where(and(eq(stashEntries.userId, userId), eq(stashEntries.deleted, false)));
  return Number(usage!.count);
}

/** Whether the user has this entry alive (a tombstone, another user's or an unknown id: false). */
export async function hasLiveStashEntry(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ deleted: stashEntries.deleted })
    .from(stashEntries)
    .where(and(eq(stashEntries.id, id), eq(stashEntries.userId, userId)));
  return row !== undefined && !row.deleted;
}
