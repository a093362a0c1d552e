/**
 * The address a registration waits on, kept in the session so the await page survives a reload
 * (the navigation state alone may not). Storage is a side effect, so it is reached through effects.
 */
import { createEffect } from 'effector';
import { logger } from '@nahtlos/platform';

/** sessionStorage key */
export const AWAITED_EMAIL_KEY = 'nahtlos.register.awaitedEmail';

function keep(email: string): void {
  try {
    window.sessionStorage.setItem(AWAITED_EMAIL_KEY, email);
  } catch (error) {
    logger.warn('The registration address could not be kept in the session.', error);
  }
}

export const rememberAwaitedEmailFx = createEffect(keep);

/** The address from the navigation state wins (and is kept); else the one kept in the session. */
export const awaitedEmailFx = createEffect((locationState: unknown): string | null => {
  const fromState = (locationState as { email?: unknown } | null)?.email;
  if (typeof fromState === 'string' && fromState) {
    keep(fromState);
    return fromState;
  }
  try {
    return window.sessionStorage.getItem(AWAITED_EMAIL_KEY);
  } catch {
    return null;
  }
});

export const forgetAwaitedEmailFx = createEffect((): void => {
  try {
    window.sessionStorage.removeItem(AWAITED_EMAIL_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
});
