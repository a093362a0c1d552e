// pnpm --filter @nahtlos/server content:contact-sheet — writes out/patterns.png and out/fabrics.png
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { MEDIA_ROOT } from '../lib/media';
import { filledGarmentSvg, type FillSource } from '../lib/scene';
import { garments } from '../patterns/index';
import { ensureBuilt } from '../lib/ensure-built';

const OUT = join(__dirname, '..', 'out');
const file = (url: string) => readFileSync(join(MEDIA_ROOT, url.replace(/^\/media\//, '')));

/** Sample fabric combinations per pattern (by material), so every row shows a different look. */
const looks: string[][] = [
  ['ringel-ostsee', 'jersey-ozean', 'buendchen-senf', 'tupfen-senf', 'vichy-senf', 'buendchen-nacht', 'twill-sand'],
  ['bluemchen-rose', 'jersey-altrosa', 'buendchen-creme', 'musselin-puder', 'feincord-altrosa', 'buendchen-altrosa', 'herzchen-koralle'],
  ['sternenhimmel', 'melange-hellgrau', 'jersey-senf', 'feincord-nacht', 'buendchen-nacht', 'buendchen-senf', 'matrose-nacht'],
];

void (async () => {
  const { catalogue: c } = await ensureBuilt({ log: console.log });
  mkdirSync(OUT, { recursive: true });
  const tiles = new Map(c.fabrics.filter((f) => f.path).map((f) => [f.id, file(f.path!)]));
  const fill = (id: string): FillSource => (tiles.has(id) ? { tile: tiles.get(id)! } : { color: c.fabrics.find((f) => f.id === id)?.color ?? '#ccc' });

  // patterns: one row per look, one column per pattern
  const W = 300, H = 360;
  const cells: sharp.OverlayOptions[] = [];
  for (const [row, look] of looks.entries())
    for (const [col, g] of garments.entries()) {
      const fills = g.areas.map((_, i) => fill(look[(i + col) % look.length]));
      const svg = filledGarmentSvg(g, fills, `p${row}${col}-`);
      const png = new Resvg(svg, { fitTo: { mode: 'height', value: H }, background: '#ffffff' }).render().asPng();
      cells.push({ input: png, left: col * W, top: row * H });
    }
  await sharp({ create: { width: W * garments.length, height: H * looks.length, channels: 3, background: '#fff' } })
    .composite(cells).png().toFile(join(OUT, 'patterns.png'));

  // fabrics: thumbnails (image fabrics) and swatches (plain colours), 12 per row
  const S = 128, PER = 12;
  const fabricCells: sharp.OverlayOptions[] = [];
  for (const [i, f] of c.fabrics.entries()) {
    const input = f.thumbnail
      ? await sharp(file(f.thumbnail)).resize(S - 8, S - 8).png().toBuffer()
      : await sharp({ create: { width: S - 8, height: S - 8, channels: 3, background: f.color } }).png().toBuffer();
    fabricCells.push({ input, left: (i % PER) * S + 4, top: Math.floor(i / PER) * S + 4 });
  }
  await sharp({ create: { width: S * PER, height: S * Math.ceil(c.fabrics.length / PER), channels: 3, background: '#fff' } })
    .composite(fabricCells).png().toFile(join(OUT, 'fabrics.png'));
  console.log(`contact sheets: ${join(OUT, 'patterns.png')} (${garments.length} patterns × ${looks.length} looks), ${join(OUT, 'fabrics.png')} (${c.fabrics.length} fabrics)`);
})();
