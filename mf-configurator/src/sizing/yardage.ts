/**
 * 'Stoffverbrauch' of a design (issue 19): for each fabric used, the length the cut pieces of its areas need in the
 * chosen size at that fabric's width, and where each piece lies: the cutting plan ('Zuschnittplan', issue 39,
 * @nahtlos/cutting), laid from the pieces' real outlines, never longer than the box layout the STOFFVERBRAUCH table
 * is computed with. A custom fabric with a known length says whether it is enough ('Reicht mein Stoff?').
 */
import type { CutPiece } from '@nahtlos/contract/yardage';
import type { CuttingPlan } from '@nahtlos/cutting';
import type { Fabric, PatternSize } from '@nahtlos/platform';
import type { PlanCutting } from '../cuttingPlan/engine';
import { planFor } from '../cuttingPlan/planFor';
import { lookOf, type Looks } from './looks';
import { stashFit, type StashFit, type StashPiece } from './stashFit';

/** The width yardage figures use when a fabric names none (a plain colour): the table's 140 cm. */
export const DEFAULT_FABRIC_WIDTH_CM = 140;

export interface FabricNeed {
  fabric: Fabric;
  /** the areas cut from it, in the pattern's order */
  areaIds: string[];
  widthCm: number;
  lengthCm: number;
  /** where each piece lies on this fabric, the length to buy, what does not fit */
  plan: CuttingPlan;
  /** 'Muster anpassen' is on for this fabric: the plan adds the print's repeat where pieces meet on a motif line */
  matched: boolean;
  /** pieces wider than the fabric in every turn the grain allows: no length is enough */
  tooWide: string[];
  /** a fabric of known length: cm missing (0: it is enough); null when its length is not known or it is too narrow */
  missingCm: number | null;
  /** the piece of the user's stash of this fabric that serves best, and what is left of it (issue 40); null: none in the stash */
  stash: StashFit | null;
}

export interface NeedsInput {
  areaIds: readonly string[];
  size: PatternSize;
  fills: Record<string, string | null>;
  index: Map<string, Fabric>;
  /** a width the user chose for a fabric (cm), else its own usable width */
  chosenWidths?: Record<string, number>;
  /** the areas' 'Drehen': a one-way print turned by a quarter lets grain-free pieces lie across */
  looks?: Looks;
  /** fabric ids with 'Muster anpassen' on */
  matched?: ReadonlySet<string>;
  /** the cutting plan's engine (cuttingPlan/engine.ts: loaded when a plan is first shown) */
  planCutting: PlanCutting;
  /** the user's stash ('Mein Stoffvorrat'): a fabric in it says what a piece of it leaves */
  stash?: readonly StashPiece[];
}

/** The width a fabric is laid out at: the user's own fabric has its measured width; shipped ones can be bought in others. */
export function widthOf(fabric: Fabric, chosenWidths: Record<string, number> = {}): number {
  if (fabric.isCustom && fabric.usableWidth) return fabric.usableWidth;
  return chosenWidths[fabric.id] ?? fabric.usableWidth ?? DEFAULT_FABRIC_WIDTH_CM;
}

export function fabricNeeds({ areaIds, size, fills, index, chosenWidths = {}, looks = {}, matched = new Set(), planCutting, stash = [] }: NeedsInput): FabricNeed[] {
  const areasOf = new Map<string, string[]>();
  for (const areaId of areaIds) {
    const fabricId = fills[areaId];
    if (!fabricId || !index.has(fabricId)) continue;
    areasOf.set(fabricId, [...(areasOf.get(fabricId) ?? []), areaId]);
  }
  return [...areasOf].map(([fabricId, areas]) => {
    const fabric = index.get(fabricId) as Fabric;
    const pieces: CutPiece[] = areas.flatMap((areaId) => size.pieces[areaId] ?? []);
    const widthCm = widthOf(fabric, chosenWidths);
    const matchOn = matched.has(fabricId) && Boolean(fabric.repeat);
    const options = {
      oneWay: fabric.oneWay ?? false,
      printTurnDeg: lookOf(looks, areas[0]).rotation,
      ...(matchOn && fabric.repeat ? { matchRepeatCm: fabric.repeat.height } : {}),
    };
    const plan = planFor(planCutting, pieces, { fabricWidth: widthCm, ...options });
    const known = fabric.isCustom && fabric.lengthCm ? fabric.lengthCm : null;
    const missingCm = known === null || plan.tooWide.length > 0 ? null : Math.max(0, plan.lengthCm - known);
    const fromStash = stashFit(stash, fabricId, pieces, options, planCutting);
    return { fabric, areaIds: areas, widthCm, lengthCm: plan.lengthCm, plan, matched: matchOn, tooWide: plan.tooWide, missingCm, stash: fromStash };
  });
}
