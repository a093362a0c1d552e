import type { CutPiece, Fold, Layout, LayoutOptions, Placement } from './types';

/**
 * Laying cut pieces onto fabric: how much length a set of pieces needs at a given fabric width.
 *
 * The fabric is folded lengthwise, right sides together, as a cutting layout shows it, and every piece is cut
 * through both layers: a piece on the fold lies against a fold and yields one whole piece, any other piece
 * yields a mirrored pair (left and right sleeve), so a quantity of 4 takes two cuts. Two folds are tried and
 * the shorter layout wins: folded in half (one fold, pieces up to half the width), and both selvedges folded
 * to the middle (two folds, so two pieces on the fold lie side by side — a bodysuit's front and back — but
 * each half is only a quarter of the width wide and no piece may cross the selvedges in the middle).
 *
 * Each piece is reduced to the bounding box of its outline grown by the seam allowance (the box of an
 * outline offset by `a` is exactly its box grown by `a`; no allowance along a fold). Boxes are turned only as
 * the grain allows (lengthwise: 0°/180°, which keeps the box; 'any': laid with its long side across when
 * that fits) and packed with NFDH, next-fit decreasing height (Coffman, Garey, Johnson, Tarjan 1980): sorted
 * by height, filled from the fold across into shelves, a new shelf when the next box does not fit; a piece
 * on the fold always opens a shelf, so it lies against the fold. With two folds the shelves of a quarter-width
 * strip are split into two runs, one along each fold, at the point that makes the longer run shortest.
 *
 * Why this heuristic: it is O(n log n) for the 10–40 cuts of a garment (microseconds), deterministic, and
 * monotone — a wider fabric never needs more length: on a wider strip every shelf starts at the same or a
 * later box, so there are no more shelves and none is taller; any split of the narrower strip's shelves is
 * then at least as long; and the shorter of two monotone layouts is monotone (the property test checks it). One
 * exception, by design: a piece with grain 'any' lies across only where its long side fits the strip, so at the
 * width where it starts to fit, the layout may change either way; for the small pieces that have grain 'any'
 * (pocket bags up to ~17 cm) it lies below 80 cm: their long side with allowance fits a quarter of any wider fabric.
 * How far from optimal: NFDH needs at most 2·OPT + the tallest box for the boxes, and boxes waste the space
 * between a curved outline and its box (a sleeve's cap, a crotch curve) that true nesting would use. For the
 * few, similar pieces of a garment the shelves are nearly full and the figure lands within roughly 10–20 % of
 * a sewer's hand layout, on the safe side: it never promises less fabric than the pieces need. Lengths are
 * rounded up to whole cm.
 */

/** Seam allowance in cm added around every outline except along a fold (1 cm: the usual allowance of children's patterns). */
export const SEAM_ALLOWANCE_CM = 1;

/** Float noise (0.1 + 0.2) must not round a length up by a whole cm, nor a box not fit. */
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

interface Shelf {
  height: number;
  /** the shelf's cuts with their x from the strip's fold */
  cuts: { cut: Cut; x: number }[];
}

/** The outline's bounding box size: [width, height]. */
function boxSize(outline: CutPiece['outline']): [number, number] {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
}

/** The piece's box with allowance, turned as its grain allows and as fits the strip; null when it cannot fit. */
function orientedBox(piece: CutPiece, allowance: number, stripWidth: number): { width: number; height: number; turned: boolean } | null {
  const [w, h] = boxSize(piece.outline);
  const upright = { width: w + allowance * (piece.onFold ? 1 : 2), height: h + 2 * allowance, turned: false };
  const across = { width: upright.height, height: upright.width, turned: true };
  // long side across the fabric: shorter shelves; upright when turned it is too wide
  const choices = piece.grain === 'any' && !piece.onFold && across.width > upright.width ? [across, upright] : [upright];
  return choices.find((c) => c.width <= stripWidth + EPSILON) ?? null;
}

/** The cuts of every piece (one per whole piece on the fold, one per mirrored pair otherwise), tallest first; null when one does not fit. */
function cutsFor(pieces: readonly CutPiece[], allowance: number, stripWidth: number): { cuts: Cut[]; tooWide: string[] } {
  const tooWide: string[] = [];
  const cuts = pieces.flatMap((piece, pieceIndex) => {
    const box = orientedBox(piece, allowance, stripWidth);
    if (!box) {
      tooWide.push(piece.name);
      return [];
    }
    const perCut = piece.onFold ? 1 : 2;
    return Array.from({ length: Math.ceil(piece.quantity / perCut) }, (_, k) => ({
      pieceIndex,
      name: piece.name,
      ...box,
      onFold: piece.onFold,
      yields: Math.min(perCut, piece.quantity - k * perCut),
    }));
  });
  // tallest first; among equals wider first, then input order (deterministic)
  cuts.sort((a, b) => b.height - a.height || b.width - a.width || a.pieceIndex - b.pieceIndex);
  return { cuts, tooWide };
}

