/**
 * Lower bounds of the fabric length any layout needs (the bench's yardsticks), in whole cm. Every layout here — folded
 * once, selvedges to the middle, open, a partial fold, and any mix of them along the length — is, opened out, a
 * single layer W cm wide on which every piece lies whole (a piece on the fold unfolded, a pair as two pieces), apart
 * from the others. So no layout beats:
 * - the tallest piece (in its flattest allowed turn);
 * - all pieces' area over the width;
 * - pieces that cannot lie side by side, one after the other: a set of pieces of which no two can share any height
 *   along the length needs the sum of their heights. Two pieces cannot when (cross-section) across every height they
 *   might share their widths add up to more than W — at the first shared height one of them starts, so it is its
 *   narrower end's width plus the other's narrowest width — or (both convex, so one lies left of the other wherever
 *   they share heights) when at every offset along the length that lets them share heights, the pair pushed together
 *   across is wider than W, in every turn and mirror image their grain allows (the offsets are sampled every
 *   0.05 cm and the width lowered by the most it can change between samples, so the test errs only towards 'can').
 * Pieces free of grain (which may turn a quarter) only count for the first two.
 */
import type { CutPiece, Point } from '@nahtlos/contract/yardage';
import { allowanceOutline } from '../src';
import { unfolded } from '../src/geometry';

const polygonArea = (o: readonly Point[]) => Math.abs(o.reduce((a, [x1, y1], i) => a + (o[(i + 1) % o.length][0] - x1) * (o[(i + 1) % o.length][1] + y1), 0)) / 2;

/** The x where a horizontal line at y crosses the polygon's edges (horizontal edges: both ends). */
function crossings(poly: readonly Point[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [x1, y1] = poly[j];
    const [x2, y2] = poly[i];
    if (y1 === y2) {
      if (y === y1) xs.push(x1, x2);
    } else if ((y1 <= y && y <= y2) || (y2 <= y && y <= y1)) xs.push(x1 + ((x2 - x1) * (y - y1)) / (y2 - y1));
  }
  return xs;
}

/** Inside length of the polygon (even-odd) along the horizontal line at y (y strictly inside its height). */
function interior(poly: readonly Point[], y: number): number {
  const xs: number[] = [];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [x1, y1] = poly[j];
    const [x2, y2] = poly[i];
    if ((y1 <= y && y < y2) || (y2 <= y && y < y1)) xs.push(x1 + ((x2 - x1) * (y - y1)) / (y2 - y1));
  }
  xs.sort((a, b) => a - b);
  let s = 0;
  for (let k = 0; k + 1 < xs.length; k += 2) s += xs[k + 1] - xs[k];
  return s;
}

function isConvex(poly: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i];
    const [bx, by] = poly[(i + 1) % poly.length];
    const [cx, cy] = poly[(i + 2) % poly.length];
    const z = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (Math.abs(z) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(z);
    else if (Math.sign(z) !== sign) return false;
  }
  return true;
}

interface Instance {
  height: number;
  /** narrowest inside width over its height, and the narrower of its two ends' (it may be turned 180°) */
  narrowest: number;
  end: number;
  /** the outline in each allowed turn and mirror image (convex pieces only, else empty) */
  turns: Point[][];
}

const ySpan = (p: readonly Point[]) => [Math.min(...p.map((q) => q[1])), Math.max(...p.map((q) => q[1]))] as const;
const xSpan = (p: readonly Point[]) => [Math.min(...p.map((q) => q[0])), Math.max(...p.map((q) => q[0]))] as const;
/** Largest |dx/dy| of the polygon's non-horizontal edges (Infinity with a horizontal edge inside its height is not possible for convex ones). */
function steepness(p: readonly Point[]): number {
  let k = 0;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const dy = Math.abs(p[i][1] - p[j][1]);
    if (dy > 1e-9) k = Math.max(k, Math.abs(p[i][0] - p[j][0]) / dy);
  }
  return k;
}

const STEP = 0.05;

