// AVIF copies of the content's photos and thumbnails: at the same look about half the bytes of their
// JPEG and a third less than their WebP. A phone's slow link carries the configurator's swatches beside
// the app's code, so every kilobyte there is time to a running app. The catalogue keeps the JPEG/WebP paths; the server
// sends the AVIF copy to a browser whose Accept names image/avif (src/content/media.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { mapLimit } from './mapLimit';
import { alternatePath, type MediaWriter } from './media';

/** Quality 50 of AVIF's scale looks like the originals' JPEG 80 / WebP 78 on these images (effort 4: the build stays quick). */
export const AVIF = { quality: 50, effort: 4 } as const;

/** Writes an AVIF copy of every JPEG and WebP the writer holds (and has none yet), where it is clearly smaller. */
export async function writeAvifAlternates(writer: MediaWriter, limit = 4): Promise<void> {
  const rasters = Object.entries(writer.manifest)
    .filter(([rel, entry]) => (entry.type === 'image/jpeg' || entry.type === 'image/webp') && !writer.manifest[alternatePath(rel, 'avif')])
    .map(([rel]) => rel);
  await mapLimit(rasters, limit, async (rel) => {
    const original = await readFile(join(writer.root, rel));
    const avif = await sharp(original).avif(AVIF).toBuffer();
    if (avif.length < original.length * 0.9) writer.putAlternate(rel, 'avif', avif);
  });
}
