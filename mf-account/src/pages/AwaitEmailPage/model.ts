import { logger, resendActivationMail, type FormResult } from '@nahtlos/platform';
import { createFormModel } from '../../components/formModel';

/** sessionStorage key: the await page survives a reload (the navigation state alone may not). */
export const AWAITED_EMAIL_KEY = 'nahtlos.register.awaitedEmail';

export function rememberAwaitedEmail(email: string): void {
  try {
    window.sessionStorage.setItem(AWAITED_EMAIL_KEY, email);
  } catch (error) {
    logger.warn('The registration address could not be kept in the session.', error);
  }
}

export function readAwaitedEmail(): string | null {
  try {
    return window.sessionStorage.getItem(AWAITED_EMAIL_KEY);
  } catch {
    return null;
  }
}

export function forgetAwaitedEmail(): void {
  try {
    window.sessionStorage.removeItem(AWAITED_EMAIL_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}

/** The address from the navigation state wins (and is kept); else the one kept in the session. */
export function awaitedEmailFrom(state: unknown): string | null {
  const fromState = (state as { email?: unknown } | null)?.email;
  if (typeof fromState === 'string' && fromState) {
    rememberAwaitedEmail(fromState);
    return fromState;
  }
  return readAwaitedEmail();
}

export const resendModel = createFormModel<{ email: string }, FormResult>({ email: '' }, ({ email }) => resendActivationMail(email));
