import { allSettled, createEffect, fork } from 'effector';
import {
  $cameraFeatureOwned,
  $dialogs,
  $toasts,
  toastDismissed,
  toastRequested,
  $savedInspirations,
  $session,
  confirmDialog,
  dialogClosed,
  inspirationRemoved,
  inspirationSaved,
  loggedIn,
  purchaseUpdated,
  sessionExpired,
} from './catalogue';

describe('bus catalogue', () => {
  it('keeps saved inspirations newest first and unique', () => {
    inspirationSaved('1');
    inspirationSaved('3');
    inspirationSaved('1');
    expect($savedInspirations.getState()).toEqual(['1', '3']);
    inspirationRemoved('1');
    expect($savedInspirations.getState()).toEqual(['3']);
  });

  it('a 401 (sessionExpired) clears the username and login flag', () => {
    loggedIn({ username: 'anna' });
    expect($session.getState()).toEqual({ username: 'anna', loggedIn: true });
    sessionExpired();
    expect($session.getState()).toEqual({ username: null, loggedIn: false });
  });

  it('shows the owner variant when owned or the purchase is approved/finished', () => {
    purchaseUpdated({ owned: false, state: 'ordered' });
    expect($cameraFeatureOwned.getState()).toBe(false);
    purchaseUpdated({ owned: false, state: 'approved' });
    expect($cameraFeatureOwned.getState()).toBe(true);
    purchaseUpdated({ owned: true, state: 'registered' });
    expect($cameraFeatureOwned.getState()).toBe(true);
  });

  it('confirmDialog resolves with the pressed button and closes the dialog', async () => {
    const answer = confirmDialog('Design löschen', 'Wirklich löschen?', 'Löschen', 'Abbrechen');
    const [dialog] = $dialogs.getState();
    expect(dialog.buttons.map((button) => button.label)).toEqual(['Abbrechen', 'Löschen']);
    dialogClosed({ id: dialog.id, buttonId: 'confirm' });
    await expect(answer).resolves.toBe(true);
    expect($dialogs.getState()).toHaveLength(0);
  });

  it('confirmDialog marks a destructive confirmation; without the option no button is destructive', async () => {
    const deletion = confirmDialog('Design löschen', 'Wirklich löschen?', 'Löschen', 'Abbrechen', { destructive: true });
    const [dialog] = $dialogs.getState();
    expect(dialog.buttons.map((button) => [button.label, Boolean(button.destructive)])).toEqual([
      ['Abbrechen', false],
      ['Löschen', true],
    ]);
    dialogClosed({ id: dialog.id, buttonId: 'cancel' });
    await expect(deletion).resolves.toBe(false);

    const plain = confirmDialog('Verlassen', 'Änderungen verwerfen?', 'Verwerfen', 'Weiter bearbeiten');
    const [second] = $dialogs.getState();
    expect(second.buttons.some((button) => button.destructive)).toBe(false);
    dialogClosed({ id: second.id, buttonId: null });
    await expect(plain).resolves.toBe(false);
  });

  it('each scope keeps its own toasts and dialogs: numbered in its own count, answered to its own caller', async () => {
    const first = fork();
    const second = fork();
    await allSettled(toastRequested, { scope: first, params: 'Gespeichert.' });
    await allSettled(toastRequested, { scope: first, params: 'Synchronisiert.' });
    await allSettled(toastRequested, { scope: second, params: 'Offline.' });
    expect(first.getState($toasts)).toEqual([
      { id: 1, text: 'Gespeichert.' },
      { id: 2, text: 'Synchronisiert.' },
    ]);
    expect(second.getState($toasts)).toEqual([{ id: 1, text: 'Offline.' }]);
    await allSettled(toastDismissed, { scope: first, params: 1 });
    expect(first.getState($toasts)).toEqual([{ id: 2, text: 'Synchronisiert.' }]);
    expect(second.getState($toasts)).toHaveLength(1);

    // a page model asks in its scope (an effect); the answer given in that scope reaches it, the other scope sees nothing
    const askFx = createEffect(() => confirmDialog('Verlassen', 'Änderungen verwerfen?', 'Verwerfen', 'Weiter bearbeiten'));
    const asked = allSettled(askFx, { scope: first });
    const [dialog] = first.getState($dialogs);
    expect(second.getState($dialogs)).toEqual([]);
    expect($dialogs.getState()).not.toContain(dialog);
    await allSettled(dialogClosed, { scope: first, params: { id: dialog.id, buttonId: 'confirm' } });
    expect(await asked).toEqual({ status: 'done', value: true });
    expect(first.getState($dialogs)).toEqual([]);
  });

});
