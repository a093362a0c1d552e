import type { PurchaseState } from '../../bus/catalogue';
import { $cameraFeatureOwned, $purchase } from '../../bus/catalogue';
import { setLogSinks } from '../logging/logger';
import { CAMERA_PRODUCT_ID, connectPurchaseAdapter, orderCameraFeature, type PurchaseAdapter } from './purchase';

// the device's store: in the app (on the web buying is the hosted checkout, purchase.web.test.ts)
jest.mock('../native/platform', () => ({ ...jest.requireActual('../native/platform'), isNativePlatform: () => true }));

it('feeds $purchase from the platform adapter; one order at a time; failures give the spec alert', async () => {
  let push: (state: PurchaseState) => void = () => undefined;
  let resolveOrder: (ok: boolean) => void = () => undefined;
  const adapter: PurchaseAdapter = {
    register: jest.fn(async (_id, onUpdate) => {
      push = onUpdate;
    }),
    refresh: jest.fn(async () => push({ owned: false, state: 'registered' })),
    order: jest.fn(() => new Promise<boolean>((resolve) => (resolveOrder = resolve))),
  };
  await connectPurchaseAdapter(adapter);
  expect(adapter.register).toHaveBeenCalledWith(CAMERA_PRODUCT_ID, expect.any(Function));
  expect($purchase.getState()).toEqual({ owned: false, state: 'registered' });

  const first = orderCameraFeature();
  const second = orderCameraFeature();
  expect(adapter.order).toHaveBeenCalledTimes(1);
  push({ owned: false, state: 'approved' });
  expect($cameraFeatureOwned.getState()).toBe(true);
  resolveOrder(true);
  expect(await first).toEqual({ ok: true });
  expect(await second).toEqual({ ok: true });

  (adapter.order as jest.Mock).mockRejectedValueOnce(new Error('store down'));
  const restore = setLogSinks([]);
  expect(await orderCameraFeature()).toEqual({ ok: false, error: 'Es ist ein Fehler aufgetreten. Versuche es bitte erneut.' });
  restore();
});
