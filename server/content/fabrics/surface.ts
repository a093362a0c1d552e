import type { FabricSource } from '../data/fabrics';
import { rng } from '../lib/rng';

/** The woven or knitted surface of a fabric, applied as a brightness multiplier per pixel. */
export type Surface = 'knit' | 'rib' | 'fleece' | 'gauze' | 'finecord' | 'widecord' | 'twill' | 'canvas' | 'poplin';

export function surfaceOf(f: FabricSource): Surface {
  switch (f.material) {
    case 'jersey': return 'knit';
    case 'sweat': return 'fleece';
    case 'musselin': return 'gauze';
    case 'buendchen': return 'rib';
    case 'cord': return f.variation === 'cord-breit' ? 'widecord' : 'finecord';
    default:
      if (f.id.startsWith('twill')) return 'twill';
      if (f.id.startsWith('canvas')) return 'canvas';
      return 'poplin';
  }
}

/** Smooth value noise that wraps around a square of `size` px with `cells` lattice cells per side. */
export function periodicNoise(size: number, cellsX: number, cellsY: number, rand: () => number): Float32Array {
  const grid = new Float32Array(cellsX * cellsY).map(() => rand());
  const out = new Float32Array(size * size);
  const fade = (t: number) => t * t * (3 - 2 * t);
  for (let y = 0; y < size; y++) {
    const gy = (y / size) * cellsY;
    const y0 = Math.floor(gy), ty = fade(gy - y0);
    const r0 = (y0 % cellsY) * cellsX, r1 = ((y0 + 1) % cellsY) * cellsX;
    for (let x = 0; x < size; x++) {
      const gx = (x / size) * cellsX;
      const x0 = Math.floor(gx), tx = fade(gx - x0);
      const c0 = x0 % cellsX, c1 = (x0 + 1) % cellsX;
      const a = grid[r0 + c0] + (grid[r0 + c1] - grid[r0 + c0]) * tx;
      const b = grid[r1 + c0] + (grid[r1 + c1] - grid[r1 + c0]) * tx;
      out[y * size + x] = a + (b - a) * ty;
    }
  }
  return out;
}

/** Per-pixel multipliers (around 1.0) for a surface. */
export function surfaceMap(surface: Surface, size: number, seed: string): Float32Array {
  const rand = rng(seed + ':surface');
  const low = periodicNoise(size, 8, 8, rand);
  const mid = periodicNoise(size, 32, 32, rand);
  const out = new Float32Array(size * size);
  const TAU = Math.PI * 2;
  const gauze = surface === 'gauze' ? gauzeMap(size, seed) : undefined;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const grain = (rand() - 0.5) * 0.03;
      const light = 0.985 + 0.03 * low[i];
      let m = 1;
      switch (surface) {
        case 'knit': {
          const col = x % 4;
          m = 0.975 + 0.025 * Math.cos((TAU * x) / 4) + 0.02 * Math.sin((TAU * (y + Math.abs(col - 1.5))) / 4);
          break;
        }
        case 'rib':
          m = 0.84 + 0.16 * (0.5 + 0.5 * Math.cos((TAU * x) / 8)) + 0.02 * Math.cos((TAU * y) / 4);
          break;
        case 'fleece':
          m = 0.97 + 0.04 * mid[i] + (rand() - 0.5) * 0.04;
          break;
        case 'gauze':
          m = gauze![i];
          break;
        case 'finecord':
          m = 0.8 + 0.22 * Math.pow(Math.sin((Math.PI * x) / 8), 2);
          break;
        case 'widecord':
          m = 0.76 + 0.26 * Math.pow(Math.sin((Math.PI * x) / 16), 2);
          break;
        case 'twill':
          m = 0.95 + 0.05 * Math.cos((TAU * (x + y)) / 6);
          break;
        case 'canvas':
          m = 0.955 + 0.045 * Math.sign(Math.sin((TAU * (x + 0.5)) / 6)) * Math.sign(Math.sin((TAU * (y + 0.5)) / 6));
          break;
        case 'poplin':
          m = 0.99;
          break;
      }
      out[i] = m * light + grain;
    }
  return out;
}

/** Samples periodic value noise (as `periodicNoise`) at any point of a `size` px square, coordinates wrapping. */
function noiseSampler(size: number, cellsX: number, cellsY: number, rand: () => number): (x: number, y: number) => number {
  const grid = new Float32Array(cellsX * cellsY).map(() => rand());
  const fade = (t: number) => t * t * (3 - 2 * t);
  const wrap = (v: number, n: number) => ((v % n) + n) % n;
  return (x, y) => {
    const gx = wrap((x / size) * cellsX, cellsX), gy = wrap((y / size) * cellsY, cellsY);
    const x0 = Math.floor(gx), y0 = Math.floor(gy);
    const tx = fade(gx - x0), ty = fade(gy - y0);
    const c0 = x0 % cellsX, c1 = (x0 + 1) % cellsX, r0 = (y0 % cellsY) * cellsX, r1 = ((y0 + 1) % cellsY) * cellsX;
    const a = grid[r0 + c0] + (grid[r0 + c1] - grid[r0 + c0]) * tx;
    const b = grid[r1 + c0] + (grid[r1 + c1] - grid[r1 + c0]) * tx;
    return a + (b - a) * ty;
  };
}

/**
 * Muslin (double gauze): soft, irregular crinkles — a height field of short, mostly lengthwise puckers lit from
 * the side (so they read as relief, not as the contour bands of watered silk) — and the loose weave as threads of
 * uneven thickness at irregular spacing. Nothing in it is a regular fine period, so scaled down to a thumbnail or a
 * card, or tiled at any scale in a drawing, it shows no moiré. Multipliers around 1.0, contrast about ±5 %.
 */
function gauzeMap(size: number, seed: string): Float32Array {
  const rand = rng(seed + ':gauze');
  // crinkles: cells longer than wide (puckers run along the warp), warped so they meander
  const warpX = noiseSampler(size, 6, 6, rand);
  const warpY = noiseSampler(size, 6, 6, rand);
  const octaves = [
    { n: noiseSampler(size, 40, 10, rand), w: 0.55 },
    { n: noiseSampler(size, 80, 22, rand), w: 0.3 },
    { n: noiseSampler(size, 160, 48, rand), w: 0.15 },
  ];
  const height = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const wx = x + 14 * (warpX(x, y) - 0.5), wy = y + 40 * (warpY(x, y) - 0.5);
      let h = 0;
      for (const o of octaves) h += o.w * o.n(wx, wy);
      height[y * size + x] = h;
    }
  // threads: every column and row its own thickness (random, smoothed over a thread's width)
  const threads = (n: number) => {
    const raw = Array.from({ length: n }, () => rand() - 0.5);
    return Float32Array.from(raw, (_, i) => (raw[(i + n - 1) % n] + 2 * raw[i] + raw[(i + 1) % n]) / 4);
  };
  const warp = threads(size), weft = threads(size);
  const out = new Float32Array(size * size);
  const at = (x: number, y: number) => height[((y + size) % size) * size + ((x + size) % size)];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      // light from the upper left: the slope towards it brightens, the slope away darkens
      const slope = (at(x + 1, y) - at(x - 1, y)) * 0.8 + (at(x, y + 1) - at(x, y - 1)) * 0.35;
      const relief = Math.max(-1, Math.min(1, -slope * 9));
      out[y * size + x] = 0.985 + 0.045 * relief + 0.018 * (height[y * size + x] - 0.5) + 0.03 * warp[x] + 0.022 * weft[y];
    }
  return out;
}
