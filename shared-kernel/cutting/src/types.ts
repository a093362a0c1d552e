import type { Point } from '@nahtlos/contract/yardage';

/**
 * How the fabric is laid for cutting (x across, y along the length; cm):
 * - `centre`: folded in half, the fold at x = 0, both selvedges at x = foldedWidth (= fabricWidth / 2);
 * - `selvedges`: both selvedges folded to the middle, folds at x = 0 and x = foldedWidth (= fabricWidth / 2),
 *   the selvedges meeting at `selvedgeLine`; no piece crosses that line;
 * - `open`: a single layer, selvedges at x = 0 and x = foldedWidth (= fabricWidth); every piece cut singly;
 * - `partial`: one selvedge folded in only `doubleWidth` cm: the fold at x = 0, the folded-in selvedge at
 *   x = doubleWidth (the doubled strip [0, doubleWidth], cut through both layers, as `centre`), the single layer
 *   beside it from x = doubleWidth to the other selvedge at x = foldedWidth (= fabricWidth − doubleWidth), cut
 *   singly, as `open`. No piece crosses x = doubleWidth. `folds` = [0], `selvedges` = [doubleWidth, foldedWidth].
 */
export type CuttingFold = 'centre' | 'selvedges' | 'open' | 'partial';

/** A quarter turn of a piece on the fabric, counter-clockwise in the fabric's (x, y) frame. */
export type Rotation = 0 | 90 | 180 | 270;

export interface CuttingOptions {
  /** usable fabric width in cm, selvedge to selvedge */
  fabricWidth: number;
  /** seam allowance in cm around each outline except along a fold; default 1 (SEAM_ALLOWANCE_CM) */
  seamAllowance?: number;
  /** the print has a direction (Richtung): no piece is turned by 180° (lengthwise pieces lie at 0° only) */
  oneWay?: boolean;
  /** the configurator's 'Drehen' of the print: which quarter turn of a grain-free piece shows a one-way print as designed (see README) */
  printTurnDeg?: 0 | 45 | 90;
  /** 'Muster anpassen': the print's repeat in cm along the length; lengthwise pieces are laid with their hems on one motif line */
  matchRepeatCm?: number;
}

/** One cut as laid: a whole piece (on the fold, or open) or a mirrored pair (one cut through both layers). */
export interface PlacedCut {
  /** index of the piece in the input list */
  pieceIndex: number;
  name: string;
  /** the outline grown by the seam allowance, as laid (fabric cm; one or more closed polygons, usually one) */
  allowance: Point[][];
  /** the piece's own outline (the sewing line) as laid: on folded fabric a piece on the fold is its half */
  cutLine: Point[];
  /** the allowance outline's box as laid */
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: Rotation;
  /** the outline as laid is the mirror image of the piece's outline (the second of a pair in an open layout, a piece at the right fold) */
  mirrored: boolean;
  /** whole pieces this cut gives: 2 for one cut through both layers of a non-fold piece, else 1 */
  yields: 1 | 2;
  onFold: boolean;
  /**
   * layers the cut goes through: 2 on folded fabric (centre, selvedges, the doubled strip of a partial fold), 1 from a
   * single layer (open, the single layer of a partial fold; a piece on the fold there is cut whole: 'Bruch aufgeklappt')
   */
  layers?: 1 | 2;
  /** the grainline arrow from tail to head, in fabric cm (the head points along the piece's +y: towards its hem) */
  grain: [Point, Point];
}

/** One line of the piece list (for the PDF): the whole piece with allowance (a piece on the fold unfolded). */
export interface PieceSummary {
  name: string;
  count: number;
  /** whole cm, rounded up */
  widthCm: number;
  heightCm: number;
  onFold: boolean;
}

export interface CuttingPlan {
  /** fabric length needed in whole cm (rounded up), pattern matching included; 0 for no pieces */
  lengthCm: number;
  /** lengthCm rounded up to the next 10 cm: what to buy ('Kaufe 0,70 m') */
  buyLengthCm: number;
  fold: CuttingFold;
  fabricWidth: number;
  /** the width of the laid stack: fabricWidth / 2 when folded, fabricWidth when open, fabricWidth − doubleWidth on a partial fold */
  foldedWidth: number;
  /** a partial fold only: how far one selvedge is folded in (the doubled strip's width, cm); its selvedge lies at x = doubleWidth */
  doubleWidth?: number;
  /** x of each fold in the plan's frame (centre: [0]; selvedges: [0, foldedWidth]; open: []; partial: [0]) */
  folds: number[];
  /** x of each selvedge in the plan's frame (centre: [foldedWidth]; selvedges: [the meeting line]; open: [0, foldedWidth]; partial: [doubleWidth, foldedWidth]) */
  selvedges: number[];
  placements: PlacedCut[];
  /** names of pieces that fit the fabric in no allowed turn and layout; they are left out of the plan */
  tooWide: string[];
  /** extra length in whole cm that pattern matching ('Muster anpassen') adds; 0 without matchRepeatCm */
  matchExtraCm: number;
  /** the piece list: name, count, size */
  pieces: PieceSummary[];
}
