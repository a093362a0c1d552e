/**
 * The profile's local model: the 'Synchronisieren' button (does nothing offline or logged out,
 * one sync at a time), e-books loading/refresh, logout and the one-time not-connected warning.
 */
import { combine, createEffect, createEvent, sample } from 'effector';
import { $online, $session, acknowledgeNotConnectedWarning, loadOrders, logger, logoutUser, notConnectedWarningAcknowledged, showDialog, syncNow } from '@nahtlos/platform';
import { strings } from '../../strings';

export const syncClicked = createEvent();
export const profileSyncFx = createEffect(() => syncNow());
export const $syncing = profileSyncFx.pending;
/** Sync only makes sense online and with an account; otherwise the button does nothing. */
export const $canSync = combine($online, $session, $syncing, (online, session, syncing) => online && session.loggedIn && !syncing);
sample({ clock: syncClicked, filter: $canSync, target: profileSyncFx });

export const ordersRequested = createEvent<{ refresh: boolean }>();
export const loadOrdersFx = createEffect((options: { refresh: boolean }) => loadOrders(options));
sample({ clock: ordersRequested, filter: $session.map((session) => session.loggedIn), target: loadOrdersFx });

export const logoutFx = createEffect(() => logoutUser());

for (const fx of [profileSyncFx, loadOrdersFx, logoutFx]) {
  fx.failData.watch((error) => logger.error('Profile action failed.', error));
}

let warningOpen = false;
/**
 * The not-connected warning ('Achtung'): shown to a logged-out user who keeps designs on this
 * device, once, until confirmed with 'Bestätigen' (dismissing it shows it again next time).
 */
export const notConnectedWarningFx = createEffect(async (): Promise<boolean> => {
  if (warningOpen || (await notConnectedWarningAcknowledged())) return false;
  warningOpen = true;
  try {
    const answer = await showDialog({
      title: strings.warnings.notConnectedTitle,
      message: strings.warnings.notConnectedMessage,
      buttons: [{ id: 'confirm', label: strings.warnings.notConnectedConfirm, primary: true }],
    });
    if (answer === 'confirm') await acknowledgeNotConnectedWarning();
    return answer === 'confirm';
  } finally {
    warningOpen = false;
  }
});
notConnectedWarningFx.failData.watch((error) => logger.error('Not-connected warning failed.', error));
