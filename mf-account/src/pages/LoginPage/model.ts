/**
 * Login page: the spec's form rule first (no request for an invalid form), the kernel's login, then the sync
 * screen (which goes on to the page that sent the user here, `?redirect=`). A refused login of an unconfirmed
 * address keeps the spec's text and offers to send the activation mail again.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { loginFx as signInFx, resendActivationMail, validateLogin, withReturnTo, type FormResult, type LoginForm, type LoginResult } from '@nahtlos/platform';
import { strings } from '../../strings';
import { createAccountForm } from '../../components/formModel';
import { navigateWith, withBrand, type PageGateProps } from '@nahtlos/ui';

export interface LoginGateProps extends PageGateProps {
  /** The page to go back to after the login (`?redirect=`), already checked to be one of the app's. */
  returnTo: string | null;
}
export const LoginPageGate = createGate<LoginGateProps>();

export const loginFx = createEffect((form: LoginForm): Promise<LoginResult> => signInFx({ email: form.email, password: form.password }));
const navigateFx = attach({ source: LoginPageGate.state, effect: navigateWith });

export const { fieldChanged, submitted, $form, $error, $pending } = createAccountForm({
  initial: { email: '', password: '' },
  opened: LoginPageGate.open,
  validate: validateLogin,
  submitFx: loginFx,
  fallbackError: strings.validation.invalidCredentials,
});

/** Why an account is needed, for the page the user came from (none when they opened the login themselves). */
export function loginHintFor(returnTo: string | null): string | null {
  return returnTo?.split(/[?#]/)[0] === '/foto-feature' ? withBrand(strings.account.login.fotoFeatureHint) : null;
}
export const $hint = LoginPageGate.state.map(({ returnTo }) => loginHintFor(returnTo ?? null));

// success → sync screen (SPEC section 4), which goes on to the return address
sample({
  clock: loginFx.doneData,
  source: LoginPageGate.state,
  filter: (_, result) => result.ok,
  fn: ({ returnTo }) => ({ to: withReturnTo('/load/patterns', returnTo) }),
  target: navigateFx,
});

// ── 'E-mail erneut senden' after a refused login of an unconfirmed address ──
export const resendClicked = createEvent();
export const resendFx = createEffect((email: string): Promise<FormResult> => resendActivationMail(email));
export const $resendPending = resendFx.pending;

/** The right password met an unconfirmed address: the activation mail is offered until the next attempt. */
export const $offersResend = createStore(false)
  .on(loginFx.doneData, (_, result) => !result.ok && result.notActivated === true)
  .on(loginFx, () => false)
  .reset(LoginPageGate.open);
export const $resendResult = createStore<FormResult | null>(null)
  // the platform's failure text is the registration's 'Ungültige Daten.': here it says what went wrong
  .on(resendFx.doneData, (_, result) => (result.ok ? result : { ok: false, error: strings.account.login.resendFailed }))
  .on(resendFx.fail, () => ({ ok: false, error: strings.account.login.resendFailed }))
  .reset(LoginPageGate.open, loginFx, resendFx);

sample({
  clock: resendClicked,
  source: $form,
  filter: combine($offersResend, $resendPending, (offered, pending) => offered && !pending),
  fn: (form) => form.email,
  target: resendFx,
});
