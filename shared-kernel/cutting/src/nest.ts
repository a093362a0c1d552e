import type { Point } from '@nahtlos/contract/yardage';
import type { Rotation } from './types';

/**
 * Bottom-left fill on a banded fabric: the nesting step of the cutting plan.
 *
 * The fabric (a strip `width` cm across) is cut into bands of `cell` cm along its length. A piece in one turn
 * is reduced to its extent across in each band it covers: the exact [left, right] of the allowance outline
 * within that band's height (vertices in the band and edges clipped to it). The fabric keeps, per band, the
 * intervals already taken. A piece fits at band Y and x = X when none of its bands' intervals, shifted by X,
 * overlaps a taken interval of band Y + k; when one does, X jumps to just past that interval (so a position is
 * found in a few steps, not cell by cell). The strip is continuous across (x is exact) and banded only along
 * its length, so two pieces side by side lose nothing, and two pieces one above the other lose less than one
 * band (0.5 cm) — the price of a fixed grid of positions along the length.
 *
 * Why this and not no-fit polygons: a garment's area has 1–8 cuts of 4–9-point outlines, so the fill is cheap
 * enough (tens of µs per piece) to be run for many orders of the pieces and every allowed turn, which matters
 * more for so few pieces than the exact contact positions no-fit polygons would give; it is simple,
 * deterministic, robust against the degenerate contacts (collinear edges, touching folds) that make
 * Minkowski-sum code fragile, and a band's interval is conservative: pieces never overlap, whatever the cell
 * size. Concavities facing across (a crotch curve, a sleeve cap's sides) are used; a hollow open upwards or
 * downwards inside one band is not (the band takes the outline's full extent across).
 */

export type FoldSide = 'left' | 'right' | null;

/** One turn of one cut, ready to be laid: its allowance outline with its box's corner at (0, 0), and its bands. */
export interface Shape {
  rotation: Rotation;
  mirrored: boolean;
  /** the allowance polygon(s), box corner at (0, 0) */
  polygons: Point[][];
  /** the shift that brought the turned outline's box corner to (0, 0): the cut line is turned, then shifted by it */
  shiftX: number;
  shiftY: number;
  width: number;
  height: number;
  /** the outline lies `dy` cm below the top of its first band (0: it starts on a band line) */
  dy: number;
  /** band count and the [lo, hi] across of each band: lo at 2k, hi at 2k + 1 */
  bandCount: number;
  bands: Float64Array;
  /** which side of the shape lies along a fold (pieces on the fold in a folded layout), else null */
  fold: FoldSide;
  /** for pattern matching: the band line (from the shape's first band) on which its hem lies, or -1 when it is not matched */
  motifBand: number;
  /** where the shape's left edge may lie (a partial fold: the doubled strip or the single layer beside it); 0 and Infinity: the whole strip */
  minX: number;
  maxX: number;
}

const EPS = 1e-7;

/**
 * The bands of polygons whose box corner is at (0, 0), shifted down by `dy` (0 ≤ dy < cell): band k covers
 * y ∈ [k·cell − dy, (k + 1)·cell − dy] of the outline.
 */
export function bandsOf(polygons: readonly (readonly Point[])[], height: number, cell: number, dy: number): { bandCount: number; bands: Float64Array } {
  const bandCount = Math.max(1, Math.ceil((height + dy) / cell - EPS));
  const bands = new Float64Array(bandCount * 2);
  for (let k = 0; k < bandCount; k++) {
    bands[2 * k] = Infinity;
    bands[2 * k + 1] = -Infinity;
  }
  const add = (k: number, x: number) => {
    if (k < 0 || k >= bandCount) return;
    if (x < bands[2 * k]) bands[2 * k] = x;
    if (x > bands[2 * k + 1]) bands[2 * k + 1] = x;
  };
  for (const polygon of polygons) {
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const [x1, y1] = polygon[j];
      const [x2, y2] = polygon[i];
      const top = Math.min(y1, y2) + dy;
      const bottom = Math.max(y1, y2) + dy;
      const first = Math.max(0, Math.floor(top / cell));
      const last = Math.min(bandCount - 1, Math.floor(bottom / cell));
      for (let k = first; k <= last; k++) {
        // the edge clipped to the band's height
        const lo = Math.max(top, k * cell);
        const hi = Math.min(bottom, (k + 1) * cell);
        if (lo > hi + EPS) continue;
        if (Math.abs(y2 - y1) < EPS) {
          add(k, x1);
          add(k, x2);
        } else {
          const at = (y: number) => x1 + ((x2 - x1) * (y - dy - y1)) / (y2 - y1);
          add(k, at(lo));
          add(k, at(hi));
        }
      }
    }
  }
  // a band the outline does not reach (cannot happen for one closed outline; guards slivers): take its neighbour's extent
  for (let k = 0; k < bandCount; k++) {
    if (bands[2 * k] === Infinity) {
      const n = k > 0 ? k - 1 : k + 1;
      bands[2 * k] = bands[2 * n] === Infinity ? 0 : bands[2 * n];
      bands[2 * k + 1] = bands[2 * n + 1] === -Infinity ? 0 : bands[2 * n + 1];
    }
  }
  return { bandCount, bands };
}

