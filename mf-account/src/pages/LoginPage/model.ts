import { loginUser, validateLogin, type LoginResult } from '@nahtlos/platform';
import { strings } from '../../strings';
import { createFormModel } from '../../components/formModel';

/** Login: the spec's form rule first (no request for an invalid form), then the kernel's login. */
export async function submitLogin(form: { email: string; password: string }): Promise<LoginResult> {
  const invalid = validateLogin(form);
  if (invalid) return { ok: false, error: invalid };
  return loginUser(form.email, form.password);
}

export const loginModel = createFormModel({ email: '', password: '' }, submitLogin, strings.validation.invalidCredentials);
