/**
 * The app's purchase adapter on cordova-plugin-purchase's own test platform (no store, no network; it
 * asks for confirmation with `prompt`, which stands in for the store's sheet and exists only here):
 * registered → ordered → approved → (validated by our server) → finished, owned, one purchase at a
 * time, failure, cancel, and a transaction the server refuses. The server's validation is replaced by
 * `validate` (against the real server: the server's purchases test and @nahtlos/testing's).
 */
import type { PurchaseBody, PurchaseResponse } from '@nahtlos/contract';
import { $cameraFeatureOwned, $purchase, purchaseUpdated, type PurchaseState } from '../../bus/catalogue';
import { setLogSinks } from '../logging/logger';
import { CAMERA_PRODUCT_ID, connectPurchaseAdapter, orderCameraFeature } from './purchase';
import { createCdvPurchaseAdapter, purchaseBodyOf, type CdvPurchaseGlobal } from './purchaseCdv';

jest.mock('../native/platform', () => ({ ...jest.requireActual('../native/platform'), isNativePlatform: () => true }));
jest.setTimeout(20_000);

const seen: PurchaseState[] = [];
purchaseUpdated.watch((state) => seen.push(state));
let restoreLogs: () => void;
const validated: PurchaseBody[] = [];
let refuse = false;
const validate = jest.fn(async (body: PurchaseBody): Promise<PurchaseResponse> => {
  validated.push(body);
  if (refuse) throw new Error('400');
  return { purchase: { product_id: body.product_id, platform: body.platform, transaction_id: body.transaction_id, state: 'active' }, entitlements: [] };
});

beforeAll(async () => {
  restoreLogs = setLogSinks([]);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // @ts-expect-error: the package's d.ts is a global namespace, not a module
  await import('cordova-plugin-purchase');
  const cdv = (window as unknown as { CdvPurchase: CdvPurchaseGlobal }).CdvPurchase;
  cdv.store.verbosity = 0;
  await connectPurchaseAdapter(createCdvPurchaseAdapter(cdv, { validate }));
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
  prompt.mockRestore();
});

it("the store's receipt validator is our server: a confirmed transaction is verified, a refused one is not", async () => {
  const cdv = (window as unknown as { CdvPurchase: CdvPurchaseGlobal }).CdvPurchase;
  const validator = cdv.store.validator as (body: unknown, callback: (payload: unknown) => void) => void;
  const ask = (body: unknown) => new Promise((resolve) => validator(body, resolve));
  const body = { id: 'de.nahtlos.app', transaction: { type: 'android-playstore', id: 'GPA.7', purchaseToken: 'token-7' } };
  expect(await ask(body)).toEqual({
    ok: true,
    data: { id: CAMERA_PRODUCT_ID, latest_receipt: true, transaction: { type: 'android-playstore' }, collection: [{ id: CAMERA_PRODUCT_ID, transactionId: 'GPA.7' }] },
  });
  expect(validated.at(-1)).toEqual({ platform: 'android-playstore', product_id: CAMERA_PRODUCT_ID, transaction_id: 'GPA.7', receipt: 'token-7' });
  refuse = true;
  expect(await ask(body)).toEqual({ ok: false, code: cdv.ErrorCode.VERIFICATION_FAILED, message: 'Der Kauf konnte nicht bestätigt werden.' });
  refuse = false;
  // (the library's test platform verifies with its own mock, so the order above never reaches `validate`)
});

it('maps the stores\' validator requests onto POST /api/app/purchases', () => {
  expect(purchaseBodyOf(CAMERA_PRODUCT_ID, { id: 'de.nahtlos.app', transaction: { type: 'ios-appstore', id: '1000000123', appStoreReceipt: 'MIIT' } })).toEqual({
    platform: 'ios-appstore',
    product_id: CAMERA_PRODUCT_ID,
    transaction_id: '1000000123',
    receipt: 'MIIT',
  });
  expect(purchaseBodyOf(CAMERA_PRODUCT_ID, { id: 'x', transaction: { type: 'android-playstore', id: 'GPA.1', purchaseToken: 'tok' } })).toEqual({
    platform: 'android-playstore',
    product_id: CAMERA_PRODUCT_ID,
    transaction_id: 'GPA.1',
    receipt: 'tok',
  });
});