/** The fabric as laid so far: per band, the taken intervals across. */
export class Strip {
  private readonly taken: number[][] = [];
  private readonly wallRow: number[];

  /** `walls`: x of lines no piece may cross (the selvedges meeting in a two-fold layout). */
  constructor(
    readonly width: number,
    readonly cell: number,
    walls: readonly number[] = [],
  ) {
    this.wallRow = walls.flatMap((w) => [w, w]);
  }

  private band(k: number): number[] {
    while (this.taken.length <= k) this.taken.push([...this.wallRow]);
    return this.taken[k];
  }

  /** −1 when `shape` fits at (x, band y); else the least x beyond which it might (it overlaps a taken interval). */
  clearance(shape: Shape, x: number, y: number): number {
    let need = -1;
    const { bands, bandCount } = shape;
    const rows = this.taken.length;
    for (let k = 0; k < bandCount; k++) {
      const lo = x + bands[2 * k];
      const hi = x + bands[2 * k + 1];
      // rows not laid yet hold only the walls (the same in every row): checked once, beyond the last laid row
      const taken = y + k < rows ? this.taken[y + k] : this.wallRow;
      for (let i = 0; i < taken.length; i += 2) {
        if (lo < taken[i + 1] - EPS && hi > taken[i] + EPS) {
          const past = taken[i + 1] - bands[2 * k];
          if (past > need) need = past;
        }
      }
      if (need >= 0) return need;
      if (y + k >= rows && taken.length === 0) break;
    }
    return need;
  }

  add(shape: Shape, x: number, y: number): void {
    for (let k = 0; k < shape.bandCount; k++) this.band(y + k).push(x + shape.bands[2 * k], x + shape.bands[2 * k + 1]);
  }
}

export interface Spot {
  x: number;
  /** band index of the shape's first band */
  y: number;
  /** the outline's top and bottom in cm */
  top: number;
  bottom: number;
}

export interface Motif {
  /** repeat in bands */
  period: number;
  /** the band line (mod period) every matched hem lies on; −1 until the first matched piece sets it */
  phase: number;
}

/**
 * The lowest position (then leftmost) of `shape` on `strip` whose bottom lies above `limit` cm, or null.
 * A shape along a fold lies against it: x = 0 (left fold) or x = width − shape.width (right fold).
 */
export function lowestSpot(strip: Strip, shape: Shape, limit: number, motif: Motif | null): Spot | null {
  const { cell } = strip;
  const maxX = Math.min(strip.width - shape.width, shape.maxX);
  const { minX } = shape;
  if (maxX < minX - EPS) return null;
  const fixedX = shape.fold === 'left' ? minX : shape.fold === 'right' ? Math.max(minX, maxX) : null;
  const matched = motif && shape.motifBand >= 0 && motif.phase >= 0 ? motif : null;
  let y = 0;
  if (matched) y = (((matched.phase - shape.motifBand) % matched.period) + matched.period) % matched.period;
  const step = matched ? matched.period : 1;
  for (; y * cell + shape.dy + shape.height < limit - EPS; y += step) {
    let x = fixedX ?? minX;
    for (;;) {
      const need = strip.clearance(shape, x, y);
      if (need < 0) return { x, y, top: y * cell + shape.dy, bottom: y * cell + shape.dy + shape.height };
      if (fixedX !== null || need > maxX + EPS) break;
      x = need;
    }
  }
  return null;
}