/** Can `left` and `right` (in these turns) share heights within `width` with `right` right of `left`? false when never. */
function canShare(left: readonly Point[], right: readonly Point[], width: number): boolean {
  const [lt, lb] = ySpan(left);
  const [rt, rb] = ySpan(right);
  const [lx0, lx1] = xSpan(left);
  const [rx0, rx1] = xSpan(right);
  const slack = (2 * (steepness(left) + steepness(right)) + 2) * STEP;
  // right shifted down by d: the heights shared are (max(lt, rt + d), min(lb, rb + d)), non-empty for d in (lt - rb, lb - rt)
  for (let d = lt - rb; d <= lb - rt + 1e-9; d += STEP) {
    const y0 = Math.max(lt, rt + d);
    const y1 = Math.min(lb, rb + d);
    if (y1 < y0) continue;
    const ys = [y0, y1, ...left.map((q) => q[1]), ...right.map((q) => q[1] + d)].filter((y) => y >= y0 && y <= y1);
    // the least shift of `right` that keeps it right of `left` at every shared height
    let s = -Infinity;
    for (const y of ys) {
      const l = crossings(left, y);
      const r = crossings(right, y - d);
      if (l.length && r.length) s = Math.max(s, Math.max(...l) - Math.min(...r));
    }
    if (s === -Infinity) return true;
    const extent = Math.max(lx1, s + rx1) - Math.min(lx0, s + rx0);
    if (extent - slack <= width) return true;
  }
  return false;
}

function exclusive(a: Instance, b: Instance, width: number): boolean {
  if (a.end + b.narrowest > width && b.end + a.narrowest > width) return true;
  if (a.turns.length === 0 || b.turns.length === 0) return false;
  for (const ta of a.turns) for (const tb of b.turns) if (canShare(ta, tb, width) || canShare(tb, ta, width)) return false;
  return true;
}

export interface Bounds {
  /** the tallest piece and the area over the width */
  simple: number;
  /** also the pieces that cannot lie side by side */
  sideBySide: number;
}

export function lowerBounds(pieces: readonly CutPiece[], width: number, allowance = 1): Bounds {
  let tallest = 0;
  let total = 0;
  const instances: Instance[] = [];
  for (const piece of pieces) {
    const polys = allowanceOutline(piece.onFold ? unfolded(piece.outline) : piece.outline, allowance, false);
    const pts = polys.flat();
    const [x0, x1] = xSpan(pts);
    const [y0, y1] = ySpan(pts);
    const free = piece.grain === 'any' && !piece.onFold;
    tallest = Math.max(tallest, free ? Math.min(x1 - x0, y1 - y0) : y1 - y0);
    total += polys.reduce((s, p) => s + polygonArea(p), 0) * piece.quantity;
    if (free || piece.quantity < 1) continue;
    const d = 1e-6;
    const inside = (y: number) => polys.reduce((s, p) => s + interior(p, y), 0);
    const samples = [y0 + d, y1 - d, ...pts.flatMap(([, y]) => [y - d, y + d])].filter((y) => y > y0 && y < y1);
    const one = polys.length === 1 && isConvex(polys[0]) ? polys[0] : null;
    const turns = one
      ? [one, one.map(([x, y]) => [-x, -y] as Point), one.map(([x, y]) => [-x, y] as Point), one.map(([x, y]) => [x, -y] as Point)]
      : [];
    const instance = { height: y1 - y0, narrowest: Math.min(...samples.map(inside)), end: Math.min(inside(y0 + d), inside(y1 - d)), turns };
    for (let k = 0; k < piece.quantity; k++) instances.push(instance);
  }
  // the heaviest set of pieces no two of which can share a height
  const n = instances.length;
  const conflict = instances.map((a, i) => instances.map((b, j) => i !== j && exclusive(a, b, width)));
  let best = 0;
  const grow = (chosen: number[], next: number, sum: number) => {
    best = Math.max(best, sum);
    for (let k = next; k < n; k++) if (chosen.every((c) => conflict[c][k])) grow([...chosen, k], k + 1, sum + instances[k].height);
  };
  grow([], 0, 0);
  const simple = Math.max(Math.ceil(tallest - 1e-9), Math.ceil(total / width - 1e-9));
  return { simple, sideBySide: Math.max(simple, Math.ceil(best - 1e-9)) };
}
