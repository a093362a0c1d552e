/**
 * Leaving: the header's ← (Android's back presses it) asks 'Änderungen verwerfen?' first when there are unsaved
 * changes; 'Verwerfen' drops the draft and goes where backStep says.
 */
import { attach, createEffect, createEvent, sample } from 'effector';
import { confirmDialog } from '@nahtlos/platform';
import type { DraftRef } from '../../../drafts/draftStore';
import { backStep } from '../../../navigation/backStep';
import { lastDetailsEntry } from '../../../navigation/detailsEntry';
import { strings } from '../../../strings';
import { $dirty, clearDraftFx } from './autosave';
import { $draftRef, ConfiguratorGate } from './route';

const t = strings.configurator;

/** The user pressed ← on the configurator. */
export const backRequested = createEvent();
/** Resolves true when the user may leave: nothing unsaved, or 'Verwerfen' confirmed. */
const confirmLeaveFx = createEffect((dirty: boolean) =>
  dirty ? confirmDialog(t.leaveTitle, t.leaveMessage, t.leaveConfirm, t.leaveCancel) : Promise.resolve(true),
);
const goBackFx = attach({
  source: ConfiguratorGate.state,
  effect: ({ navigate, mode, id }) => {
    const step = backStep(mode ?? 'new', id ?? '', window.history.state, lastDetailsEntry());
    if (step.back) navigate?.(-1);
    else navigate?.(step.to, { replace: step.replace });
  },
});
sample({ clock: backRequested, source: $dirty, filter: confirmLeaveFx.pending.map((pending) => !pending), target: confirmLeaveFx });
// an answer that comes after the page was left (browser back while asking) goes nowhere
const leaving = sample({
  clock: confirmLeaveFx.done,
  source: ConfiguratorGate.status,
  filter: (open, { result }) => open && result,
  fn: (_, { params: dirty }) => dirty,
});
sample({ clock: leaving, source: $draftRef, filter: (ref, dirty) => dirty && ref !== null, fn: (ref) => ref as DraftRef, target: clearDraftFx });
sample({ clock: leaving, target: goBackFx });
