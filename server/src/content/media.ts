import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { alternatePath, MEDIA_ROOT } from '../../content/lib/media';

/** Only content-hashed file names in the content folder: content/<name>.<hash8>.<ext>. */
const SAFE = /^content\/[a-z0-9][a-z0-9-]{0,120}\.([0-9a-f]{8})\.(jpg|png|svg|webp|avif)$/;

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

/** Whether an Accept header names AVIF (browsers that decode it say so for images; a q=0 refuses it). */
const acceptsAvif = (accept: string | undefined) =>
  (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(/\s*;\s*/);
    return type === 'image/avif' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });

/**
 * The file to send for a requested one: a JPEG's or WebP's AVIF copy (content/lib/alternates.ts) when the browser
 * accepts AVIF and the release lists one, else the file itself; and whether the answer varies with Accept.
 */
export function negotiatedMedia(
  requested: string,
  accept: string | undefined,
  allowed: (rel: string) => unknown,
): { sent: string; variesWithAccept: boolean } {
  if (!/\.(jpg|webp)$/.test(requested)) return { sent: requested, variesWithAccept: false };
  const avif = alternatePath(requested, 'avif');
  return { sent: acceptsAvif(accept) && allowed(avif) ? avif : requested, variesWithAccept: true };
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
