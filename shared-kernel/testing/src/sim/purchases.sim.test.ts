/**
 * Issue 20 on a device, against the real server in-process: a store purchase made while logged out is
 * validated and kept on the device, then bound to the account at the first login; the account's
 * entitlement is kept on the device for an offline start; a refund read at the next refresh revokes it;
 * the web's checkout for a logged-in account points at the server's (stand-in) checkout page.
 */
import { storageKeys } from '@nahtlos/platform/internal/services/storage/keys';
import { inProcessDevice } from './inProcessDevice';
import { startInProcessServer, type InProcessServer } from './inProcessServer';

const RECEIPT_SECRET = 'sim-receipt-secret';
const { signTestReceipt } = require('@nahtlos/server/src/services/purchases/testReceipts') as {
  signTestReceipt(payload: { product_id: string; transaction_id: string; purchased_at: string; state: 'purchased' | 'refunded' }, secret: string): string;
};

let server: InProcessServer;
beforeAll(async () => {
  server = await startInProcessServer({ testReceiptSecret: RECEIPT_SECRET, devRoutes: true });
}, 60_000);
afterAll(() => server.close());

function device() {
  let online = true;
  const { disk, services } = inProcessDevice(server, { isOnline: () => online });
  return { disk, services, goOffline: () => (online = false) };
}

const transaction = (id: string, state: 'purchased' | 'refunded' = 'purchased') => ({
  platform: 'test' as const,
  product_id: 'extra_feature_camera' as const,
  transaction_id: id,
  receipt: signTestReceipt({ product_id: 'extra_feature_camera', transaction_id: id, purchased_at: new Date().toISOString(), state }, RECEIPT_SECRET),
});

it('a purchase made logged out is bound to the account at the first login on that device', async () => {
  const phone = device();
  await phone.services.session.restore();
  const validated = await phone.services.entitlements.validateStoreTransaction(transaction('sim-tx-1'));
  expect(validated.purchase.state).toBe('active');
  expect(validated.entitlements).toEqual([]); // validated only: there is no account yet
  expect(await phone.disk.getItem(storageKeys.devicePurchase)).toEqual(expect.objectContaining({ transaction_id: 'sim-tx-1' }));

  const user = await server.createUser();
  expect((await phone.services.login(user.email, user.password)).ok).toBe(true);
  expect(await phone.services.entitlements.bindDevicePurchase()).toBe(true);
  expect(await phone.disk.getItem(storageKeys.devicePurchase)).toBeNull();
  expect(await phone.services.entitlements.refresh()).toBe(true);

  // another device of the same account: owned after login, nothing bought there
  const tablet = device();
  await tablet.services.session.restore();
  expect(await tablet.services.entitlements.bindDevicePurchase()).toBeNull();
  await tablet.services.login(user.email, user.password);
  expect(await tablet.services.entitlements.refresh()).toBe(true);
  // kept on the device: offline the last answer stands
  tablet.goOffline();
  expect(await tablet.services.entitlements.refresh()).toBeNull();
  expect(await tablet.services.entitlements.stored()).toBe(true);

  // refunded: the next refresh (start, login, sync) reads it as not owned
  await phone.services.entitlements.validateStoreTransaction(transaction('sim-tx-1', 'refunded'));
  const laptop = device();
  await laptop.services.login(user.email, user.password);
  expect(await laptop.services.entitlements.refresh()).toBe(false);
  expect(await laptop.services.entitlements.stored()).toBe(false);
}, 60_000);

it("the web's checkout: logged out the login first; logged in the server's checkout page", async () => {
  const browser = device();
  await browser.services.session.restore();
  expect(await browser.services.entitlements.checkout()).toEqual({ status: 'login-required' });
  const user = await server.createUser();
  await browser.services.login(user.email, user.password);
  const start = await browser.services.entitlements.checkout();
  expect(start).toEqual({ status: 'redirect', url: expect.stringMatching(/^http:\/\/localhost:8080\/dev\/checkout\/cs_test_[a-f0-9]{24}$/) });
}, 60_000);
