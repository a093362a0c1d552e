/**
 * 'Aus deinem Vorrat' (issue 40): how a piece of the user's stash serves a design's need of its fabric — the plan laid
 * at the piece's own width, and the cm left after cutting. With several pieces of the fabric: the longest one that is
 * enough, else the one that misses least; pieces too narrow for some cut piece are left out.
 */
import type { CutPiece } from '@nahtlos/contract/yardage';
import type { CuttingOptions } from '@nahtlos/cutting';
import type { StashEntry } from '@nahtlos/platform';
import type { PlanCutting } from '../cuttingPlan/engine';
import { planFor } from '../cuttingPlan/planFor';

export type StashPiece = Pick<StashEntry, 'fabricId' | 'lengthCm' | 'widthCm'>;

export interface StashFit {
  lengthCm: number;
  widthCm: number;
  /** cm of the piece left after cutting; negative: that many missing */
  leftCm: number;
}

/** Enough beats short; among enough the longer piece, among short the smaller shortfall. */
const better = (fit: StashFit, than: StashFit) => (fit.leftCm >= 0 ? than.leftCm < 0 || fit.lengthCm > than.lengthCm : than.leftCm < 0 && fit.leftCm > than.leftCm);

export function stashFit(stash: readonly StashPiece[], fabricId: string, pieces: readonly CutPiece[], options: Omit<CuttingOptions, 'fabricWidth'>, planCutting: PlanCutting): StashFit | null {
  let best: StashFit | null = null;
  for (const entry of stash) {
    if (entry.fabricId !== fabricId) continue;
    const plan = planFor(planCutting, pieces, { ...options, fabricWidth: entry.widthCm });
    if (plan.tooWide.length > 0) continue;
    const fit = { lengthCm: entry.lengthCm, widthCm: entry.widthCm, leftCm: entry.lengthCm - plan.lengthCm };
    if (!best || better(fit, best)) best = fit;
  }
  return best;
}
