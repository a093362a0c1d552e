/**
 * Large but legal photo-like images for the image benches, made once and cached in the temp folder:
 * smooth noise scaled up, so the JPEG is a realistic size (a few MB) rather than a flat 200 KB.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export async function photoJpeg(width: number, height: number, progressive = false): Promise<Buffer> {
  return readFileSync(await photoJpegFile(width, height, progressive));
}

/** The cached file of photoJpeg(width, height, progressive). */
export async function photoJpegFile(width: number, height: number, progressive = false): Promise<string> {
  const file = path.join(os.tmpdir(), `nahtlos-bench-${width}x${height}${progressive ? '-progressive' : ''}.jpg`);
  if (existsSync(file)) return file;
  const small = await sharp({
    create: { width: Math.ceil(width / 10), height: Math.ceil(height / 10), channels: 3, background: '#b07050', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp(small, { limitInputPixels: false })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 85, progressive })
    .toBuffer();
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, jpeg);
  renameSync(partial, file);
  return file;
}
