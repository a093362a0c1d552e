import { registerUser, validateRegistration, type FormResult, type RegistrationForm } from '@nahtlos/platform';
import { createFormModel } from '../../components/formModel';

/** Registration: the spec's rules in order (missing data, differing, too short), then the server. */
export async function submitRegistration(form: RegistrationForm): Promise<FormResult> {
  const invalid = validateRegistration(form);
  if (invalid) return { ok: false, error: invalid };
  return registerUser(form);
}

export const registerModel = createFormModel<RegistrationForm & Record<string, string>, FormResult>(
  { username: '', email: '', password: '', passwordConfirmation: '' },
  submitRegistration,
);
