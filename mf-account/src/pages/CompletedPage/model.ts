/**
 * Completed page (where the activation link lands): the registration no longer waits on an address. A registration
 * a page asked for (the photo feature's purchase) goes on to the login, which returns to that page.
 */
import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { forgetAwaitedEmailFx } from '../../awaitedEmail';
import { takePendingReturnFx } from '../../pendingReturn';

export const CompletedPageGate = createGate();

/** The page the registration was for, or null (then the spec's way on: the profile). */
export const $returnTo = createStore<string | null>(null).on(takePendingReturnFx.doneData, (_, returnTo) => returnTo);

sample({ clock: CompletedPageGate.open, target: [forgetAwaitedEmailFx, takePendingReturnFx] });
