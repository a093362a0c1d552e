import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { customFabrics } from '../db/schema';

/** Custom fabrics with their photos (JPEG), written only at the revision they were read at. */

export type CustomFabricRow = typeof customFabrics.$inferSelect;
/** A fabric without its photo: what lists and answers carry. */
export type ListedFabricRow = Omit<CustomFabricRow, 'image'>;
/** What a write reads and returns: the photo only when the write sends one (to compare it). */
export type StoredFabricRow = ListedFabricRow & { image?: Buffer | null };
type Changes = Partial<Pick<CustomFabricRow, 'name' | 'width' | 'height' | 'lengthCm' | 'widthCm' | 'image' | 'deleted'>>;

const listColumns = {
  id: customFabrics.id,
  userId: customFabrics.userId,
  name: customFabrics.name,
  width: customFabrics.width,
  height: customFabrics.height,
  lengthCm: customFabrics.lengthCm,
  widthCm: customFabrics.widthCm,
  revision: customFabrics.revision,
  deleted: customFabrics.deleted,
  createdAt: customFabrics.createdAt,
  updatedAt: customFabrics.updatedAt,
};

/** Every fabric of the user, tombstones included, newest first; without photos. */
export function listFabricsOfUser(db: Database, userId: string): Promise<ListedFabricRow[]> {
  return db
    .select(listColumns)
    .from(customFabrics)
    .where(eq(customFabrics.userId, userId))
    .orderBy(desc(customFabrics.updatedAt), desc(customFabrics.id));
}

export async function findFabricOfUser(db: Database, userId: string, id: string): Promise<ListedFabricRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(customFabrics)
    .where(and(eq(customFabrics.id, id), eq(customFabrics.userId, userId)));
  return row;
}

export async function findFabricPhoto(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ image: customFabrics.image, deleted: customFabrics.deleted })
    .from(customFabrics)
    .where(and(eq(customFabrics.id, id), eq(customFabrics.userId, userId)));
  return row;
}

/** Whoever owns it (a write must tell another user's id from an unknown one); the photo only when asked for. */
export async function findFabricById(db: Database, id: string, { withPhoto }: { withPhoto: boolean }): Promise<StoredFabricRow | undefined> {
  const columns = withPhoto ? { ...listColumns, image: customFabrics.image } : listColumns;
  return (await db.select(columns).from(customFabrics).where(eq(customFabrics.id, id)))[0];
}

/** Inserts a new fabric at revision 1; undefined when the id was taken meanwhile. */
export async function insertFabric(
  db: Database,
  fabric: Omit<CustomFabricRow, 'revision' | 'deleted' | 'createdAt' | 'updatedAt'> & { at: Date },
): Promise<ListedFabricRow | undefined> {
  const { at, ...values } = fabric;
  const [row] = await db
    .insert(customFabrics)
    .values({ ...values, revision: 1, deleted: false, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning(listColumns);
  return row;
}

/** Applies `changes` and counts the revision up, if the row is still at `current`'s revision; else undefined. */
export async function updateFabricAtRevision(
  db: Database,
  current: Pick<CustomFabricRow, 'id' | 'revision'>,
  changes: Changes,
  at: Date,
): Promise<ListedFabricRow | undefined> {
  return (
    await db
      .update(customFabrics)
      .set({ ...changes, revision: sql`${customFabrics.revision} + 1`, updatedAt: at })
      .where(and(eq(customFabrics.id, current.id), eq(customFabrics.revision, current.revision)))
      .returning(listColumns)
  )[0];
}

/** A fabric's stored size as the quotas count it: its photo. */
const fabricBytes = sql<number>`coalesce(octet_length(${customFabrics.image}), 0)`;

/** How many live (not deleted) fabrics the user has, and their stored bytes. */
export async function liveFabricUsage(db: Database, userId: string) {
  const [usage] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${fabricBytes}), 0)::bigint` })
    .from(customFabrics)
    .where(and(eq(customFabrics.userId, userId), eq(customFabrics.deleted, false)));
  return usage!;
}

/** A fabric's stored bytes and whether it is deleted, if the user has it. */
export async function findFabricSize(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ bytes: fabricBytes, deleted: customFabrics.deleted })
    .from(customFabrics)
    .where(and(eq(customFabrics.id, id), eq(customFabrics.userId, userId)));
  return row;
}
