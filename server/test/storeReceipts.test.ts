/**
 * Issue 35: a store receipt buys once. The app stores' transactions go through the production validator
 * (createReceiptServiceValidator) to a stub of the receipt-validation service: a real HTTP server on
 * loopback that knows which purchases each receipt holds, as Apple's and Google's APIs would say.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReceiptServiceValidator } from '../src/services/purchases/receiptService';
import { createTestApp, createUser, json, type TestApp, type TestUser } from './helpers';

/** Store ids unique to this run: on PostgreSQL the purchases outlive a run. */
const RUN = randomBytes(4).toString('hex');

interface StorePurchase {
  id: string;
  purchaseId: string;
  transactionId: string;
  purchaseDate: number;
  cancelationReason?: string;
}
/** What the stub store knows: receipt → the purchases in it. */
const receipts = new Map<string, StorePurchase[]>();
const validationCalls: unknown[] = [];

let stub: Server;
let t: TestApp;
beforeAll(async () => {
  stub = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const asked = JSON.parse(body) as { transaction: { appStoreReceipt?: string; purchaseToken?: string } };
      validationCalls.push(asked);
      const collection = receipts.get(asked.transaction.appStoreReceipt ?? asked.transaction.purchaseToken ?? '');
      const answer = collection ? { ok: true, data: { collection } } : { ok: false, code: 6778003, message: 'unknown receipt' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1/validate`;
  t = await createTestApp({ storeValidator: createReceiptServiceValidator({ url, apiKey: 'nahtlos:key' }) });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

const owns = async (user: TestUser) =>
  ((await json(t.app, { method: 'GET', url: '/api/app/entitlements', token: user.token })).json().entitlements as { product_id: string }[]).some(
    (entitlement) => entitlement.product_id === 'extra_feature_camera',
  );
const send = (user: TestUser | undefined, receipt: string, transactionId: string, platform = 'ios-appstore') =>
  json(t.app, {
    method: 'POST',
    url: '/api/app/purchases',
    token: user?.token,
    payload: { platform, product_id: 'extra_feature_camera', transaction_id: transactionId, receipt },
  });

function storeReceipt(purchases: Omit<StorePurchase, 'purchaseDate'>[]): string {
  const receipt = `receipt-${randomBytes(8).toString('hex')}`;
  receipts.set(receipt, purchases.map((purchase) => ({ ...purchase, purchaseDate: Date.parse('2026-11-01T10:00:00Z') })));
  return receipt;
}

it('one receipt holding one purchase, four accounts: exactly one entitlement; every other account gets 409 in German', async () => {
  const receipt = storeReceipt([{ id: 'extra_feature_camera', purchaseId: `apple:${RUN}0001`, transactionId: `apple:${RUN}0001` }]);
  const [buyer, second, third, fourth] = [await createUser(t.app), await createUser(t.app), await createUser(t.app), await createUser(t.app)];

  const bought = await send(buyer, receipt, `${RUN}0001`);
  expect(bought.statusCode).toBe(200);
  expect(bought.json().purchase).toEqual({ product_id: 'extra_feature_camera', platform: 'ios-appstore', transaction_id: `apple:${RUN}0001`, state: 'active' });
  // the same id, then made-up ids with the same receipt: the store's own id decides, not the client's
  for (const [user, claimed] of [
    [second, `${RUN}0001`],
    [third, `made-up-${RUN}-1`],
    [fourth, `made-up-${RUN}-2`],
  ] as const) {
    const response = await send(user, receipt, claimed);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: { error: 'Dieser Kauf gehört zu einem anderen Konto.', code: 'other_account' },
    });
  }
  expect([await owns(buyer), await owns(second), await owns(third), await owns(fourth)]).toEqual([true, false, false, false]);
  const rows = await t.database.db.query.purchases.findMany({ where: (p, { like }) => like(p.transactionId, `apple:${RUN}%`) });
  expect(rows).toHaveLength(1);
  // the buyer sending it again (a restore on a new phone) changes nothing
  expect((await send(buyer, receipt, `made-up-${RUN}-3`)).statusCode).toBe(200);
  expect(await t.database.db.query.purchases.findMany({ where: (p, { like }) => like(p.transactionId, `apple:${RUN}%`) })).toHaveLength(1);
});

it('a receipt for another product is refused and grants nothing', async () => {
  const receipt = storeReceipt([{ id: 'extra_feature_stickers', purchaseId: `gp:${RUN}-other`, transactionId: `gp:${RUN}-other` }]);
  const user = await createUser(t.app);
  const response = await send(user, receipt, `gp:${RUN}-other`, 'android-playstore');
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 400,
    body: { error: 'Der Beleg passt nicht zu diesem Kauf.', code: 'invalid_receipt' },
  });
  expect(await owns(user)).toBe(false);
});

it('a receipt with several purchases binds the one the client names; a refunded one is recorded as refunded', async () => {
  const receipt = storeReceipt([
    { id: 'extra_feature_camera', purchaseId: `apple:${RUN}0100`, transactionId: `apple:${RUN}0100`, cancelationReason: 'Customer' },
    { id: 'extra_feature_camera', purchaseId: `apple:${RUN}0200`, transactionId: `apple:${RUN}0201` },
  ]);
  const user = await createUser(t.app);
  const named = await send(user, receipt, `${RUN}0201`);
  expect(named.json().purchase).toEqual(expect.objectContaining({ transaction_id: `apple:${RUN}0200`, state: 'active' }));
  expect(await owns(user)).toBe(true);
  const other = await createUser(t.app);
  const refunded = await send(other, receipt, `${RUN}0100`);
  expect(refunded.json().purchase).toEqual(expect.objectContaining({ transaction_id: `apple:${RUN}0100`, state: 'refunded' }));
  expect(await owns(other)).toBe(false);
});

it('anonymous validations are limited per IP: the paid validation service is not called past the limit', async () => {
  const receipt = storeReceipt([{ id: 'extra_feature_camera', purchaseId: `apple:${RUN}0300`, transactionId: `apple:${RUN}0300` }]);
  const before = validationCalls.length;
  const statuses: number[] = [];
  for (let i = 0; i < 25; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app/purchases',
      remoteAddress: '203.0.113.77',
      payload: { platform: 'ios-appstore', product_id: 'extra_feature_camera', transaction_id: `${RUN}0300`, receipt },
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) expect(response.json().error).toBe('Zu viele Anfragen. Bitte warte einen Moment.');
  }
  const allowed = statuses.filter((status) => status === 200).length;
  expect(allowed).toBeGreaterThan(0);
  expect(allowed).toBeLessThan(25);
  expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
  expect(validationCalls.length - before).toBe(allowed);
});
