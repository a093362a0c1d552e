import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The content sources (data, drawings, generators). */
export const CONTENT_DIR = join(__dirname, '..');
/**
 * The release folder `content:build` writes and the server publishes (gitignored): catalogue.json,
 * source-hash and media/. CONTENT_RELEASE_DIR moves it (a deployment's artifact, a test's empty folder).
 */
export const RELEASE_DIR = process.env.CONTENT_RELEASE_DIR ? resolve(process.env.CONTENT_RELEASE_DIR) : join(CONTENT_DIR, 'dist');
/** What a release folder holds: the catalogue, the hash of the sources it was built from, the media. */
export const releaseFiles = (dir: string) => ({ catalogue: join(dir, 'catalogue.json'), stamp: join(dir, 'source-hash'), media: join(dir, 'media') });
export const CATALOGUE_FILE = releaseFiles(RELEASE_DIR).catalogue;
/** Generated media; URL /media/content/<file> maps to MEDIA_ROOT/content/<file>. */
export const MEDIA_ROOT = releaseFiles(RELEASE_DIR).media;
export const MEDIA_URL = '/media';

export const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** content/<name>.<hash8>.<ext> → the same name and hash with `ext`: where a file's alternate encoding is kept. */
export const alternatePath = (rel: string, ext: keyof typeof TYPES) => rel.replace(/\.[a-z]+$/, `.${ext}`);

export interface MediaEntry {
  type: string;
  bytes: number;
}

/** Writes content-hashed media files and records them in a manifest (the allowlist the server serves). */
export class MediaWriter {
  readonly manifest: Record<string, MediaEntry> = {};
  constructor(readonly root = MEDIA_ROOT) {}

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

  /** Stores another encoding of the listed file `rel` beside it (same name and hash), served to browsers that accept it. */
  putAlternate(rel: string, ext: keyof typeof TYPES, data: Buffer): void {
    const alternate = alternatePath(rel, ext);
    writeFileSync(join(this.root, alternate), data);
    this.manifest[alternate] = { type: TYPES[ext], bytes: data.length };
  }
}
