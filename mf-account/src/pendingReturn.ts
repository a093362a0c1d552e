/**
 * The page a registration should end on (`?redirect=`, e.g. the photo feature's purchase), kept on the device
 * while the activation mail is on its way: its link usually opens in another tab, which knows nothing of the
 * registration's address. The completed page reads it once and sends the user to the login with it.
 * Storage is a side effect, so it is reached through effects.
 */
import { createEffect } from 'effector';
import { logger, safeReturnPath } from '@nahtlos/platform';

/** localStorage key */
export const PENDING_RETURN_KEY = 'nahtlos.register.returnTo';
/** As long as the activation link is valid (the server's 48 h): later the purchase is not what the user is after. */
export const PENDING_RETURN_TTL_MS = 48 * 3600_000;

export const rememberPendingReturnFx = createEffect((returnTo: string) => {
  try {
    window.localStorage.setItem(PENDING_RETURN_KEY, JSON.stringify({ returnTo, savedAt: Date.now() }));
  } catch (error) {
    logger.warn('The page to return to after the activation could not be kept.', error);
  }
});

/** The kept page (once: it is forgotten when read), or null when there is none or it is too old. */
export const takePendingReturnFx = createEffect((): string | null => {
  try {
    const kept = window.localStorage.getItem(PENDING_RETURN_KEY);
    window.localStorage.removeItem(PENDING_RETURN_KEY);
    const { returnTo, savedAt } = JSON.parse(kept ?? 'null') ?? {};
    return typeof savedAt === 'number' && Date.now() - savedAt < PENDING_RETURN_TTL_MS ? safeReturnPath(returnTo) : null;
  } catch {
    return null;
  }
});
