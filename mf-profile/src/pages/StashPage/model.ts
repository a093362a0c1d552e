/**
 * 'Mein Stoffvorrat' (issue 40): the page's actions. An entry is saved on the device first (offline too) and synced by
 * the platform; removing one asks first. Both say how they ended with a toast; failures are logged.
 */
import { createEffect, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { accountListsWanted, addStashEntry, confirmDialog, logger, removeStashEntry, toastRequested, updateStashEntry, type StashEntryDraft } from '@nahtlos/platform';
import { createNavigateFx, type PageGateProps } from '@nahtlos/ui';
import { strings } from '../../strings';

const t = strings.stash;

export const StashPageGate = createGate<PageGateProps>();
export const navigateFx = createNavigateFx(StashPageGate);

/** The page shows the account's lists (the stash among them): asked for once it has hydrated. */
const accountListsWantedFx = createEffect(() => accountListsWanted());
sample({ clock: StashPageGate.open, target: accountListsWantedFx });

/** Saves a new entry (no id) or an edited one; rejects with the platform's ValidationError (German) when a rule refuses it. */
export const saveEntryFx = createEffect(({ id, draft }: { id: string | null; draft: StashEntryDraft }) => (id ? updateStashEntry(id, draft) : addStashEntry(draft)));
sample({ clock: saveEntryFx.done, fn: () => t.saved, target: toastRequested });

export const confirmRemoveFx = createEffect((name: string) => confirmDialog(t.removeTitle, t.removeMessage(name), t.removeConfirm, t.removeCancel, { destructive: true }));
export const removeFx = createEffect((id: string) => removeStashEntry(id));

export const removeClicked = createEvent<{ id: string; name: string }>();
/** Resolves true when the entry was removed, false when the user kept it. */
export const removeEntryFx = createEffect(async ({ id, name }: { id: string; name: string }): Promise<boolean> => {
  if (!(await confirmRemoveFx(name))) return false;
  await removeFx(id);
  return true;
});
sample({ clock: removeClicked, filter: removeEntryFx.pending.map((pending) => !pending), target: removeEntryFx });
sample({ clock: removeEntryFx.doneData, filter: Boolean, fn: () => t.removed, target: toastRequested });
sample({ clock: removeEntryFx.failData, fn: () => t.failed, target: toastRequested });

const logErrorFx = createEffect(({ message, error }: { message: string; error: unknown }) => logger.error(message, error));
sample({ clock: removeEntryFx.failData, fn: (error) => ({ message: 'Removing a stash entry failed', error }), target: logErrorFx });
