import { mulberry32 } from '@nahtlos/contract/seededRandom';
import sharp from 'sharp';

/**
 * Photos of the demo account's own fabrics, drawn pixel by pixel (no generator, no downloaded art): a woven check
 * and a linen. Width and height like a photo cropped on /image-cropper (3 : 4). Every structure is larger than a
 * few pixels or irregular, so the images show no moiré at card size or tiled in a drawing.
 */
export const DEMO_FABRIC_SIZE = { width: 480, height: 640 } as const;

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** Seeded random numbers (mulberry32): the same bytes on every start. */
const random = mulberry32;

/** A thread's thickness along a row or column: random, smoothed over a few pixels (slubs). */
function threads(n: number, rand: () => number, smooth: number): Float32Array {
  const raw = Array.from({ length: n }, () => rand() - 0.5);
  return Float32Array.from(raw, (_, i) => {
    let sum = 0;
    for (let k = -smooth; k <= smooth; k++) sum += raw[(i + k + n) % n]!;
    return sum / (2 * smooth + 1);
  });
}

/** A sett: the colour of each stripe and its width in px, repeated across the cloth. */
type Sett = [colour: string, width: number][];

function settColours(sett: Sett, length: number): Rgb[] {
  const unit = sett.flatMap(([colour, width]) => Array.from({ length: width }, () => rgb(colour)));
  return Array.from({ length }, (_, i) => unit[i % unit.length]!);
}

function encode(pixels: Buffer): Promise<Buffer> {
  const { width, height } = DEMO_FABRIC_SIZE;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/**
 * 'Omas Karostoff': a brown, rust and cream check (a wide dark stripe, a rust one and a thin cream line, the same
 * sett in warp and weft). Warp and weft colours cross in a 2/2 twill, softened so the diagonal stays a texture.
 */
export function checkFabricPixels(): Buffer {
  const { width, height } = DEMO_FABRIC_SIZE;
  const sett: Sett = [
    ['#9b5d4a', 22],
    ['#5f3428', 28],
    ['#9b5d4a', 6],
    ['#efe2cc', 4],
    ['#9b5d4a', 6],
    ['#c07a45', 14],
  ];
  const warp = settColours(sett, width);
  const weft = settColours(sett, height);
  const rand = random(0x4b61726f);
  const warpSlub = threads(width, rand, 1);
  const weftSlub = threads(height, rand, 1);
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // 2/2 twill: which thread lies on top alternates along a diagonal; only a light bias, not a hard stripe
      const warpOnTop = ((x + y) >> 1) % 2 === 0;
      const colour = mix(warp[x]!, weft[y]!, warpOnTop ? 0.42 : 0.58);
      const light = 1 + 0.07 * warpSlub[x]! + 0.07 * weftSlub[y]! + (rand() - 0.5) * 0.035;
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) px[i + k] = clamp(colour[k]! * light);
    }
  return px;
}

/** 'Blaues Leinen': a blue linen, plain weave with slubs (threads of uneven thickness) and a little heather. */
export function linenFabricPixels(): Buffer {
  const { width, height } = DEMO_FABRIC_SIZE;
  const base = rgb('#4a6f9b');
  const light = rgb('#7d9cc0');
  const dark = rgb('#36557a');
  const rand = random(0x4c65696e);
  const warpSlub = threads(width, rand, 1);
  const weftSlub = threads(height, rand, 2);
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = 0.55 * warpSlub[x]! + 0.7 * weftSlub[y]! + (rand() - 0.5) * 0.22;
      const colour = v > 0 ? mix(base, light, Math.min(1, v * 1.3)) : mix(base, dark, Math.min(1, -v * 1.3));
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) px[i + k] = clamp(colour[k]!);
    }
  return px;
}

export const checkFabricJpeg = () => encode(checkFabricPixels());
export const linenFabricJpeg = () => encode(linenFabricPixels());
