/**
 * Unsaved changes (issue 16): the design differs from its start (the empty pattern, the saved project); every change,
 * undo and redo keeps it on the device as the route's draft, and a design back at its start drops the draft.
 */
import { combine, createEffect, createStore, sample } from 'effector';
import type { SewingPattern } from '@nahtlos/platform';
import { clearDraft, sameFills, writeDraft, type DraftRef } from '../../../drafts/draftStore';
import { sameLooks } from '../../../sizing/looks';
import { EMPTY_DESIGN, knownFills, type Design } from './design';
import { $design, $pattern, changed, closed, opened, restored } from './editor';
import { $draftRef, $fabricIndex } from './route';

export const clearDraftFx = createEffect((ref: DraftRef) => clearDraft(ref));

const $start = createStore<Design>(EMPTY_DESIGN).reset(closed);
sample({
  clock: opened,
  source: $fabricIndex,
  fn: (index, { pattern, design = EMPTY_DESIGN, start = design }) => ({ fills: knownFills(pattern, start.fills, index), looks: start.looks }),
  target: $start,
});
/** The design the user works on differs from the empty pattern / the saved project. */
export const $dirty = combine($pattern, $design, $start, (pattern, design, start) => {
  if (pattern === null) return false;
  const areaIds = pattern.areas.map((area) => area.id);
  return !sameFills(areaIds, design.fills, start.fills) || !sameLooks(areaIds, design.looks, start.looks);
});
const writeDraftFx = createEffect(({ ref, patternId, design, dirty }: { ref: DraftRef; patternId: string; design: Design; dirty: boolean }) => {
  if (dirty) writeDraft(ref, patternId, design.fills, { looks: design.looks });
  else clearDraft(ref);
});
sample({
  clock: [changed, restored],
  source: { ref: $draftRef, pattern: $pattern, design: $design, dirty: $dirty },
  filter: ({ ref, pattern }) => ref !== null && pattern !== null,
  fn: ({ ref, pattern, design, dirty }) => ({ ref: ref as DraftRef, patternId: (pattern as SewingPattern).id, design, dirty }),
  target: writeDraftFx,
});
