/**
 * The shapes the yardage engine works on. Plain TypeScript (no zod): the engine is dependency-free so the
 * apps can bundle it without the schemas; `content.ts` declares the same shapes as zod schemas for the wire.
 */

/** A point of an outline, in cm: x across the piece, y along its grain line. */
export type Point = readonly [x: number, y: number];

/**
 * How a piece may be turned on the fabric. The piece's y axis is its grain line.
 * - `lengthwise`: grain parallel to the selvedge, turned by 0° or 180° only;
 * - `any`: no grain constraint (pockets in non-directional fabric, small facings): 90° allowed too.
 */
export type Grain = 'lengthwise' | 'any';

/** One cut piece of an area in one size. */
export interface CutPiece {
  /** German name for the cutting list, e.g. 'Vorderteil' */
  name: string;
  /** closed outline in cm (the last point joins the first); for a piece cut on the fold its fold edge lies on x = 0 */
  outline: readonly Point[];
  /** how many whole pieces to cut (a piece on the fold counts once: the unfolded piece) */
  quantity: number;
  /** cut on the fold: the outline is the half piece, its edge at x = 0 lies on the fabric's fold */
  onFold: boolean;
  grain: Grain;
}

/**
 * How the fabric is folded for the layout (both double layers of width fabricWidth / 2 in the placements' frame):
 * - `centre`: folded in half, the fold at x = 0, both selvedges at x = fabricWidth / 2;
 * - `selvedges`: both selvedges folded to the middle, folds at x = 0 and x = fabricWidth / 2, the selvedges
 *   meeting at fabricWidth / 4; no piece crosses that line.
 */
export type Fold = 'centre' | 'selvedges';

/** Where one cut of a piece lies on the folded fabric (cm; x across from the left fold, y from the cut start). */
export interface Placement {
  piece: string;
  /** index of the piece in the input list */
  pieceIndex: number;
  x: number;
  y: number;
  /** the allowance-expanded bounding box as laid (after turning) */
  width: number;
  height: number;
  /** turned by 90° (only for grain 'any') */
  turned: boolean;
  /** pieces this cut yields: 1 for a piece on the fold, 2 for one cut through both layers (a mirrored pair) */
  yields: number;
  onFold: boolean;
}

export interface LayoutOptions {
  /** usable fabric width in cm (open, selvedge to selvedge) */
  fabricWidth: number;
  /** seam allowance in cm added around each outline (not along a fold); default SEAM_ALLOWANCE_CM */
  seamAllowance?: number;
}

export interface Layout {
  /** fabric length needed in whole cm (rounded up); 0 for no pieces */
  lengthCm: number;
  /** the folded fabric's width the pieces were laid on: half the fabric width */
  foldedWidth: number;
  /** the fold that needed less length */
  fold: Fold;
  placements: Placement[];
  /** names of pieces wider than the folded fabric in every allowed turn: the fabric is too narrow for them */
  tooWide: string[];
}
