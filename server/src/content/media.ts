import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_ROOT } from '../../content/lib/media';

/** Only content-hashed file names in the content folder: content/<name>.<hash8>.<ext>. */
const SAFE = /^content\/[a-z0-9][a-z0-9-]{0,120}\.([0-9a-f]{8})\.(jpg|png|svg|webp)$/;

/**
 * Resolves a requested media path to a file, or null. The path must look like a content-hashed name
 * (no dots besides the hash and extension, no slashes besides the folder, no percent signs, no
 * backslashes) and be listed in the media manifest of a served release.
 */
export function resolveMedia(requested: string, allowed: (rel: string) => unknown, root = MEDIA_ROOT): { file: string; hash: string } | null {
  const m = SAFE.exec(requested);
  if (!m || !allowed(requested)) return null;
  return { file: join(root, requested), hash: m[1] };
}

/** Small read-through cache of media bytes (all content media together are a few MB). */
export class MediaFiles {
  private readonly files = new Map<string, Buffer>();
  async read(file: string): Promise<Buffer | null> {
    const hit = this.files.get(file);
    if (hit) return hit;
    try {
      const buf = await readFile(file);
      if (this.files.size < 2000) this.files.set(file, buf);
      return buf;
    } catch {
      return null;
    }
  }
}
