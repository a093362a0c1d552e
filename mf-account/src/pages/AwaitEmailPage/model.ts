/** Await-email page: the awaited address (navigation state, else the session) and resending the activation mail. */
import { createEffect, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { resendActivationMail, type FormResult } from '@nahtlos/platform';
import { awaitedEmailFx } from '../../awaitedEmail';
import { createAccountForm } from '../../components/formModel';

export const AwaitEmailPageGate = createGate<{ locationState: unknown }>();

export const resendFx = createEffect(({ email }: { email: string }): Promise<FormResult> => resendActivationMail(email));

const form = createAccountForm({ initial: { email: '' }, opened: AwaitEmailPageGate.open, submitFx: resendFx });
export const { submitted, $error, $message, $pending } = form;

export const $email = createStore<string | null>(null)
  .on(awaitedEmailFx.doneData, (_, email) => email)
  .reset(AwaitEmailPageGate.close);

sample({ clock: AwaitEmailPageGate.open, source: AwaitEmailPageGate.state, fn: ({ locationState }) => locationState, target: awaitedEmailFx });
sample({ clock: awaitedEmailFx.doneData, filter: Boolean, fn: (email) => ({ field: 'email' as const, value: email }), target: form.fieldChanged });
