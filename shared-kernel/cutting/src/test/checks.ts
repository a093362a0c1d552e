import type { CutPiece, Point } from '@nahtlos/contract/yardage';
import { area, areaOutside, overlapArea } from '../geometry';
import type { CuttingOptions, CuttingPlan } from '../types';

/** cm² of overlap or overhang tolerated: Clipper2 rounds to 0.0001 cm. */
const AREA_EPS = 1e-3;
const EPS = 1e-6;

/**
 * Everything a plan must keep, as jest expectations: no two allowance outlines overlap (Clipper2 intersection
 * area), every outline inside the laid fabric and on one side of the selvedges, pieces on the fold against a
 * fold, every piece cut as often as its quantity, grain and print turns respected, pairs mirrored.
 */
export function expectValidPlan(pieces: readonly CutPiece[], options: CuttingOptions, plan: CuttingPlan): void {
  const { placements, foldedWidth, lengthCm, fold } = plan;
  expect(Number.isInteger(lengthCm)).toBe(true);
  expect(plan.buyLengthCm % 10).toBe(0);
  expect(plan.buyLengthCm).toBeGreaterThanOrEqual(lengthCm);
  expect(plan.buyLengthCm).toBeLessThan(lengthCm + 10);
  // a partial fold: one selvedge folded in by doubleWidth (less than half the fabric); the fold at 0, that selvedge at
  // doubleWidth, the other at foldedWidth
  const double = plan.doubleWidth;
  if (fold === 'partial') {
    expect(double).toBeGreaterThan(0);
    expect(double).toBeLessThan(options.fabricWidth / 2);
    expect(plan.folds).toEqual([0]);
    expect(plan.selvedges).toEqual([double, foldedWidth]);
  } else expect(double).toBeUndefined();
  expect(foldedWidth).toBe(fold === 'open' ? options.fabricWidth : fold === 'partial' ? options.fabricWidth - double! : options.fabricWidth / 2);
  placements.forEach((p, i) => {
    // the layers a cut goes through: one on open fabric, two folded; on a partial fold two on the doubled strip
    // (it lies within it), one on the single layer beside it (it lies there)
    if (fold === 'partial') {
      expect([p.name, p.layers === 2 ? p.x + p.width <= double! + EPS : p.layers === 1 && p.x >= double! - EPS]).toEqual([p.name, true]);
    } else expect(p.layers).toBe(fold === 'open' ? 1 : 2);
    if (p.layers === 1) expect(p.yields).toBe(1);
    // inside the fabric as laid, and within the length
    expect([p.name, areaOutside(p.allowance, { minX: 0, minY: 0, maxX: foldedWidth, maxY: lengthCm }) < AREA_EPS]).toEqual([p.name, true]);
    // between a fold and the selvedges: with two folds on one side of the line where the selvedges meet
    if (fold === 'selvedges') {
      const line = plan.selvedges[0];
      expect(p.x + p.width <= line + EPS || p.x >= line - EPS).toBe(true);
    }
    // a piece on the fold lies against a fold (folded fabric), its fold edge there: the cut line reaches the fold
    if (p.onFold && p.layers === 2) {
      const xs = p.cutLine.map(([x]) => x);
      const atLeft = Math.abs(Math.min(...xs)) < 1e-3 && Math.abs(p.x) < EPS;
      const atRight = fold === 'selvedges' && Math.abs(Math.max(...xs) - foldedWidth) < 1e-3;
      expect([p.name, atLeft || atRight]).toEqual([p.name, true]);
    }
    // grain and print
    const piece = pieces[p.pieceIndex];
    if (piece.grain === 'lengthwise' || piece.onFold) expect([0, 180]).toContain(p.rotation);
    if (options.oneWay) {
      expect(p.rotation).not.toBe(180);
      if (piece.grain === 'lengthwise') expect(p.rotation).toBe(0);
    }
    // the cut line is the piece's outline turned (and mirrored when so flagged): a mirror turns its winding
    const own = p.layers === 1 && piece.onFold ? null : area(piece.outline);
    if (own !== null && Math.abs(own) > 1e-6) expect([p.name, Math.sign(area(p.cutLine))]).toEqual([p.name, Math.sign(own) * (p.mirrored ? -1 : 1)]);
    // no two allowance outlines overlap
    for (const q of placements.slice(i + 1)) {
      const boxesMeet = p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
      if (boxesMeet) expect([p.name, q.name, overlapArea(p.allowance, q.allowance) < AREA_EPS]).toEqual([p.name, q.name, true]);
    }
  });
  // every piece that fits is cut as often as its quantity; on folded fabric a pair comes from one cut, in an open
  // layout it is a piece and its mirror image
  pieces.forEach((piece, i) => {
    const cuts = placements.filter((p) => p.pieceIndex === i);
    if (plan.tooWide.includes(piece.name) && cuts.length === 0) return;
    if (piece.quantity === 0) return;
    expect([piece.name, cuts.reduce((n, c) => n + c.yields, 0)]).toEqual([piece.name, piece.quantity]);
    // all copies of a piece are cut alike: from one layer or through two
    expect([piece.name, new Set(cuts.map((c) => c.layers)).size]).toEqual([piece.name, 1]);
    const single = cuts[0].layers === 1;
    if (single && !piece.onFold) expect([piece.name, cuts.filter((c) => c.mirrored).length]).toEqual([piece.name, Math.floor(piece.quantity / 2)]);
    if (!single && !piece.onFold) expect(cuts.filter((c) => c.yields === 2).length).toBe(Math.floor(piece.quantity / 2));
  });
}

/** The allowance outlines' lowest point: the length they need before rounding. */
export const bottomOf = (plan: CuttingPlan): number => Math.max(0, ...plan.placements.flatMap((p) => p.allowance.flat().map((pt: Point) => pt[1])));
