/** Forgot-password page: email required and well-formed, then the reset mail. */
import { createEffect } from 'effector';
import { createGate } from 'effector-react';
import { requestPasswordReset, validateForgotPassword, type FormResult } from '@nahtlos/platform';
import { strings } from '../../strings';
import { createAccountForm } from '../../components/formModel';

export const ForgotPasswordPageGate = createGate();

export const requestResetFx = createEffect(({ email }: { email: string }): Promise<FormResult> => requestPasswordReset(email));

export const { fieldChanged, submitted, $form, $error, $message, $pending } = createAccountForm({
  initial: { email: '' },
  opened: ForgotPasswordPageGate.open,
  validate: ({ email }) => validateForgotPassword(email),
  submitFx: requestResetFx,
  fallbackError: strings.validation.forgotPasswordFailed,
});
