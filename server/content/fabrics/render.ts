import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { FabricSource } from '../data/fabrics';
import { rng } from '../lib/rng';
import { TILE, motifSvg } from './motifs';
import { palette } from './palette';
import { surfaceMap, surfaceOf, periodicNoise } from './surface';

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Raw RGB pixels (TILE × TILE) of a fabric: ground or melange, print, then surface. */
export function fabricPixels(f: FabricSource): Buffer {
  const hex = f.colors.map((c) => palette[c]);
  const px = Buffer.alloc(TILE * TILE * 3);
  if (f.motif === 'melange') {
    const rand = rng(f.id + ':melange');
    const streak = periodicNoise(TILE, 64, 4, rand);
    const [g, a, b] = hex.map(rgb);
    for (let i = 0; i < TILE * TILE; i++) {
      const v = rand() * 0.55 + streak[i] * 0.45;
      const c = v > 0.68 ? a : v < 0.3 ? b : g;
      const w = v > 0.68 ? Math.min(1, (v - 0.68) * 4) : v < 0.3 ? Math.min(1, (0.3 - v) * 4) : 0;
      for (let k = 0; k < 3; k++) px[i * 3 + k] = Math.round(g[k] + (c[k] - g[k]) * w * 0.8);
    }
  } else {
    const svg = motifSvg(f.motif, hex.slice(1), f.id) || `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}"/>`;
    const pixels = new Resvg(svg, { background: hex[0], fitTo: { mode: 'original' } }).render().pixels;
    for (let i = 0; i < TILE * TILE; i++) for (let k = 0; k < 3; k++) px[i * 3 + k] = pixels[i * 4 + k];
  }
  const m = surfaceMap(surfaceOf(f), TILE, f.id);
  for (let i = 0; i < TILE * TILE; i++)
    for (let k = 0; k < 3; k++) px[i * 3 + k] = Math.max(0, Math.min(255, Math.round(px[i * 3 + k] * m[i])));
  return px;
}

export interface FabricImages {
  tile: Buffer;
  thumb: Buffer;
  header: Buffer;
  detail: Buffer;
}

const raw = (px: Buffer) => sharp(px, { raw: { width: TILE, height: TILE, channels: 3 } });

/**
 * Encodes the tile (JPEG, TILE px), a 160 px thumbnail, a 960×540 header and a close-up detail slide. The thumbnail is
 * WebP: a third smaller than the JPEG at the same look (136 → 87 KB over the 64 fabrics), and the configurator's and
 * the library's first screens each fetch a row of them beside the app's code.
 */
export async function fabricImages(f: FabricSource): Promise<FabricImages> {
  const px = fabricPixels(f);
  const jpeg = { quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' } as const;
  const tile = await raw(px).jpeg(jpeg).toBuffer();
  const thumb = await raw(px).extract({ left: 128, top: 128, width: 256, height: 256 }).resize(160, 160).webp({ quality: 78 }).toBuffer();
  const rawPng = await raw(px).png().toBuffer();
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540"><defs><radialGradient id="g" cx="30%" cy="25%" r="90%">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></radialGradient></defs>` +
      `<rect width="960" height="540" fill="url(#g)"/></svg>`,
  );
  const headerBase = await sharp({ create: { width: 960, height: 540, channels: 3, background: '#ffffff' } })
    .composite([{ input: rawPng, tile: true, left: 0, top: 0 }])
    .png()
    .toBuffer();
  const header = await sharp(headerBase).composite([{ input: light }]).jpeg({ ...jpeg, quality: 76 }).toBuffer();
  const detail = await raw(px).extract({ left: 64, top: 64, width: 256, height: 256 }).resize(512, 512, { kernel: 'cubic' }).jpeg({ ...jpeg, quality: 74 }).toBuffer();
  return { tile, thumb, header, detail };
}
