// dev helper: render a few fabrics into out/look/fabrics.png
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { fabrics } from '../data/fabrics';
import { fabricImages } from '../fabrics/render';

void (async () => {
  const out = join(__dirname, '..', 'out', 'look');
  mkdirSync(out, { recursive: true });
  const pick = fabrics.filter((f) => !process.argv[2] || f.id.includes(process.argv[2])).slice(0, 16);
  const tiles: Buffer[] = [];
  let max = 0, maxT = 0;
  for (const f of pick) {
    const t0 = Date.now();
    const im = await fabricImages(f);
    max = Math.max(max, im.tile.length); maxT = Math.max(maxT, im.thumb.length);
    console.log(f.id, im.tile.length, im.thumb.length, im.header.length, im.detail.length, Date.now() - t0, 'ms');
    tiles.push(await sharp(im.tile).resize(256, 256).png().toBuffer());
  }
  await sharp({ create: { width: 256 * 8, height: 256 * Math.ceil(tiles.length / 8), channels: 3, background: '#fff' } })
    .composite(tiles.map((t, i) => ({ input: t, left: (i % 8) * 256, top: Math.floor(i / 8) * 256 })))
    .png().toFile(join(out, 'fabrics.png'));
  console.log('max tile', max, 'max thumb', maxT);
})();
