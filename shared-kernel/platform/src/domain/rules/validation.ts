/**
 * Validation rules of SPEC section 5 as pure functions. Each returns the spec's German message,
 * or null when the input is valid.
 */
import { MAX_NAME, nameProblem, repairedName } from '@nahtlos/contract/names';
import { platformStrings } from '../../strings';

/** Project and fabric names: at most 20 characters (the contract's limit). */
export const NAME_MAX = MAX_NAME;
export const PASSWORD_MIN = 8;
/** The largest length or width of a custom fabric in cm (100 m; the contract's FABRIC_SIZE_MAX_CM). */
export const FABRIC_SIZE_MAX_CM = 10_000;

// Deliberately simple (what an `email` form validator accepts): something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export interface LoginForm {
  email: string;
  password: string;
}
/** Login: email required and well-formed, password required; otherwise 'Ungültige Zugangsdaten.'. */
export function validateLogin(form: LoginForm): string | null {
  return isEmail(form.email) && form.password.length > 0 ? null : platformStrings.validation.invalidCredentials;
}

export interface RegistrationForm {
  username: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}
/** Registration, in the spec's order: missing data, differing passwords, too short. */
export function validateRegistration(form: RegistrationForm): string | null {
  const complete =
    form.username.trim().length > 0 &&
    form.username.length <= NAME_MAX &&
    isEmail(form.email) &&
    form.password.length > 0 &&
    form.passwordConfirmation.length > 0;
  if (!complete) return platformStrings.validation.dataMissing;
  if (form.password !== form.passwordConfirmation) return platformStrings.validation.passwordsDiffer;
  if (form.password.length < PASSWORD_MIN || form.passwordConfirmation.length < PASSWORD_MIN) {
    return platformStrings.validation.passwordTooShort;
  }
  return null;
}

/** Forgot password: email required and well-formed. */
export function validateForgotPassword(email: string): string | null {
  return isEmail(email) ? null : platformStrings.validation.invalidData;
}

/**
 * Project and fabric names, judged as they are stored (trimmed) by the contract's rule, the very function the
 * server's schemas call: not empty or only spaces, no text-direction controls, at most 20 characters.
 * Callers store `name.trim()`.
 */
export function validateName(name: string): string | null {
  return nameProblem(name);
}

/**
 * A custom fabric's length or width in cm: a whole number from 1 to 10000, or null (not given, or cleared).
 * NaN (text that is no number) and everything else get the German message.
 */
export function validateFabricSizeCm(value: number | null): string | null {
  if (value === null) return null;
  return Number.isInteger(value) && value >= 1 && value <= FABRIC_SIZE_MAX_CM ? null : platformStrings.validation.fabricSizeInvalid;
}

/**
 * A name as the server accepts it. Items saved under an older rule get it before they are uploaded, so their
 * upload never fails: an empty name (or only spaces) becomes 'Ohne Namen', text-direction controls are removed,
 * a name over 20 characters is cut.
 */
export function uploadableName(name: string): string {
  return repairedName(name, platformStrings.validation.unnamed);
}

/** "<name> (Kopie)" within the 20-character limit: the name part is shortened, never the suffix. */
export function copyName(name: string): string {
  const suffix = ' (Kopie)';
  const room = NAME_MAX - suffix.length;
  return `${Array.from(uploadableName(name)).slice(0, room).join('').trimEnd()}${suffix}`;
}
