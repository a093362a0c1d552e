/**
 * The cutting plan of a set of pieces, remembered: the configurator asks again on every fabric choice while its
 * 'Stoffverbrauch' is open, and a fabric whose areas, size and width did not change keeps its plan (nesting takes
 * tens of milliseconds; a lookup none).
 */
import type { CutPiece } from '@nahtlos/contract/yardage';
import type { CuttingOptions, CuttingPlan } from '@nahtlos/cutting';
import type { PlanCutting } from './engine';

/** Plans kept: the fabrics of a few designs in a few sizes and widths. */
const KEPT = 32;
const plans = new Map<string, CuttingPlan>();
/** The pieces' identity: a pattern size's piece lists are the same objects for as long as the size is loaded. */
const pieceIds = new WeakMap<CutPiece, number>();
let nextPieceId = 1;
function idOf(piece: CutPiece): number {
  const known = pieceIds.get(piece);
  if (known !== undefined) return known;
  pieceIds.set(piece, nextPieceId);
  return nextPieceId++;
}

export function planFor(planCutting: PlanCutting, pieces: readonly CutPiece[], options: CuttingOptions): CuttingPlan {
  const key = `${pieces.map(idOf).join(',')}|${options.fabricWidth}|${options.oneWay ? 1 : 0}|${options.printTurnDeg ?? 0}|${options.matchRepeatCm ?? 0}`;
  const kept = plans.get(key);
  if (kept) {
    plans.delete(key); // most recently used last
    plans.set(key, kept);
    return kept;
  }
  const plan = planCutting([...pieces], options);
  plans.set(key, plan);
  if (plans.size > KEPT) plans.delete(plans.keys().next().value as string);
  return plan;
}
