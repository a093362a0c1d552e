/**
 * The purchase state machine on cordova-plugin-purchase's own test platform (no store, no
 * network): registered → ordered → approved → finished, owned, one purchase at a time, the
 * confirmation answered through `prompt`, failure and cancel.
 */
import { $cameraFeatureOwned, $purchase, purchaseUpdated, type PurchaseState } from '../../bus/catalogue';
import { setLogSinks } from '../logging/logger';
import { CAMERA_PRODUCT_ID, startCameraPurchases, orderCameraFeature } from './purchase';

jest.setTimeout(20_000);

const seen: PurchaseState[] = [];
purchaseUpdated.watch((state) => seen.push(state));
let restoreLogs: () => void;

beforeAll(() => {
  restoreLogs = setLogSinks([]);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
});
afterAll(() => restoreLogs());

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

it('registers the product on the test platform and reports registered, not owned', async () => {
  await startCameraPurchases();
  const cdv = (window as unknown as { CdvPurchase: { store: { get(id: string, p: string): { id: string } | undefined } } }).CdvPurchase;
  expect(cdv.store.get(CAMERA_PRODUCT_ID, 'test')?.id).toBe(CAMERA_PRODUCT_ID);
  expect($purchase.getState()).toEqual({ owned: false, state: 'registered' });
  expect($cameraFeatureOwned.getState()).toBe(false);
});

it('a cancelled confirmation gives false without an alert text', async () => {
  const prompt = jest.spyOn(window, 'prompt').mockReturnValue(null);
  expect(await orderCameraFeature()).toEqual({ ok: false });
  expect(prompt).toHaveBeenCalledTimes(1);
  expect(prompt.mock.calls[0]![0]).toContain(CAMERA_PRODUCT_ID);
  expect($cameraFeatureOwned.getState()).toBe(false);
  prompt.mockRestore();
});

it('an error in the store gives the spec alert and false', async () => {
  const prompt = jest.spyOn(window, 'prompt').mockReturnValue('E');
  expect(await orderCameraFeature()).toEqual({ ok: false, error: 'Es ist ein Fehler aufgetreten. Versuche es bitte erneut.' });
  expect($cameraFeatureOwned.getState()).toBe(false);
  prompt.mockRestore();
});

it('a confirmed order goes ordered → approved → finished and owns the feature; one purchase at a time', async () => {
  seen.length = 0;
  const prompt = jest.spyOn(window, 'prompt').mockReturnValue('Y');
  const first = orderCameraFeature();
  const second = orderCameraFeature();
  expect(await first).toEqual({ ok: true });
  expect(await second).toEqual({ ok: true });
  expect(prompt).toHaveBeenCalledTimes(1);
  await waitFor(() => $purchase.getState().state === 'finished');
  const steps = seen.map((state) => state.state);
  expect(steps.indexOf('ordered')).toBeGreaterThanOrEqual(0);
  expect(steps.indexOf('approved')).toBeGreaterThan(steps.indexOf('ordered'));
  expect(steps.lastIndexOf('finished')).toBeGreaterThan(steps.indexOf('approved'));
  expect($purchase.getState().owned).toBe(true);
  expect($cameraFeatureOwned.getState()).toBe(true);
  // remembered on the web: a new start shows the owner variant at once
  expect(localStorage.getItem('_nahtlos_camera_feature_owned')).toBe('true');
  prompt.mockRestore();
});

it('ownership remembered on the device shows at start, before the store answers', async () => {
  purchaseUpdated({ owned: false, state: 'unknown' });
  void startCameraPurchases();
  expect($cameraFeatureOwned.getState()).toBe(true);
});
