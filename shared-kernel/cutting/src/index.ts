// The cutting plan ('Zuschnittplan', issue 39): cut pieces nested by their outlines on the fabric as cut. Pure, no DOM.
export type { CuttingFold, CuttingOptions, CuttingPlan, PieceSummary, PlacedCut, Rotation } from './types';
export { CELL_CM, WIDTH_STEP_CM, allowedTurns, planCutting } from './plan';
export { allowanceOutline, overlapArea } from './geometry';
