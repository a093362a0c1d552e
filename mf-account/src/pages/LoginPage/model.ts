/** Login page: the spec's form rule first (no request for an invalid form), the kernel's login, then the sync screen. */
import { attach, createEffect, sample } from 'effector';
import { createGate } from 'effector-react';
import { loginUser, validateLogin, type LoginForm, type LoginResult } from '@nahtlos/platform';
import { strings } from '../../strings';
import { createAccountForm } from '../../components/formModel';
import { navigateWith, type PageGateProps } from '@nahtlos/ui';

export const LoginPageGate = createGate<PageGateProps>();

export const loginFx = createEffect((form: LoginForm): Promise<LoginResult> => loginUser(form.email, form.password));
const navigateFx = attach({ source: LoginPageGate.state, effect: navigateWith });

export const { fieldChanged, submitted, $form, $error, $pending } = createAccountForm({
  initial: { email: '', password: '' },
  opened: LoginPageGate.open,
  validate: validateLogin,
  submitFx: loginFx,
  fallbackError: strings.validation.invalidCredentials,
});

// success → sync screen (SPEC section 4)
sample({ clock: loginFx.doneData, filter: (result) => result.ok, fn: () => ({ to: '/load/patterns' }), target: navigateFx });
