/**
 * The cutting plan's files (issue 39): 'Zuschnittplan als PDF' / 'als SVG' of the design on screen, with its preview
 * built from the drawing as saving builds it. One file at a time; a failure is told, the design is untouched.
 */
import { attach, createEffect, createEvent, sample } from 'effector';
import { logger, toastRequested, type Fabric, type SewingPattern } from '@nahtlos/platform';
import { savePlanFile, type PlanFileKind } from '../../../cuttingPlan/savePlanFile';
import { designFromDrawing, type DrawingAssets } from '../../../drawing/designFromDrawing';
import { strings } from '../../../strings';
import type { FabricNeed } from '../../../sizing/yardage';
import type { Looks } from '../../../sizing/looks';
import { $fills, $looks, $pattern } from './editor';
import { $fabricIndex } from './route';
import { $drawing } from './save';
import { $cmPerUnit, $fabricNeeds, $size } from './sizing';

export const planFileRequested = createEvent<PlanFileKind>();

interface PlanFileRequest {
  kind: PlanFileKind;
  pattern: SewingPattern | null;
  size: string | null;
  needs: FabricNeed[];
  drawing: DrawingAssets | null;
  fills: Record<string, string | null>;
  looks: Looks;
  cmPerUnit: number | null;
  index: Map<string, Fabric>;
}

const previewOf = async ({ pattern, drawing, fills, looks, cmPerUnit, index }: PlanFileRequest): Promise<Blob | null> => {
  if (!pattern || !drawing) return null;
  const design = { drawing, areas: pattern.areas, width: pattern.width || 500, height: pattern.height || 600, fills, looks, cmPerUnit, index };
  return (await designFromDrawing(design)).png;
};

export const savePlanFileFx = createEffect(async (request: PlanFileRequest) => {
  const { kind, pattern, size, needs } = request;
  if (!pattern || !size || needs.length === 0) return false;
  const preview = await previewOf(request).catch(() => null); // the plan without the picture rather than no plan
  return savePlanFile(kind, { designName: pattern.name, patternName: pattern.name, size, needs, preview });
});
const savePlanFromScreenFx = attach({
  source: { pattern: $pattern, size: $size, needs: $fabricNeeds, drawing: $drawing, fills: $fills, looks: $looks, cmPerUnit: $cmPerUnit, index: $fabricIndex },
  mapParams: (kind: PlanFileKind, source) => ({ kind, ...source }),
  effect: savePlanFileFx,
});
export const $planFileSaving = savePlanFileFx.pending;
sample({ clock: planFileRequested, filter: $planFileSaving.map((saving) => !saving), target: savePlanFromScreenFx });
const logPlanFileFailureFx = createEffect((error: unknown) => logger.error('The cutting plan file could not be made.', error));
sample({ clock: savePlanFileFx.failData, target: logPlanFileFailureFx });
sample({ clock: savePlanFileFx.fail, fn: () => strings.configurator.planFileFailed, target: toastRequested });
