import { VIEW_H } from './draw';
import type { Drawing, Garment } from './types';

/** Moves absolute path data (M L C Q; relative arcs stay) down by dy. */
export function translateD(d: string, dy: number): string {
  return d.replace(/([MLCQ])([^MLCQZa-z]*)/g, (_m, cmd: string, args: string) => {
    const nums = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    return cmd + nums.map((v, i) => (i % 2 ? Math.round((v + dy) * 10) / 10 : v)).join(' ');
  });
}

/** Vertical extent of absolute path data (control points included). */
export function extent(d: string): [number, number] {
  let lo = Infinity, hi = -Infinity;
  for (const m of d.matchAll(/([MLCQ])([^MLCQZa-z]*)/g)) {
    const nums = m[2].trim().split(/[\s,]+/).filter(Boolean).map(Number);
    for (let i = 1; i < nums.length; i += 2) {
      lo = Math.min(lo, nums[i]);
      hi = Math.max(hi, nums[i]);
    }
  }
  return [lo, hi];
}

const cache = new WeakMap<Garment, Drawing>();

/** The garment's drawing, moved so the garment sits vertically centred in the shared viewBox. */
export function centredDrawing(g: Garment): Drawing {
  const hit = cache.get(g);
  if (hit) return hit;
  const d = g.drawing();
  const [lo, hi] = extent(Object.values(d.shapes).join(''));
  const dy = Math.round((VIEW_H - lo - hi) / 2);
  const out: Drawing = {
    shapes: Object.fromEntries(Object.entries(d.shapes).map(([k, v]) => [k, translateD(v, dy)])),
    seams: translateD(d.seams, dy),
    stitches: translateD(d.stitches, dy),
    shading: d.shading.map((s) => ({ ...s, d: translateD(s.d, dy) })),
  };
  cache.set(g, out);
  return out;
}
