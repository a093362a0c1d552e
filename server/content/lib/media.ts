import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONTENT_DIR = join(__dirname, '..');
/** Generated media live here (gitignored); URL /media/content/<file> maps to MEDIA_ROOT/content/<file>. */
export const MEDIA_ROOT = join(CONTENT_DIR, 'media');
export const MEDIA_URL = '/media';

export const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export interface MediaEntry {
  type: string;
  bytes: number;
}

/** Writes content-hashed media files and records them in a manifest (the allowlist the server serves). */
export class MediaWriter {
  readonly manifest: Record<string, MediaEntry> = {};
  constructor(private readonly root = MEDIA_ROOT) {}

  reset(): void {
    rmSync(join(this.root, 'content'), { recursive: true, force: true });
    mkdirSync(join(this.root, 'content'), { recursive: true });
  }

  /** Stores `data` as content/<name>.<hash8>.<ext> and returns its root-relative URL. */
  put(name: string, ext: keyof typeof TYPES, data: Buffer | string): string {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const hash = createHash('sha256').update(buf).digest('hex').slice(0, 8);
    const rel = `content/${name}.${hash}.${ext}`;
    writeFileSync(join(this.root, rel), buf);
    this.manifest[rel] = { type: TYPES[ext], bytes: buf.length };
    return `${MEDIA_URL}/${rel}`;
  }
}
