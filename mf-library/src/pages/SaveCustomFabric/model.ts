import { createEffect } from 'effector';
import { createCustomFabric, type CustomFabricDraft } from '@nahtlos/platform';

/** Stores the cropped photo as a custom fabric on the device (uploaded when logged in). */
export const saveFabricFx = createEffect((draft: CustomFabricDraft) => createCustomFabric(draft));
