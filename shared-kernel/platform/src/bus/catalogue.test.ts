import {
  $cameraFeatureOwned,
  $dialogs,
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
});
