// dev helper: render patterns to out/look/<id>.png for eyeballing
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { garments } from '../patterns/index';
import { composedSvg, patternSvg } from '../patterns/svg';

const out = join(__dirname, '..', 'out', 'look');
mkdirSync(out, { recursive: true });
const tints = ['#f3c9b8', '#b9d3c9', '#f2dc9b', '#c9c3e0', '#e8b4bc', '#a9c4dc', '#d9cbb4', '#c2d6a4'];
const only = process.argv[2];
for (const g of garments) {
  if (only && !g.id.includes(only)) continue;
  const fills = Object.fromEntries(g.areas.map((a, i) => [a.id, tints[i % tints.length]]));
  const svg = composedSvg(g, fills);
  const png = new Resvg(svg, { fitTo: { mode: 'height', value: 480 }, background: '#ffffff' }).render().asPng();
  writeFileSync(join(out, `${g.id}.png`), png);
  const plain = new Resvg(patternSvg(g), { fitTo: { mode: 'height', value: 480 }, background: '#ffffff' }).render().asPng();
  writeFileSync(join(out, `${g.id}-plain.png`), plain);
}

// one strip of all coloured renders
import sharp from 'sharp';
void (async () => {
  const files = garments.filter((g) => !only || g.id.includes(only)).map((g) => join(out, `${g.id}.png`));
  const w = 400;
  const img = sharp({ create: { width: w * files.length, height: 480, channels: 3, background: '#fff' } });
  await img.composite(files.map((f, i) => ({ input: f, left: i * w, top: 0 }))).png().toFile(join(out, 'strip.png'));
})();
