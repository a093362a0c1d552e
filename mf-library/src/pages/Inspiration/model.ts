/** The heart on an inspiration: saves or removes it; a failure is logged and told with a toast. */
import { createEffect, sample } from 'effector';
import { logger, removeInspiration, saveInspiration, toastRequested } from '@nahtlos/platform';
import { strings } from '../../strings';

// the platform's calls as this page's effects: a test's scope gives them handlers
export const saveInspirationFx = createEffect((id: string) => saveInspiration(id));
export const removeInspirationFx = createEffect((id: string) => removeInspiration(id));

export const toggleSavedFx = createEffect(({ id, saved }: { id: string; saved: boolean }) => (saved ? removeInspirationFx(id) : saveInspirationFx(id)));

const logErrorFx = createEffect((error: unknown) => logger.error('Saving the inspiration failed', error));
sample({ clock: toggleSavedFx.failData, target: logErrorFx });
sample({ clock: toggleSavedFx.failData, fn: () => strings.library.fabric.actionFailed, target: toastRequested });
