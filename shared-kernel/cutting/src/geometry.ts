import { Clipper, EndType, FillRule, JoinType, type PathD, type PathsD } from 'clipper2-ts';
import type { Point } from '@nahtlos/contract/yardage';
import type { Rotation } from './types';

/**
 * Outlines with Clipper2 (clipper2-ts): the seam allowance is a mitred offset of the outline (the sewer's
 * drawn allowance: its edges run parallel to the sewing line and meet in a corner), cut back to the outline's
 * box grown by the allowance — so a sharp corner's mitre never reaches beyond the box today's engine uses, and
 * every allowance outline lies inside that box — and, for a piece on the fold, cut back at the fold (x = 0):
 * no allowance along a fold.
 */

/** Clipper's decimal precision (0.0001 cm) for offsets and clips. */
const PRECISION = 4;

export const toPath = (outline: readonly Point[]): PathD => outline.map(([x, y]) => ({ x, y }));
export const fromPath = (path: PathD): Point[] => path.map((p) => [p.x, p.y] as const);

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boxOf(points: readonly Point[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

export const boxOfAll = (polygons: readonly (readonly Point[])[]): Box => boxOf(polygons.flat());

const rect = (b: Box): PathD => [
  { x: b.minX, y: b.minY },
  { x: b.maxX, y: b.minY },
  { x: b.maxX, y: b.maxY },
  { x: b.minX, y: b.maxY },
];

/** The outline mirrored across its fold (x = 0) and joined to itself: the whole piece of a half cut on the fold. */
export function unfolded(outline: readonly Point[]): Point[] {
  const mirrored = outline.map(([x, y]) => [-x, y] as const);
  if (Math.abs(area(outline)) < 1e-6) return [...mirrored, ...outline];
  let piece: Point[] = [];
  try {
    piece = largest(Clipper.unionD([toPath(outline)], [toPath(mirrored)], FillRule.NonZero, PRECISION).map(fromPath));
  } catch {
    // a degenerate outline (see allowanceOutline): both halves as one path
  }
  return piece.length >= 3 ? piece : [...mirrored, ...outline];
}

/** The largest polygon of several (a union of two touching halves is one; float noise may leave slivers). */
function largest(polygons: Point[][]): Point[] {
  return polygons.reduce((a, b) => (Math.abs(area(b)) > Math.abs(area(a)) ? b : a), [] as Point[]);
}

/** Signed area (shoelace). */
export function area(polygon: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) sum += (polygon[j][0] + polygon[i][0]) * (polygon[j][1] - polygon[i][1]);
  return sum / 2;
}

/**
 * The outline grown by `allowance` (mitred, limit 2), cut to the outline's box grown by `allowance` and, when
 * `foldAtZero`, to x ≥ 0 (the fold). Returns the polygon(s), normally one.
 */
export function allowanceOutline(outline: readonly Point[], allowance: number, foldAtZero: boolean): Point[][] {
  const b = boxOf(outline);
  const clip: Box = { minX: foldAtZero ? Math.max(b.minX - allowance, 0) : b.minX - allowance, minY: b.minY - allowance, maxX: b.maxX + allowance, maxY: b.maxY + allowance };
  const box = [fromPath(rect(clip))];
  // a degenerate outline (no area: a line, a point) has no offset: it is cut as its box, like today's engine does
  if (Math.abs(area(outline)) < 1e-6) return box;
  try {
    const grown = allowance > 0 ? Clipper.inflatePathsD([toPath(outline)], allowance, JoinType.Miter, EndType.Polygon, 2, PRECISION) : [toPath(outline)];
    const cut = Clipper.intersectD(grown, [rect(clip)], FillRule.NonZero, PRECISION)
      .map(fromPath)
      .filter((p) => Math.abs(area(p)) > 1e-6);
    return cut.length > 0 ? cut : box;
  } catch {
    // clipper2-ts throws on some degenerate paths (e.g. all points within its precision): the box is always safe
    return box;
  }
}

/** Mirror across x (x → −x) when `mirrored`, then turn by `rotation` counter-clockwise (x, y) → (−y, x) per quarter. */
export function transform(points: readonly Point[], rotation: Rotation, mirrored: boolean): Point[] {
  return points.map(([x0, y]) => {
    const x = mirrored ? -x0 : x0;
    switch (rotation) {
      case 90:
        return [-y, x] as const;
      case 180:
        return [-x, -y] as const;
      case 270:
        return [y, -x] as const;
      default:
        return [x, y] as const;
    }
  });
}

export const translate = (points: readonly Point[], dx: number, dy: number): Point[] => points.map(([x, y]) => [x + dx, y + dy] as const);

/** The area of the intersection of two sets of polygons (Clipper2, non-zero fill). */
export function overlapArea(a: readonly (readonly Point[])[], b: readonly (readonly Point[])[]): number {
  const paths = (ps: readonly (readonly Point[])[]): PathsD => ps.map(toPath);
  return Math.abs(Clipper.areaPathsD(Clipper.intersectD(paths(a), paths(b), FillRule.NonZero, PRECISION)));
}

/** The area of the part of the polygons outside the box (for the tests: pieces inside the fabric). */
export function areaOutside(polygons: readonly (readonly Point[])[], box: Box): number {
  const paths = polygons.map(toPath);
  return Math.abs(Clipper.areaPathsD(Clipper.differenceD(paths, [rect(box)], FillRule.NonZero, PRECISION)));
}
