/**
 * Drafts offered back (issue 16): a stored draft of the route that differs from its start is offered before the design
 * opens — 'Entwurf fortsetzen' opens the draft, 'Verwerfen' drops it and opens the start.
 */
import { createEvent, createStore, sample } from 'effector';
import type { DraftRef } from '../../../drafts/draftStore';
import { clearDraftFx } from './autosave';
import { isReady, type ReadySource } from './designSource';
import { opened } from './editor';
import { $draftRef, $source, ConfiguratorGate, designLoaded } from './route';

/** 'Entwurf fortsetzen': the design opens as the draft left it. */
export const draftResumed = createEvent();
/** 'Verwerfen': the draft is dropped, the design opens as it starts. */
export const draftDiscarded = createEvent();

/** Whether the draft offer shows (the design opens once the user chose). */
export const $offeringDraft = createStore(false)
  .on(designLoaded, (_, { source, resume }) => isReady(source) && source.draft !== null && !resume)
  .reset(ConfiguratorGate.close);
const choice = sample({
  clock: [draftResumed.map(() => true), draftDiscarded.map(() => false)],
  source: { source: $source, gate: ConfiguratorGate.state, offering: $offeringDraft, draftRef: $draftRef },
  filter: ({ source, offering }) => offering && isReady(source),
  fn: ({ source, gate, draftRef }, resume) => ({ ready: source as ReadySource, mode: gate.mode ?? 'new', draftRef, resume }),
});
$offeringDraft.reset(choice);
sample({
  clock: choice,
  fn: ({ ready, mode, resume }) => ({
    pattern: ready.pattern,
    design: resume ? ready.draft ?? ready.design : ready.design,
    start: ready.design,
    size: ready.size,
    mode,
    projectId: ready.projectId,
  }),
  target: opened,
});
sample({ clock: choice, filter: ({ resume, draftRef }) => !resume && draftRef !== null, fn: ({ draftRef }) => draftRef as DraftRef, target: clearDraftFx });
