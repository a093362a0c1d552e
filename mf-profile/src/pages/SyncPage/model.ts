/**
 * The sync screen after login (SPEC section 4): custom fabrics then projects via the kernel's
 * syncNow, progress done/total from the bus, then /profile when the app connection status is
 * stored, else the first-login page /login/app-connected.
 */
import { createEffect, createEvent, createStore } from 'effector';
import { $session, hasAppConnection, logger, syncNow, syncProgressed } from '@nahtlos/platform';

export const syncPageOpened = createEvent();
export const $progress = createStore<{ done: number; total: number } | null>(null)
  .on(syncProgressed, (_, progress) => progress)
  .reset(syncPageOpened);

/** Runs the sync (errors are logged by the kernel, never thrown) and tells where to go next. */
export const loginSyncFx = createEffect(async (): Promise<'/profile' | '/login/app-connected'> => {
  // opened without a session (a bookmark, or the session just expired): nothing to sync
  if (!$session.getState().loggedIn) return '/profile';
  try {
    const report = await syncNow();
    if (!report.ok) logger.warn('Sync after login did not finish.', report);
  } catch (error) {
    logger.error('Sync after login failed.', error);
  }
  return (await hasAppConnection()) ? '/profile' : '/login/app-connected';
});
