import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildContent, contentHash, DIST_FILE, writeCatalogue } from '../../content/lib/build';
import type { Catalogue } from '../../content/lib/catalogue';
import { MEDIA_ROOT } from '../../content/lib/media';
import { sourceHash, STAMP_FILE } from '../../content/lib/source-hash';
import { validateCatalogue } from '../../content/lib/validate';
import type { Database } from '../db/index';
import { insertRelease, latestHeads, type ReleaseHead } from './store';

function current(): Catalogue | null {
  if (!existsSync(DIST_FILE) || !existsSync(STAMP_FILE) || readFileSync(STAMP_FILE, 'utf8') !== sourceHash()) return null;
  const c = JSON.parse(readFileSync(DIST_FILE, 'utf8')) as Catalogue;
  return Object.keys(c.media).every((rel) => existsSync(join(MEDIA_ROOT, rel))) ? c : null;
}

const LOCK = join(DIST_FILE, '..', '.build-lock');

/** Cross-process lock (parallel test workers, a server and a script) around a build. */
async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  mkdirSync(join(DIST_FILE, '..'), { recursive: true });
  for (let waited = 0; ; waited += 250) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // a lock older than two minutes belongs to a crashed build
      if (waited > 120_000 || Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 120_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** The built catalogue, rebuilding it (media included) when missing, stale or incomplete. */
export async function ensureBuilt(log: (msg: string) => void = () => undefined): Promise<Catalogue> {
  const ready = current();
  if (ready) return ready;
  return withBuildLock(async () => {
    const again = current();
    if (again) return again;
    log('content: building catalogue and media …');
    const c = await buildContent();
    const problems = validateCatalogue(c);
    if (problems.length) throw new Error('content invalid:\n- ' + problems.join('\n- '));
    writeCatalogue(c);
    return c;
  });
}

/** Validates and publishes a catalogue as a new release (publishedAt moves forward). */
export async function publishCatalogue(db: Database, c: Catalogue, status: 'published' | 'draft' = 'published'): Promise<ReleaseHead> {
  const problems = validateCatalogue(c);
  if (problems.length) throw new Error('content invalid:\n- ' + problems.join('\n- '));
  return insertRelease(db, c, contentHash(c), status);
}

/**
 * For server start: builds the content if needed and publishes it unless the newest published release
 * already has the same content hash. Returns the new release, or null when nothing changed.
 */
export async function publishContentIfChanged(db: Database, log: (msg: string) => void = () => undefined): Promise<ReleaseHead | null> {
  const c = await ensureBuilt(log);
  const hash = contentHash(c);
  const { published } = await latestHeads(db);
  if (published?.contentHash === hash) return null;
  const release = await insertRelease(db, c, hash, 'published');
  log(`content: published release ${release.id} (${release.publishedAt.toISOString()})`);
  return release;
}
