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
        case 'gauze': {
          // crinkles: wavy, mostly vertical folds (domain-warped sine), plus the fine double-gauze grid
          const warp = 3 * low[i] + 1.4 * mid[i];
          const fold = Math.sin(TAU * ((x * 12) / size + warp));
          m = 0.97 + 0.035 * fold * Math.abs(fold) + (x % 4 === 0 || y % 4 === 0 ? -0.02 : 0);
          break;
        }
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
