import { and, desc, eq } from 'drizzle-orm';
import type { Catalogue } from '../../content/lib/catalogue';
import type { Database } from '../db/index';
import { contentReleases } from '../db/schema';

export interface ReleaseHead {
  id: number;
  status: 'published' | 'draft';
  publishedAt: Date;
  contentHash: string;
}

const head = {
  id: contentReleases.id,
  status: contentReleases.status,
  publishedAt: contentReleases.publishedAt,
  contentHash: contentReleases.contentHash,
};

/** The newest published release and the newest draft (heads only, without the catalogue). */
export async function latestHeads(db: Database): Promise<{ published: ReleaseHead | null; draft: ReleaseHead | null }> {
  const [published] = await db.select(head).from(contentReleases).where(eq(contentReleases.status, 'published')).orderBy(desc(contentReleases.publishedAt), desc(contentReleases.id)).limit(1);
  const [draft] = await db.select(head).from(contentReleases).where(eq(contentReleases.status, 'draft')).orderBy(desc(contentReleases.id)).limit(1);
  return { published: published ?? null, draft: draft ?? null };
}

export async function loadCatalogue(db: Database, id: number): Promise<Catalogue | null> {
  const [row] = await db.select({ catalogue: contentReleases.catalogue }).from(contentReleases).where(and(eq(contentReleases.id, id))).limit(1);
  return (row?.catalogue as Catalogue | undefined) ?? null;
}

/**
 * Stores a release. publishedAt always moves forward (strictly after every earlier release), so a client
 * comparing meta.publishedAt refreshes even when two releases land within one millisecond or a clock stepped back.
 */
export async function insertRelease(
  db: Database,
  catalogue: Catalogue,
  contentHash: string,
  status: 'published' | 'draft' = 'published',
  now = new Date(),
): Promise<ReleaseHead> {
  const [last] = await db.select(head).from(contentReleases).orderBy(desc(contentReleases.publishedAt)).limit(1);
  const publishedAt = last && last.publishedAt.getTime() >= now.getTime() ? new Date(last.publishedAt.getTime() + 1) : now;
  const [row] = await db.insert(contentReleases).values({ status, publishedAt, contentHash, catalogue }).returning(head);
  return row;
}
