// The yardage engine: how much fabric length cut pieces need at a fabric width. Pure and dependency-free.
export type { CutPiece, Fold, Grain, Layout, LayoutOptions, Placement, Point } from './types';
export { SEAM_ALLOWANCE_CM, fabricLength, layOutPieces } from './layout';
export { formatMetres } from './format';
