import type { CutPiece, Layout, LayoutOptions, Placement } from './types';

/**
 * Laying cut pieces onto fabric: how much length a set of pieces needs at a given fabric width.
 *
 * The fabric is folded lengthwise in half, right sides together, as a pattern's cutting layout shows it: the
 * fold on one side (x = 0), both selvedges on the other (x = fabricWidth / 2). A piece cut on the fold lies
 * against the fold and yields one whole piece; any other piece is cut through both layers and yields a
 * mirrored pair (left and right sleeve), so a quantity of 4 takes two cuts.
 *
 * Each piece is reduced to the bounding box of its outline grown by the seam allowance (the box of an
 * outline offset by `a` is exactly its box grown by `a`; no allowance along a fold). Boxes are turned only as
 * the grain allows (lengthwise: 0°/180°, which keeps the box; 'any': laid with its long side across the
 * fabric when that fits) and packed with NFDH, next-fit decreasing height (Coffman, Garey, Johnson, Tarjan
 * 1980): sorted by height, filled left to right into shelves across the fabric, a new shelf when the next box
 * does not fit; a piece on the fold always opens a shelf, so it lies against the fold.
 *
 * Why this heuristic: it is O(n log n) for the 10–40 cuts of a garment (microseconds), deterministic, and
 * monotone — a wider fabric never needs more length: with a wider shelf every shelf starts at the same or a
 * later box, so there are no more shelves and none is taller (the property test checks it). How far from
 * optimal: NFDH needs at most 2·OPT + the tallest box for the boxes, and boxes waste the space between a
 * curved outline and its box (a sleeve's cap, a crotch curve), which true nesting could use. For garment
 * pieces of similar lengths the shelves are full and the figure lands within roughly 10–20 % of a sewer's
 * hand layout, on the safe side; it never promises less fabric than the pieces need. The result is rounded
 * up to whole cm.
 */

/** Seam allowance in cm added around every outline except along a fold (1 cm: the usual allowance of children's patterns). */
export const SEAM_ALLOWANCE_CM = 1;

/** Float noise (0.1 + 0.2) must not round a length up by a whole cm. */
const EPSILON = 1e-9;

interface Cut {
  pieceIndex: number;
  name: string;
  width: number;
  height: number;
  turned: boolean;
  onFold: boolean;
  yields: number;
}

/** The outline's bounding box size: [width, height]. */
function boxSize(outline: CutPiece['outline']): [number, number] {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
}

/** The piece's box with allowance, turned as its grain allows and as fits the folded width; null when it cannot fit. */
function orientedBox(piece: CutPiece, allowance: number, foldedWidth: number): { width: number; height: number; turned: boolean } | null {
  const [w, h] = boxSize(piece.outline);
  const upright = { width: w + allowance * (piece.onFold ? 1 : 2), height: h + 2 * allowance, turned: false };
  const canTurn = piece.grain === 'any' && !piece.onFold;
  const across = { width: upright.height, height: upright.width, turned: true };
  // long side across the fabric: shorter shelves; fall back to upright when that is too wide
  const choices = canTurn && across.width > upright.width ? [across, upright] : [upright];
  return choices.find((c) => c.width <= foldedWidth + EPSILON) ?? null;
}

/** The cuts of every piece: one per whole piece on the fold, one per mirrored pair otherwise. */
function cutsOf(pieces: readonly CutPiece[], allowance: number, foldedWidth: number, tooWide: string[]): Cut[] {
  return pieces.flatMap((piece, pieceIndex) => {
    const box = orientedBox(piece, allowance, foldedWidth);
    if (!box) {
      tooWide.push(piece.name);
      return [];
    }
    const perCut = piece.onFold ? 1 : 2;
    const count = Math.ceil(piece.quantity / perCut);
    return Array.from({ length: count }, (_, k) => ({
      pieceIndex,
      name: piece.name,
      ...box,
      onFold: piece.onFold,
      yields: Math.min(perCut, piece.quantity - k * perCut),
    }));
  });
}

/** Tallest first; among equals wider first, then input order (a stable, deterministic layout). */
const byHeight = (a: Cut, b: Cut) => b.height - a.height || b.width - a.width || a.pieceIndex - b.pieceIndex;

/** Lays `pieces` onto folded fabric of `fabricWidth` (NFDH shelves, see above) and measures the length. */
export function layOutPieces(pieces: readonly CutPiece[], options: LayoutOptions): Layout {
  const allowance = options.seamAllowance ?? SEAM_ALLOWANCE_CM;
  const foldedWidth = options.fabricWidth / 2;
  const tooWide: string[] = [];
  const cuts = cutsOf(pieces, allowance, foldedWidth, tooWide).sort(byHeight);
  const placements: Placement[] = [];
  let shelf = { y: 0, height: 0, x: 0 };
  for (const cut of cuts) {
    const full = shelf.x + cut.width > foldedWidth + EPSILON;
    if (placements.length === 0 || cut.onFold || full) shelf = { y: shelf.y + shelf.height, height: cut.height, x: 0 };
    placements.push({ piece: cut.name, pieceIndex: cut.pieceIndex, x: shelf.x, y: shelf.y, width: cut.width, height: cut.height, turned: cut.turned, yields: cut.yields, onFold: cut.onFold });
    shelf.x += cut.width;
  }
  const length = shelf.y + shelf.height;
  return { lengthCm: Math.max(0, Math.ceil(length - EPSILON)), foldedWidth, placements, tooWide };
}

/** The fabric length in whole cm that `pieces` (one area, or several areas cut from one fabric) need at `fabricWidth`. */
export function fabricLength(pieces: readonly CutPiece[], fabricWidth: number, seamAllowance?: number): number {
  return layOutPieces(pieces, { fabricWidth, seamAllowance }).lengthCm;
}
