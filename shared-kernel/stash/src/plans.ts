import type { PatternSize } from '@nahtlos/contract/content';
import { layOutPieces, type CutPiece } from '@nahtlos/contract/yardage';
import { planCutting } from '@nahtlos/cutting';

/** What the matcher keeps of a cutting plan. */
export interface PlanSummary {
  lengthCm: number;
  /** some piece fits no layout on this width (planCutting's `tooWide` is not empty) */
  tooWide: boolean;
}

/** One cutting plan asked for: some areas of a pattern size together, on a width, with or without a one-way print. */
export interface PlanRequest {
  size: PatternSize;
  /** the areas planned together, in the pattern's order */
  areaIds: readonly string[];
  width: number;
  oneWay: boolean;
}

const setKey = (areaIds: readonly string[]) => areaIds.join('+');
const planKey = ({ areaIds, width, oneWay }: Omit<PlanRequest, 'size'>) => `${setKey(areaIds)}|${width}|${oneWay ? 1 : 0}`;

export const piecesOf = (size: PatternSize, areaIds: readonly string[]): CutPiece[] => areaIds.flatMap((id) => size.pieces[id] ?? []);

interface SizeMemo {
  plans: Map<string, PlanSummary>;
  /** today's box layout per areas and width: its length (see `upperBound`) and whether it turns a piece */
  boxes: Map<string, { lengthCm: number; turnsPieces: boolean }>;
  /** per areas and print: the plans made, for the bounds a wider width gives a narrower one */
  byWidth: Map<string, { width: number; plan: PlanSummary }[]>;
}

/**
 * The cutting plans made, memoised per pattern size (by object: a new catalogue never meets old plans), set of areas,
 * width and print direction. Keep one across runs (a worker re-running after a stash edit) to plan nothing twice.
 */
export class PlanCache {
  private readonly sizes = new WeakMap<PatternSize, SizeMemo>();
  /** how many cutting plans were made (the bench prints it) */
  plansMade = 0;

  private memo(size: PatternSize): SizeMemo {
    let memo = this.sizes.get(size);
    if (!memo) {
      memo = { plans: new Map(), boxes: new Map(), byWidth: new Map() };
      this.sizes.set(size, memo);
    }
    return memo;
  }

  /** The cutting plan of these areas together on this width (planCutting, memoised). */
  plan(request: PlanRequest): PlanSummary {
    const memo = this.memo(request.size);
    const key = planKey(request);
    const known = memo.plans.get(key);
    if (known) return known;
    const plan = planCutting(piecesOf(request.size, request.areaIds), { fabricWidth: request.width, oneWay: request.oneWay });
    this.plansMade++;
    const summary: PlanSummary = { lengthCm: plan.lengthCm, tooWide: plan.tooWide.length > 0 };
    memo.plans.set(key, summary);
    const family = `${setKey(request.areaIds)}|${request.oneWay ? 1 : 0}`;
    memo.byWidth.set(family, [...(memo.byWidth.get(family) ?? []), { width: request.width, plan: summary }]);
    return summary;
  }

  /** The plan if it was made already. */
  known(request: PlanRequest): PlanSummary | undefined {
    return this.memo(request.size).plans.get(planKey(request));
  }

  /**
   * What the plans made so far say about a plan not made yet: a wider fabric never needs more length (planCutting's
   * ladder), and a piece too wide for a wider fabric is too wide here. Returns the longest such length, or Infinity
   * when the plan cannot fit any fabric of this width.
   */
  knownLowerBound(request: PlanRequest): number {
    const family = `${setKey(request.areaIds)}|${request.oneWay ? 1 : 0}`;
    let bound = 0;
    for (const { width, plan } of this.memo(request.size).byWidth.get(family) ?? []) {
      if (width < request.width) continue;
      if (plan.tooWide) return Infinity;
      bound = Math.max(bound, plan.lengthCm);
    }
    return bound;
  }

  /**
   * Today's box layout's length, which the plan never exceeds: planCutting keeps the box layout as a candidate — on a
   * one-way print only when it turns no piece (a quarter turn of a grain-free piece is what the print forbids there),
   * so then Infinity, as when the boxes leave a piece out (the plan may still lay it open).
   */
  upperBound(size: PatternSize, areaIds: readonly string[], width: number, oneWay: boolean): number {
    const memo = this.memo(size);
    const key = `${setKey(areaIds)}|${width}`;
    let box = memo.boxes.get(key);
    if (!box) {
      const layout = layOutPieces(piecesOf(size, areaIds), { fabricWidth: width });
      box = { lengthCm: layout.tooWide.length > 0 ? Infinity : layout.lengthCm, turnsPieces: layout.placements.some((p) => p.turned) };
      memo.boxes.set(key, box);
    }
    return oneWay && box.turnsPieces ? Infinity : box.lengthCm;
  }
}
