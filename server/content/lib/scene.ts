import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { VIEW_H, VIEW_W } from '../patterns/draw';
import { composedSvg } from '../patterns/svg';
import type { Garment } from '../patterns/types';
import { rng } from './rng';

/** A fill source: a fabric tile (JPEG bytes) or a plain hex colour. */
export type FillSource = { tile: Buffer } | { color: string };

export interface SceneSpec {
  width: number;
  height: number;
  bg: string;
  garments: { garment: Garment; fills: FillSource[] }[];
  swatches: FillSource[];
  seed: string;
}

/** SVG <pattern> for a fabric tile: the tile (512 px) is drawn at `size` user units. */
export function fabricPattern(id: string, tile: Buffer, size: number): string {
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}"><image href="data:image/jpeg;base64,${tile.toString('base64')}" width="${size}" height="${size}"/></pattern>`;
}

/** A garment with fills, as a standalone SVG document (fills referencing patterns are defined inside). */
export function filledGarmentSvg(g: Garment, fills: FillSource[], prefix: string): string {
  let defs = '';
  const map: Record<string, string> = {};
  g.areas.forEach((a, i) => {
    const f = fills[i % Math.max(1, fills.length)] ?? { color: '#ffffff' };
    if ('color' in f) map[a.id] = f.color;
    else {
      const id = `${prefix}f${i}`;
      // tile scaled to cover the pattern (SPEC section 9)
      defs += fabricPattern(id, f.tile, Math.max(VIEW_W, VIEW_H));
      map[a.id] = `url(#${id})`;
    }
  });
  return composedSvg(g, map, defs, prefix);
}

/** Renders a composition of garments and fabric swatches on a coloured ground to JPEG. */
export async function renderScene(s: SceneSpec, quality = 80): Promise<Buffer> {
  const rand = rng(s.seed);
  let body = `<rect width="${s.width}" height="${s.height}" fill="${s.bg}"/>`;
  let defs = '';
  // swatches: rotated rounded squares along the lower edge
  const sw = Math.round(Math.min(s.width, s.height) * 0.34);
  s.swatches.forEach((f, i) => {
    const n = s.swatches.length;
    const x = s.garments.length ? (i % 2 ? s.width - sw * 0.9 - (i >> 1) * sw * 0.55 : sw * 0.1 + (i >> 1) * sw * 0.55) : (s.width - sw) * (n === 1 ? 0.5 : i / (n - 1)) * 0.9 + s.width * 0.05 - sw * 0.05;
    const y = s.garments.length ? s.height - sw * 0.95 - (i >> 1) * sw * 0.2 : s.height * 0.5 - sw / 2 + (rand() - 0.5) * sw * 0.4;
    const rot = (rand() - 0.5) * 24;
    const id = `sw${i}`;
    const fill = 'color' in f ? f.color : `url(#${id})`;
    if (!('color' in f)) defs += fabricPattern(id, f.tile, 256);
    body += `<g transform="rotate(${rot.toFixed(1)} ${x + sw / 2} ${y + sw / 2})">` +
      `<rect x="${x + 6}" y="${y + 8}" width="${sw}" height="${sw}" rx="10" fill="#000" fill-opacity="0.12"/>` +
      `<rect x="${x}" y="${y}" width="${sw}" height="${sw}" rx="10" fill="${fill}"/></g>`;
  });
  // garments side by side, centred
  const n = s.garments.length;
  const gh = s.height * (n > 1 ? 0.86 : 0.9);
  const gw = (gh * VIEW_W) / VIEW_H;
  const gap = -gw * 0.12;
  const total = n * gw + (n - 1) * gap;
  s.garments.forEach((g, i) => {
    const inner = filledGarmentSvg(g.garment, g.fills, `g${i}-`).replace('<svg ', `<svg x="${(s.width - total) / 2 + i * (gw + gap)}" y="${(s.height - gh) / 2}" `).replace(/ width="500" height="600"/, ` width="${gw}" height="${gh}"`);
    body += inner;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s.width} ${s.height}" width="${s.width}" height="${s.height}"><defs>${defs}</defs>${body}</svg>`;
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  return sharp(png).jpeg({ quality, mozjpeg: true }).toBuffer();
}
