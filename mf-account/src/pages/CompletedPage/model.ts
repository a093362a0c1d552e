/** Completed page (where the activation link lands): the registration no longer waits on an address. */
import { sample } from 'effector';
import { createGate } from 'effector-react';
import { forgetAwaitedEmailFx } from '../../awaitedEmail';

export const CompletedPageGate = createGate();

sample({ clock: CompletedPageGate.open, target: forgetAwaitedEmailFx });
