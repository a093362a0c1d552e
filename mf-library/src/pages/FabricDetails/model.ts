/**
 * A custom fabric's actions: delete (after the confirm dialog, which says how many designs use the fabric; then a
 * toast and back to the library),
 * rename (a toast when done) and its size in cm (the form says 'Gespeichert'). Failures are logged and told
 * with a toast, in the dialog or in the form.
 */
import { createEffect, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  confirmDialog,
  countDesignsUsingFabric,
  deleteCustomFabric,
  logger,
  renameCustomFabric,
  setCustomFabricSize,
  toastRequested,
  ValidationError,
  type Fabric,
  type FabricSize,
} from '@nahtlos/platform';
import { strings } from '../../strings';
import { createNavigateFx, type PageGateProps } from '@nahtlos/ui';

const t = strings.library.fabric;

export const FabricDetailsGate = createGate<PageGateProps>();
export const navigateFx = createNavigateFx(FabricDetailsGate);

// the platform's calls as this page's effects: a test's scope gives them handlers
export const countDesignsFx = createEffect((fabricId: string) => countDesignsUsingFabric(fabricId));
/** The confirm dialog before deleting, with `message`; resolves true when the user confirmed. */
export const confirmDeleteFx = createEffect((message: string) =>
  confirmDialog(t.deleteTitle, message, t.deleteConfirm, t.deleteCancel, { destructive: true }),
);
export const deleteCustomFabricFx = createEffect((fabricId: string) => deleteCustomFabric(fabricId));

export const deleteClicked = createEvent<Fabric>();
/** Resolves true when the fabric was deleted, false when the user kept it. */
export const deleteFabricFx = createEffect(async (fabric: Fabric): Promise<boolean> => {
  const designs = await countDesignsFx(fabric.id);
  const message = designs > 0 ? t.deleteUsedMessage(designs) : t.deleteMessage(fabric.name);
  if (!(await confirmDeleteFx(message))) return false;
  await deleteCustomFabricFx(fabric.id);
  return true;
});
sample({ clock: deleteClicked, filter: deleteFabricFx.pending.map((pending) => !pending), target: deleteFabricFx });
const deleted = sample({ clock: deleteFabricFx.doneData, filter: Boolean });
sample({ clock: deleted, fn: () => t.deleted, target: toastRequested });
sample({ clock: deleted, fn: () => ({ to: '/fabrics', options: { replace: true } }), target: navigateFx });
sample({ clock: deleteFabricFx.failData, fn: () => t.actionFailed, target: toastRequested });

export const renameFabricFx = createEffect(({ id, name }: { id: string; name: string }) => renameCustomFabric(id, name));
sample({ clock: renameFabricFx.done, fn: () => t.renamed, target: toastRequested });

/** 'Reicht mein Stoff?': stored on the device first (offline too), the platform uploads it. */
export const saveSizeFx = createEffect(({ id, size }: { id: string; size: FabricSize }) => setCustomFabricSize(id, size));

const logErrorFx = createEffect(({ message, error }: { message: string; error: unknown }) => logger.error(message, error));
sample({ clock: deleteFabricFx.failData, fn: (error) => ({ message: 'Deleting the custom fabric failed', error }), target: logErrorFx });
sample({
  clock: renameFabricFx.failData,
  // a name the rules reject is the user's to fix (shown in the dialog), not a failure
  filter: (error) => !(error instanceof ValidationError),
  fn: (error) => ({ message: 'Renaming the custom fabric failed', error }),
  target: logErrorFx,
});
sample({
  clock: saveSizeFx.failData,
  filter: (error) => !(error instanceof ValidationError),
  fn: (error) => ({ message: 'Saving the custom fabric size failed', error }),
  target: logErrorFx,
});
