import { validateCatalogue } from '../../content/lib/validate';
import type { Catalogue } from '../../content/lib/catalogue';
import type { Database } from '../db/index';
import { contentHash, readContentRelease, type ContentRelease } from './release';
import { insertRelease, latestHeads, type ReleaseHead } from './store';

function assertValid(c: Catalogue): void {
  const problems = validateCatalogue(c);
  if (problems.length) throw new Error('content invalid:\n- ' + problems.join('\n- '));
}

/** Validates and publishes a catalogue as a new release (publishedAt moves forward). */
export async function publishCatalogue(db: Database, c: Catalogue, status: 'published' | 'draft' = 'published'): Promise<ReleaseHead> {
  assertValid(c);
  return insertRelease(db, c, contentHash(c), status);
}

/**
 * For server start: publishes the built release unless the newest published release already has the same
 * content hash (then nothing is read beyond the catalogue). Returns the new release, or null when nothing
 * changed. A missing or stale release folder throws ContentReleaseError — the server never builds content.
 */
export async function publishContentIfChanged(
  db: Database,
  log: (msg: string) => void = () => undefined,
  release: ContentRelease = readContentRelease(),
): Promise<ReleaseHead | null> {
  const { published } = await latestHeads(db);
  if (published?.contentHash === release.hash) return null;
  assertValid(release.catalogue);
  const head = await insertRelease(db, release.catalogue, release.hash, 'published');
  log(`content: published release ${head.id} (${head.publishedAt.toISOString()})`);
  return head;
}
