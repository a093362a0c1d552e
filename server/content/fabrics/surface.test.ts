import { surfaceMap } from './surface';

const SIZE = 512;

/**
 * The strongest single period of `minPeriod`…`maxPeriod` px in a profile, as a share of all its variation (DFT
 * power without the mean). A regular grid puts a large share into one period; irregular threads spread it thinly.
 */
function strongestPeriodShare(profile: Float64Array, minPeriod: number, maxPeriod: number): number {
  const n = profile.length;
  const mean = profile.reduce((a, b) => a + b, 0) / n;
  let total = 0, strongest = 0;
  for (let k = 1; k <= n / 2; k++) {
    let re = 0, im = 0;
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * k * i) / n;
      re += (profile[i]! - mean) * Math.cos(a);
      im -= (profile[i]! - mean) * Math.sin(a);
    }
    const power = re * re + im * im;
    total += power;
    const period = n / k;
    if (period >= minPeriod && period <= maxPeriod) strongest = Math.max(strongest, power);
  }
  return strongest / total;
}

const columnMeans = (map: Float32Array) => Float64Array.from({ length: SIZE }, (_, x) => {
  let sum = 0;
  for (let y = 0; y < SIZE; y++) sum += map[y * SIZE + x]!;
  return sum / SIZE;
});
const rowMeans = (map: Float32Array) => Float64Array.from({ length: SIZE }, (_, y) => {
  let sum = 0;
  for (let x = 0; x < SIZE; x++) sum += map[y * SIZE + x]!;
  return sum / SIZE;
});

describe('the muslin surface (gauze)', () => {
  const map = surfaceMap('gauze', SIZE, 'musselin-natur');

  it('stays a soft texture around the fabric colour (no dark or glaring spots)', () => {
    let min = Infinity, max = -Infinity, sum = 0;
    for (const v of map) {
      min = Math.min(min, v);
      max = Math.max(max, v);
      sum += v;
    }
    expect(sum / map.length).toBeGreaterThan(0.96);
    expect(sum / map.length).toBeLessThan(1.02);
    expect(min).toBeGreaterThan(0.88);
    expect(max).toBeLessThan(1.1);
    expect(max - min).toBeGreaterThan(0.06); // a visible crinkle, not a flat colour
  });

  it('has no regular fine grid that beats into moiré when scaled down (no period of 2–8 px stands out)', () => {
    // the old gauze drew a line every 4 px: about 40 % of the row and column profiles' variation sat at that one period
    for (const seed of ['musselin-natur', 'musselin-salbei', 'musselin-zweige']) {
      const surface = surfaceMap('gauze', SIZE, seed);
      expect(strongestPeriodShare(columnMeans(surface), 2, 8)).toBeLessThan(0.1);
      expect(strongestPeriodShare(rowMeans(surface), 2, 8)).toBeLessThan(0.1);
    }
  });

  it('tiles seamlessly: the edges continue each other like any two neighbouring columns and rows', () => {
    const step = (a: number, b: number) => Math.abs(map[a]! - map[b]!);
    let inner = 0, edge = 0;
    for (let y = 0; y < SIZE; y++) {
      inner += step(y * SIZE + 255, y * SIZE + 256);
      edge += step(y * SIZE + SIZE - 1, y * SIZE);
    }
    expect(edge).toBeLessThan(inner * 2);
  });

  it('is the same on every build', () => {
    expect(surfaceMap('gauze', SIZE, 'musselin-natur')).toEqual(map);
  });
});
