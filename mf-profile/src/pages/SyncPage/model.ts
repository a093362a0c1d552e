/**
 * The sync screen after login (SPEC section 4): custom fabrics then projects via the kernel's
 * syncNow, progress done/total from the bus, then /profile when the app connection status is
 * stored, else the first-login page /login/app-connected. A login that a page asked for (`?redirect=`, e.g.
 * the photo feature's purchase) goes back to that page instead of the profile.
 */
import { createEffect, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $session, hasAppConnection, logger, syncNow, syncProgressed, withReturnTo } from '@nahtlos/platform';
import { createNavigateFx, type PageGateProps } from '@nahtlos/ui';

export const SyncPageGate = createGate<PageGateProps & { returnTo?: string | null }>();
export const navigateFx = createNavigateFx(SyncPageGate);

export const $progress = createStore<{ done: number; total: number } | null>(null)
  .on(syncProgressed, (_, progress) => progress)
  .reset(SyncPageGate.open);

// the platform's calls as this page's effects: a test's scope gives them handlers
export const syncNowFx = createEffect(() => syncNow());
export const hasAppConnectionFx = createEffect(() => hasAppConnection());

/** Runs the sync (errors are logged by the kernel, never thrown) and tells where to go next. */
export const loginSyncFx = createEffect(async ({ loggedIn, returnTo }: { loggedIn: boolean; returnTo: string | null }): Promise<string> => {
  // opened without a session (a bookmark, or the session just expired): nothing to sync
  if (!loggedIn) return '/profile';
  try {
    const report = await syncNowFx();
    if (!report.ok) logger.warn('Sync after login did not finish.', report);
  } catch (error) {
    logger.error('Sync after login failed.', error);
  }
  return (await hasAppConnectionFx()) ? (returnTo ?? '/profile') : withReturnTo('/login/app-connected', returnTo);
});

sample({
  clock: SyncPageGate.open,
  source: $session,
  fn: (session, { returnTo }) => ({ loggedIn: session.loggedIn, returnTo: returnTo ?? null }),
  target: loginSyncFx,
});
sample({ clock: loginSyncFx.doneData, fn: (to) => ({ to, options: { replace: true } }), target: navigateFx });
