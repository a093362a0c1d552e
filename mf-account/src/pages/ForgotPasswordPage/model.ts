import { requestPasswordReset, validateForgotPassword, type FormResult } from '@nahtlos/platform';
import { strings } from '../../strings';
import { createFormModel } from '../../components/formModel';

/** Forgot password: email required and well-formed, then the reset mail. */
export async function submitForgotPassword({ email }: { email: string }): Promise<FormResult> {
  const invalid = validateForgotPassword(email);
  if (invalid) return { ok: false, error: invalid };
  return requestPasswordReset(email);
}

export const forgotPasswordModel = createFormModel<{ email: string }, FormResult>(
  { email: '' },
  submitForgotPassword,
  strings.validation.forgotPasswordFailed,
);
