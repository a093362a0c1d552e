import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as kernel from '@nahtlos/platform';
import { renderPage, resetBus } from '../../../test/renderPage';
import { FotoFeaturePage } from './FotoFeature';

jest.mock('@nahtlos/platform', () => ({
  ...jest.requireActual('../../../test/kernelMock').mockKernel(),
  startCameraPurchases: jest.fn(async () => undefined),
  orderCameraFeature: jest.fn(),
  completeCheckout: jest.fn(async () => ({ ok: true })),
  openCamera: jest.fn(async () => true),
}));

const order = kernel.orderCameraFeature as unknown as jest.Mock;
const completeCheckout = kernel.completeCheckout as unknown as jest.Mock;
const dialogs = () => kernel.$dialogs.getState();

beforeEach(() => {
  resetBus();
  jest.clearAllMocks();
});

it("'Los geht's' buys the feature; the page switches to the owner variant live; 'Eigenen Stoff anlegen' opens the camera", async () => {
  const user = userEvent.setup();
  let finish: (outcome: unknown) => void = () => undefined;
  order.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderPage('/foto-feature', '/foto-feature', <FotoFeaturePage />);
  expect(kernel.startCameraPurchases).toHaveBeenCalled();
  expect(screen.getByText('3,99 €')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Los geht's" }));
  expect(screen.getByRole('button', { name: 'Wird gekauft...' })).toBeDisabled();
  // the store reports the purchase (approved → finished) before the order call returns
  act(() => kernel.purchaseUpdated({ owned: false, state: 'approved' }));
  expect(screen.getByRole('button', { name: 'Eigenen Stoff anlegen' })).toBeInTheDocument();
  await act(async () => finish({ ok: true }));
  expect(screen.getByText('Du hast das Foto Feature bereits freigeschaltet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Eigenen Stoff anlegen' }));
  expect(kernel.openCamera).toHaveBeenCalledTimes(1);
  expect(order).toHaveBeenCalledTimes(1);
});

it('a failed purchase shows the spec alert and stays in the non-owner variant', async () => {
  const user = userEvent.setup();
  order.mockResolvedValue({ ok: false, error: 'Es ist ein Fehler aufgetreten. Versuche es bitte erneut.' });
  renderPage('/foto-feature', '/foto-feature', <FotoFeaturePage />);
  await user.click(screen.getByRole('button', { name: "Los geht's" }));
  await waitFor(() => expect(dialogs()).toHaveLength(1));
  expect(dialogs()[0]!.message).toBe('Es ist ein Fehler aufgetreten. Versuche es bitte erneut.');
  act(() => kernel.dialogClosed({ id: dialogs()[0]!.id, buttonId: 'ok' }));
  expect(screen.getByRole('button', { name: "Los geht's" })).toBeEnabled();
});

it('a cancelled purchase shows nothing', async () => {
  const user = userEvent.setup();
  order.mockResolvedValue({ ok: false });
  renderPage('/foto-feature', '/foto-feature', <FotoFeaturePage />);
  await user.click(screen.getByRole('button', { name: "Los geht's" }));
  await waitFor(() => expect(screen.getByRole('button', { name: "Los geht's" })).toBeEnabled());
  expect(dialogs()).toHaveLength(0);
});

it('logged out on the web: no alert and no toast (the login page the platform opens says why)', async () => {
  const user = userEvent.setup();
  order.mockResolvedValue({ ok: false, loginRequired: true });
  renderPage('/foto-feature', '/foto-feature', <FotoFeaturePage />);
  await user.click(screen.getByRole('button', { name: "Los geht's" }));
  await waitFor(() => expect(screen.getByRole('button', { name: "Los geht's" })).toBeEnabled());
  expect(order).toHaveBeenCalledTimes(1);
  expect(kernel.$toasts.getState()).toEqual([]);
  expect(dialogs()).toHaveLength(0);
});

it('back from the checkout: a paid one is confirmed by the platform, the return address is not kept', async () => {
  const navigations: unknown[] = [];
  const unwatch = kernel.navigationRequested.watch((request) => navigations.push(request));
  renderPage('/foto-feature?checkout=success&session_id=cs_test_1', '/foto-feature', <FotoFeaturePage />);
  await waitFor(() => expect(completeCheckout).toHaveBeenCalledWith('success'));
  expect(navigations).toContainEqual({ to: '/foto-feature', replace: true });
  unwatch();
});

it('back from a cancelled checkout: nothing bought, no alert', async () => {
  completeCheckout.mockResolvedValueOnce({ ok: false });
  renderPage('/foto-feature?checkout=cancelled', '/foto-feature', <FotoFeaturePage />);
  await waitFor(() => expect(completeCheckout).toHaveBeenCalledWith('cancelled'));
  expect(screen.getByRole('button', { name: "Los geht's" })).toBeEnabled();
  expect(dialogs()).toHaveLength(0);
  expect(order).not.toHaveBeenCalled();
});
