import { createEffect } from 'effector';
import { createCustomFabric, showDialog, type CustomFabricDraft } from '@nahtlos/platform';
import { strings } from '../../strings';

const done = strings.photo.saved;

/** Stores the cropped photo as a custom fabric on the device (uploaded when logged in). */
export const saveFabricFx = createEffect((draft: CustomFabricDraft) => createCustomFabric(draft));

/** The dialog after saving: a new fabric, the fabric library, into the stash (issue 40) or close; resolves with the pressed button's id. */
export const offerNextStepFx = createEffect((fabricName: string) =>
  showDialog({
    title: done.title,
    message: done.message(fabricName),
    buttons: [
      { id: 'new', label: done.newFabric },
      { id: 'library', label: done.showLibrary, primary: true },
      { id: 'stash', label: done.toStash },
      { id: 'close', label: done.close },
    ],
  }),
);
