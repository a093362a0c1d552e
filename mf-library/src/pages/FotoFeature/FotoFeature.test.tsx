import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, scopeBind, type Scope } from 'effector';
import { $dialogs, $toasts, dialogClosed, navigationRequested, purchaseUpdated } from '@nahtlos/platform';
import { openCameraFx } from '../../camera';
import { libraryScope } from '../../../test/libraryScope';
import { renderPage, settle } from '../../../test/renderPage';
import { FotoFeaturePage } from './FotoFeature';
import { completeCheckoutFx, orderFx, startStoreFx } from './model';

// the platform's purchase calls and the camera
const startCameraPurchases = jest.fn(async () => undefined);
const order = jest.fn();
const completeCheckout = jest.fn(async (_result: string) => ({ ok: true }));
const openCamera = jest.fn(async () => true);
let scope: Scope;
const show = (route = '/foto-feature') => renderPage(route, '/foto-feature', <FotoFeaturePage />, { scope });
const dialogs = () => scope.getState($dialogs);

beforeEach(() => {
  jest.clearAllMocks();
  scope = libraryScope({
    handlers: [
      [startStoreFx, startCameraPurchases],
      [orderFx, order],
      [completeCheckoutFx, completeCheckout],
      [openCameraFx, openCamera],
    ],
  });
});

it("'Los geht's' buys the feature; the page switches to the owner variant live; 'Eigenen Stoff anlegen' opens the camera", async () => {
  const user = userEvent.setup();
  let finish: (outcome: unknown) => void = () => undefined;
  order.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  show();
  expect(startCameraPurchases).toHaveBeenCalled();
  expect(screen.getByText('3,99 €')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Los geht's" }));
  expect(screen.getByRole('button', { name: 'Wird gekauft...' })).toBeDisabled();
  // the store reports the purchase (approved → finished) before the order call returns
  // (synchronously: the order still runs, so the scope does not settle)
  act(() => scopeBind(purchaseUpdated, { scope })({ owned: false, state: 'approved' }));
  expect(screen.getByRole('button', { name: 'Eigenen Stoff anlegen' })).toBeInTheDocument();
  await act(async () => finish({ ok: true }));
  expect(screen.getByText('Du hast das Foto Feature bereits freigeschaltet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Eigenen Stoff anlegen' }));
  expect(openCamera).toHaveBeenCalledTimes(1);
  expect(order).toHaveBeenCalledTimes(1);
});

it('a failed purchase shows the spec alert and stays in the non-owner variant', async () => {
  const user = userEvent.setup();
  order.mockResolvedValue({ ok: false, error: 'Es ist ein Fehler aufgetreten. Versuche es bitte erneut.' });
  show();
  await user.click(screen.getByRole('button', { name: "Los geht's" }));
  await waitFor(() => expect(dialogs()).toHaveLength(1));
  expect(dialogs()[0]!.message).toBe('Es ist ein Fehler aufgetreten. Versuche es bitte erneut.');
  await settle(scope, dialogClosed, { id: dialogs()[0]!.id, buttonId: 'ok' });
  expect(screen.getByRole('button', { name: "Los geht's" })).toBeEnabled();
});

it('a cancelled purchase shows nothing', async () => {
  const user = userEvent.setup();
  order.mockResolvedValue({ ok: false });
  show();
  await user.click(screen.getByRole('button', { name: "Los geht's" }));
  await waitFor(() => expect(screen.getByRole('button', { name: "Los geht's" })).toBeEnabled());
  expect(dialogs()).toHaveLength(0);
});

it('logged out on the web: no alert and no toast (the login page the platform opens says why)', async () => {
  const user = userEvent.setup();
  order.mockResolvedValue({ ok: false, loginRequired: true });
  show();
  await user.click(screen.getByRole('button', { name: "Los geht's" }));
  await waitFor(() => expect(screen.getByRole('button', { name: "Los geht's" })).toBeEnabled());
  expect(order).toHaveBeenCalledTimes(1);
  expect(scope.getState($toasts)).toEqual([]);
  expect(dialogs()).toHaveLength(0);
});

it('back from the checkout: a paid one is confirmed by the platform, the return address is not kept', async () => {
  const navigations: unknown[] = [];
  const unwatch = createWatch({ unit: navigationRequested, scope, fn: (request) => navigations.push(request) });
  show('/foto-feature?checkout=success&session_id=cs_test_1');
  await waitFor(() => expect(completeCheckout).toHaveBeenCalledWith('success'));
  expect(navigations).toContainEqual({ to: '/foto-feature', replace: true });
  unwatch();
});

it('back from a cancelled checkout: nothing bought, no alert', async () => {
  completeCheckout.mockResolvedValueOnce({ ok: false });
  show('/foto-feature?checkout=cancelled');
  await waitFor(() => expect(completeCheckout).toHaveBeenCalledWith('cancelled'));
  expect(screen.getByRole('button', { name: "Los geht's" })).toBeEnabled();
  expect(dialogs()).toHaveLength(0);
  expect(order).not.toHaveBeenCalled();
});