/** NFDH: the sorted cuts into shelves across a strip of `stripWidth` whose fold is at x = 0. */
function shelvesOf(cuts: readonly Cut[], stripWidth: number): Shelf[] {
  const shelves: Shelf[] = [];
  let x = 0;
  for (const cut of cuts) {
    const current = shelves.at(-1);
    if (!current || cut.onFold || x + cut.width > stripWidth + EPSILON) {
      shelves.push({ height: cut.height, cuts: [] });
      x = 0;
    }
    shelves.at(-1)!.cuts.push({ cut, x });
    x += cut.width;
  }
  return shelves;
}

const heightOf = (shelves: readonly Shelf[]) => shelves.reduce((sum, s) => sum + s.height, 0);

/** Placements of shelves stacked from y = 0; `mirrorAt` lays them against a fold at that x instead of at 0. */
function placeShelves(shelves: readonly Shelf[], mirrorAt?: number): Placement[] {
  let y = 0;
  return shelves.flatMap((shelf) => {
    const placed = shelf.cuts.map(({ cut, x }) => ({
      piece: cut.name,
      pieceIndex: cut.pieceIndex,
      x: mirrorAt === undefined ? x : mirrorAt - x - cut.width,
      y,
      width: cut.width,
      height: cut.height,
      turned: cut.turned,
      yields: cut.yields,
      onFold: cut.onFold,
    }));
    y += shelf.height;
    return placed;
  });
}

interface Candidate {
  length: number;
  fold: Fold;
  placements: Placement[];
  tooWide: string[];
}

/** Folded in half: one strip of half the width, the fold at x = 0. */
function centreFold(pieces: readonly CutPiece[], allowance: number, foldedWidth: number): Candidate {
  const { cuts, tooWide } = cutsFor(pieces, allowance, foldedWidth);
  const shelves = shelvesOf(cuts, foldedWidth);
  return { length: heightOf(shelves), fold: 'centre', placements: placeShelves(shelves), tooWide };
}

/** Selvedges to the middle: a quarter-width strip's shelves split into a run along each fold; null when a piece does not fit a quarter. */
function selvedgeFolds(pieces: readonly CutPiece[], allowance: number, foldedWidth: number): Candidate | null {
  const strip = foldedWidth / 2;
  const { cuts, tooWide } = cutsFor(pieces, allowance, strip);
  if (tooWide.length > 0) return null;
  const shelves = shelvesOf(cuts, strip);
  let best = { split: shelves.length, length: heightOf(shelves) };
  for (let split = 0; split < shelves.length; split++) {
    const length = Math.max(heightOf(shelves.slice(0, split)), heightOf(shelves.slice(split)));
    if (length < best.length - EPSILON) best = { split, length };
  }
  const placements = [...placeShelves(shelves.slice(0, best.split)), ...placeShelves(shelves.slice(best.split), foldedWidth)];
  return { length: best.length, fold: 'selvedges', placements, tooWide };
}

/** Lays `pieces` onto folded fabric of `fabricWidth` (see above) and measures the length. */
export function layOutPieces(pieces: readonly CutPiece[], options: LayoutOptions): Layout {
  const allowance = options.seamAllowance ?? SEAM_ALLOWANCE_CM;
  const foldedWidth = options.fabricWidth / 2;
  const centre = centreFold(pieces, allowance, foldedWidth);
  const selvedges = selvedgeFolds(pieces, allowance, foldedWidth);
  // the centre fold when it lays everything no longer than two folds: it is the usual layout
  const best = selvedges && selvedges.length < centre.length - EPSILON ? selvedges : centre;
  return { lengthCm: Math.max(0, Math.ceil(best.length - EPSILON)), foldedWidth, fold: best.fold, placements: best.placements, tooWide: best.tooWide };
}

/** The fabric length in whole cm that `pieces` (one area, or several areas cut from one fabric) need at `fabricWidth`. */
export function fabricLength(pieces: readonly CutPiece[], fabricWidth: number, seamAllowance?: number): number {
  return layOutPieces(pieces, { fabricWidth, seamAllowance }).lengthCm;
}
