import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as kernel from '@nahtlos/platform';
import { renderPage, resetBus } from '../../../test/renderPage';
import { FotoFeaturePage } from './FotoFeature';

jest.mock('@nahtlos/platform', () => ({
  ...jest.requireActual('../../../test/kernelMock').mockKernel(),
  startCameraPurchases: jest.fn(async () => undefined),
  orderCameraFeature: jest.fn(),
  openCamera: jest.fn(async () => true),
}));

const order = kernel.orderCameraFeature as unknown as jest.Mock;
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
