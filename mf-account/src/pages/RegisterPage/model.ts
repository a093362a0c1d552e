/**
 * Register page: the spec's rules in order (missing data, differing, too short), the server, then the await page
 * (which carries the return address, `?redirect=`, on to its login link).
 */
import { attach, createEffect, sample } from 'effector';
import { createGate } from 'effector-react';
import { registerFx as signUpFx, validateRegistration, withReturnTo, type FormResult, type RegistrationForm } from '@nahtlos/platform';
import { rememberAwaitedEmailFx } from '../../awaitedEmail';
import { rememberPendingReturnFx } from '../../pendingReturn';
import { createAccountForm } from '../../components/formModel';
import { navigateWith, type PageGateProps } from '@nahtlos/ui';

export const RegisterPageGate = createGate<PageGateProps & { returnTo?: string | null }>();

export const registerFx = createEffect((form: RegistrationForm): Promise<FormResult> => signUpFx(form));
const navigateFx = attach({ source: RegisterPageGate.state, effect: navigateWith });

export const { fieldChanged, submitted, $form, $error, $pending } = createAccountForm({
  initial: { username: '', email: '', password: '', passwordConfirmation: '' },
  opened: RegisterPageGate.open,
  validate: validateRegistration,
  submitFx: registerFx,
});

// success → the address is kept in the session, then the await page gets it in the navigation state
sample({
  clock: registerFx.done,
  filter: ({ result }) => result.ok,
  fn: ({ params }) => params.email.trim(),
  target: rememberAwaitedEmailFx,
});
// the activation link may open in another tab: the page to return to is kept on the device for it
sample({
  clock: registerFx.done,
  source: RegisterPageGate.state,
  filter: ({ returnTo }, { result }) => result.ok && Boolean(returnTo),
  fn: ({ returnTo }) => returnTo as string,
  target: rememberPendingReturnFx,
});
sample({
  clock: rememberAwaitedEmailFx.done,
  source: RegisterPageGate.state,
  fn: ({ returnTo }, { params: email }) => ({ to: withReturnTo('/register/await-email-verfication', returnTo), options: { state: { email } } }),
  target: navigateFx,
});
