/**
 * Saving ('Fertig stellen', or the page header's tickmark): one at a time, repeated requests while saving are ignored;
 * a blank design only after the hint; the final SVG + PNG are built from the drawing on screen and kept as the pending
 * save, and the save screen replaces this entry. A failed save keeps the design (its draft) and says so.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { confirmDialog, logger, savePatternsRequested, toastRequested, type Fabric, type SewingPattern } from '@nahtlos/platform';
import { designFromDrawing, type DrawingAssets } from '../../../drawing/designFromDrawing';
import { storePending } from '../../../pendingSave';
import { strings } from '../../../strings';
import { isEmptyDesign, toProjectPattern, type SaveRequest } from './design';
import { $design, $mode, $pattern, $projectId, closed, opened } from './editor';
import { $draftRef, $fabricIndex, navigateFx } from './route';
import { $cmPerUnit, $size } from './sizing';

const t = strings.configurator;

export const saveRequested = createEvent();
/** The drawing finished loading (its assets), or went away (null). */
export const drawingChanged = createEvent<DrawingAssets | null>();
export const $drawing = createStore<DrawingAssets | null>(null, { serialize: 'ignore' }).on(drawingChanged, (_, drawing) => drawing);
export const $saving = createStore(false).reset(opened, closed);

/** 'Fertig stellen' before the drawing is there (still loading, or offline and never loaded on this device). */
class DrawingMissingError extends Error {
  constructor() {
    super('The drawing is not ready yet.');
  }
}
/** Final SVG + PNG (images inlined) from the drawing on screen, kept as the pending save. */
const buildDesignFromDrawingFx = createEffect(
  async ({ request, drawing, index }: { request: SaveRequest; drawing: DrawingAssets | null; index: Map<string, Fabric> }) => {
    if (!drawing) throw new DrawingMissingError();
    const { pattern, design } = request;
    const { svg, png } = await designFromDrawing({
      drawing,
      areas: pattern.areas,
      width: pattern.width || 500,
      height: pattern.height || 600,
      ...design,
      cmPerUnit: request.cmPerUnit,
      index,
    });
    storePending(
      {
        mode: request.mode,
        patternId: pattern.id,
        projectId: request.projectId,
        sewingPattern: toProjectPattern(pattern, design, request.size),
        svg,
        createdAt: Date.now(),
        ...(request.draft ? { draft: request.draft } : {}),
      },
      png,
    );
  },
);
const buildDesignFx = attach({
  source: { drawing: $drawing, index: $fabricIndex },
  mapParams: (request: SaveRequest, { drawing, index }) => ({ request, drawing, index }),
  effect: buildDesignFromDrawingFx,
});
export const saveFx = createEffect((request: SaveRequest) => buildDesignFx(request));
const logSaveFailureFx = createEffect((error: unknown) => logger.error('Saving the design failed.', error));

$saving.on(saveFx, () => true).on(saveFx.finally, () => false);

/**
 * Saving a blank design is allowed (the spec sets no rule) but hardly ever meant: the user is told first and
 * chooses. Resolves true for 'Trotzdem speichern'.
 */
export const confirmEmptySaveFx = createEffect((_request: SaveRequest) =>
  confirmDialog(t.emptyDesignTitle, t.emptyDesignMessage, t.emptyDesignConfirm, t.emptyDesignCancel),
);
const saveAsked = sample({
  // the page header's tickmark (a bus signal) saves like the button
  clock: [saveRequested, savePatternsRequested],
  source: {
    pattern: $pattern,
    design: $design,
    size: $size,
    cmPerUnit: $cmPerUnit,
    mode: $mode,
    projectId: $projectId,
    busy: combine($saving, confirmEmptySaveFx.pending, (saving, asking) => saving || asking),
    draft: $draftRef,
  },
  filter: ({ pattern, busy }) => pattern !== null && !busy,
  fn: ({ pattern, busy: _busy, draft, ...request }): SaveRequest => ({ ...request, pattern: pattern as SewingPattern, ...(draft ? { draft } : {}) }),
});
sample({ clock: saveAsked, filter: (request) => !isEmptyDesign(request.design), target: saveFx });
sample({ clock: saveAsked, filter: (request) => isEmptyDesign(request.design), target: confirmEmptySaveFx });
// saved anyway, unless the page was left meanwhile (its pattern closed)
sample({
  clock: confirmEmptySaveFx.done,
  source: $pattern,
  filter: (pattern, { params, result }) => result && pattern === params.pattern,
  fn: (_, { params }) => params,
  target: saveFx,
});
sample({ clock: saveFx.done, fn: () => ({ to: '/configuration/save', options: { replace: true } }), target: navigateFx });
sample({ clock: saveFx.failData, target: logSaveFailureFx });
// the design itself stays: the draft keeps every change on the device (drafts/draftStore.ts)
sample({ clock: saveFx.failData, fn: (error) => (error instanceof DrawingMissingError ? t.drawingMissing : t.saveFailed), target: toastRequested });
