import { SEAM_ALLOWANCE_CM, type CutPiece, type Point } from '@nahtlos/contract/yardage';

/** Shoelace area of an outline (cm²); a self-crossing outline gives less than it covers, which keeps the bound below. */
function outlineArea(outline: readonly Point[]): number {
  let twice = 0;
  outline.forEach(([x1, y1], i) => {
    const [x2, y2] = outline[(i + 1) % outline.length];
    twice += x1 * y2 - x2 * y1;
  });
  return Math.abs(twice) / 2;
}

const extent = (outline: readonly Point[], axis: 0 | 1) => {
  const values = outline.map((point) => point[axis]);
  return values.length === 0 ? 0 : Math.max(...values) - Math.min(...values);
};

/** Below what the plan can measure: Clipper2 rounds its outlines to 0.0001 cm, planCutting rounds a length up past 1e-6. */
const TOLERANCE = 1e-3;

/**
 * A length no cutting plan of `pieces` on `width` can go below, without laying anything: the tallest piece along
 * the length (a lengthwise piece lies at 0° or 180°, a grain-free one at least its shorter side) with the seam
 * allowance above and below it (the plan grows every outline by it and cuts it back to the outline's box grown by it),
 * and the pieces' area over the width; Infinity when a piece with its allowance is wider than the fabric in every
 * turn (a piece on the fold needs its whole width: its half against a fold takes half the fabric at most). Used to skip
 * entries before any plan is made (planCutting's default allowance, as the matcher plans).
 */
export function cheapLowerBound(pieces: readonly CutPiece[], width: number): number {
  const margin = 2 * SEAM_ALLOWANCE_CM;
  let tallest = 0;
  let area = 0;
  for (const piece of pieces) {
    const along = extent(piece.outline, 1) + margin;
    const across = extent(piece.outline, 0) * (piece.onFold ? 2 : 1) + margin;
    const turns = piece.grain === 'any' && !piece.onFold;
    if ((turns ? Math.min(along, across) : across) > width + TOLERANCE) return Infinity;
    tallest = Math.max(tallest, turns ? Math.min(along, across) : along);
    area += outlineArea(piece.outline) * (piece.onFold ? 2 : 1) * piece.quantity;
  }
  return Math.max(tallest, width > 0 ? area / width : Infinity) - TOLERANCE;
}
