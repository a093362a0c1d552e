/** The heart on an inspiration: saves or removes it; a failure is logged and told with a toast. */
import { createEffect, sample } from 'effector';
import { logger, removeInspiration, saveInspiration, toastRequested } from '@nahtlos/platform';
import { strings } from '../../strings';

export const toggleSavedFx = createEffect(({ id, saved }: { id: string; saved: boolean }) => (saved ? removeInspiration(id) : saveInspiration(id)));

const logErrorFx = createEffect((error: unknown) => logger.error('Saving the inspiration failed', error));
sample({ clock: toggleSavedFx.failData, target: logErrorFx });
sample({ clock: toggleSavedFx.failData, fn: () => strings.library.fabric.actionFailed, target: toastRequested });
