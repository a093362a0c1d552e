/**
 * The profile's local model: the 'Synchronisieren' button (does nothing offline or logged out,
 * one sync at a time, says how the run ended), e-books loading/refresh, logout (then home), the camera and the one-time
 * not-connected warning.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $online,
  $projects,
  $projectsState,
  $session,
  accountListsWanted,
  acknowledgeNotConnectedWarning,
  loadOrdersFx as readOrdersFx,
  logger,
  logoutFx as signOutFx,
  notConnectedWarningAcknowledged,
  openCamera,
  showDialog,
  syncNow,
  type SyncReport,
} from '@nahtlos/platform';
import { strings } from '../../strings';
import { createNavigateFx, type PageGateProps } from '@nahtlos/ui';

export const ProfilePageGate = createGate<PageGateProps>();
export const navigateFx = createNavigateFx(ProfilePageGate);
/** Open while the e-books section is shown (logged in): it loads the orders. */
export const EbooksGate = createGate();

const $loggedIn = $session.map((session) => session.loggedIn);

/** The page shows the account's lists: asked for once it has hydrated (on a first visit known at once: empty). */
export const accountListsWantedFx = createEffect(() => accountListsWanted());
sample({ clock: ProfilePageGate.open, target: accountListsWantedFx });

export const syncClicked = createEvent();
export const profileSyncFx = createEffect(() => syncNow());
export const $syncing = profileSyncFx.pending;
/** Sync only makes sense online and with an account; otherwise the button does nothing. */
export const $canSync = combine($online, $loggedIn, $syncing, (online, loggedIn, syncing) => online && loggedIn && !syncing);
sample({ clock: syncClicked, filter: $canSync, target: profileSyncFx });

export type SyncOutcome = { ok: boolean; text: string };
/** What a finished run tells the user (the engine logs the details). */
export function syncOutcome(report: SyncReport): SyncOutcome {
  const text = strings.profile;
  if (report.ok) return { ok: true, text: text.syncDone };
  if (report.aborted === 'offline') return { ok: false, text: text.syncOffline };
  if (report.aborted === 'logged out' || report.aborted === 'unauthorized') return { ok: false, text: text.syncLoggedOut };
  // the server kept something back for a reason (quota, its disk, the photo feature): its own words
  if (!report.aborted && report.refusal) return { ok: false, text: report.refusal.message };
  if (!report.aborted && report.failed > 0) return { ok: false, text: text.syncPartlyFailed(report.failed) };
  return { ok: false, text: text.syncFailed };
}
/** The last run's result, shown until the next run starts or the page is left. */
export const $syncOutcome = createStore<SyncOutcome | null>(null)
  .on(profileSyncFx.doneData, (_, report) => syncOutcome(report))
  .on(profileSyncFx.fail, () => ({ ok: false, text: strings.profile.syncFailed }))
  .reset(profileSyncFx, ProfilePageGate.close);

export const ordersRequested = createEvent<{ refresh: boolean }>();
export const loadOrdersFx = createEffect((options: { refresh: boolean }) => readOrdersFx(options));
sample({ clock: EbooksGate.open, fn: () => ({ refresh: false }), target: ordersRequested });
sample({ clock: ordersRequested, filter: $loggedIn, target: loadOrdersFx });

export const logoutClicked = createEvent();
export const logoutFx = createEffect(() => signOutFx());
sample({ clock: logoutClicked, filter: logoutFx.pending.map((pending) => !pending), target: logoutFx });
sample({ clock: logoutFx.done, fn: () => ({ to: '/' }), target: navigateFx });

export const cameraClicked = createEvent();
export const openCameraFx = createEffect(() => openCamera({ source: 'Camera' }));
sample({ clock: cameraClicked, target: openCameraFx });

const logErrorFx = createEffect(({ message, error }: { message: string; error: unknown }) => logger.error(message, error));
sample({
  clock: [profileSyncFx.failData, loadOrdersFx.failData, logoutFx.failData, openCameraFx.failData],
  fn: (error) => ({ message: 'Profile action failed.', error }),
  target: logErrorFx,
});

// the warning's steps as effects (the platform's calls and the frame's dialog): a test's scope gives them handlers
export const warningAcknowledgedFx = createEffect(() => notConnectedWarningAcknowledged());
export const acknowledgeWarningFx = createEffect(() => acknowledgeNotConnectedWarning());
/** The dialog 'Achtung' with its one button 'Bestätigen'; resolves with the pressed button's id (null: dismissed). */
const notConnectedDialogFx = createEffect(() =>
  showDialog({
    title: strings.warnings.notConnectedTitle,
    message: strings.warnings.notConnectedMessage,
    buttons: [{ id: 'confirm', label: strings.warnings.notConnectedConfirm, primary: true }],
  }),
);

/**
 * The not-connected warning ('Achtung'): shown to a logged-out user who keeps designs on this
 * device, once, until confirmed with 'Bestätigen' (dismissing it shows it again next time).
 * Resolves true when confirmed, false when dismissed or not shown.
 */
export const notConnectedWarningFx = createEffect(async (): Promise<boolean> => {
  if (await warningAcknowledgedFx()) return false;
  const answer = await notConnectedDialogFx();
  if (answer === 'confirm') await acknowledgeWarningFx();
  return answer === 'confirm';
});
/** Logged out, with designs on this device (the warning's condition). */
export const $keepsDesignsUnlinked = combine(
  $loggedIn,
  $projectsState,
  $projects,
  (loggedIn, state, projects) => !loggedIn && state === 'loaded' && projects.length > 0,
);
// on opening the profile, and whenever the condition starts to hold while it is open; one dialog at a time
const $warningDue = combine($keepsDesignsUnlinked, notConnectedWarningFx.pending, (due, showing) => due && !showing);
sample({ clock: ProfilePageGate.open, filter: $warningDue, target: notConnectedWarningFx });
sample({
  clock: $keepsDesignsUnlinked.updates,
  filter: combine(ProfilePageGate.status, $warningDue, (open, due) => open && due),
  target: notConnectedWarningFx,
});
sample({
  clock: notConnectedWarningFx.failData,
  fn: (error) => ({ message: 'Not-connected warning failed.', error }),
  target: logErrorFx,
});
