/**
 * Issue 20: the camera feature is an entitlement on the account. Web: checkout session → signed webhook →
 * entitlement (through the dev stand-in checkout, signed by the stripe package exactly like Stripe's).
 * App stores: transactions validated through the validator interface (signed test receipts here).
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signTestReceipt, type TestReceiptPayload } from '../src/services/purchases/testReceipts';
import { createReceiptServiceValidator } from '../src/services/purchases/receiptService';
import { createTestApp, createUser, json, login, registerUser, activate, type TestApp, type TestUser } from './helpers';

const WEBHOOK_SECRET = 'whsec_test_nahtlos_webhook_secret';
const RECEIPT_SECRET = 'test-receipt-secret';
const stripe = new Stripe('sk_test_never_sent');
/** Transaction ids unique to this run: on PostgreSQL the database (and its purchases) outlive a run. */
const RUN = randomBytes(4).toString('hex');
const txId = (name: string) => `${name}-${RUN}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ payments: { stripeWebhookSecret: WEBHOOK_SECRET }, testReceiptSecret: RECEIPT_SECRET });
});
afterAll(() => t.close());

const entitlements = async (user: TestUser) => {
  const response = await json(t.app, { method: 'GET', url: '/api/app/entitlements', token: user.token });
  expect(response.statusCode).toBe(200);
  return response.json().entitlements as { product_id: string; source: string; granted_at: string }[];
};
const owns = async (user: TestUser) => (await entitlements(user)).some((e) => e.product_id === 'extra_feature_camera');

/** Starts a checkout for `user` and opens the stand-in page; returns the session, its forms' XSRF token and cookie. */
async function openCheckout(user: TestUser) {
  const created = await json(t.app, { method: 'POST', url: '/api/app/checkout', token: user.token, payload: { product_id: 'extra_feature_camera' } });
  expect(created.statusCode).toBe(200);
  const { url, session_id } = created.json();
  expect(url).toBe(`http://localhost:8080/dev/checkout/${session_id}`);
  const pageResponse = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(pageResponse.statusCode).toBe(200);
  expect(pageResponse.body).toContain('Bezahlen');
  expect(pageResponse.body).toContain('3,99 €');
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(pageResponse.body)![1]!;
  return { sessionId: session_id as string, xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
}
const submit = (sessionId: string, action: 'pay' | 'cancel', xsrf: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/dev/checkout/${sessionId}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: `_xsrf=${xsrf}`,
  });

/** A checkout.session.completed event as Stripe sends it, for `userId`. */
function completedEvent(userId: string, overrides: { id?: string; paymentIntent?: string } = {}) {
  return JSON.stringify({
    id: overrides.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `cs_test_${Math.random().toString(36).slice(2)}`,
        object: 'checkout.session',
        payment_status: 'paid',
        client_reference_id: userId,
        metadata: { product_id: 'extra_feature_camera', user_id: userId },
        payment_intent: overrides.paymentIntent ?? `pi_${Math.random().toString(36).slice(2)}`,
      },
    },
  });
}
const sendWebhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
const sign = (payload: string, secret = WEBHOOK_SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret });

/** The account id, as the webhook's client_reference_id names it (read from a saved project's owner). */
async function userIdOf(user: TestUser): Promise<string> {
  const response = await json(t.app, {
    method: 'POST',
    url: '/api/app/pattern-project',
    token: user.token,
    payload: { patternProject: { pattern_project_id: `P${Date.now()}${Math.random().toString(36).slice(2, 6)}`, name: 'x', sewing_pattern: { id: 'p' }, svg: '' } },
  });
  return response.json().pattern_project.user_id;
}

describe('web checkout (Stripe Checkout; here the dev stand-in page and its signed webhook)', () => {
  it('checkout → pay → back in the app; the account owns the feature, on any device (a second login)', async () => {
    const user = await createUser(t.app);
    expect(await entitlements(user)).toEqual([]);
    const { sessionId, xsrf, cookie } = await openCheckout(user);
    const paid = await submit(sessionId, 'pay', xsrf, cookie);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:8080/foto-feature?checkout=success&session_id=${sessionId}`);
    expect(await entitlements(user)).toEqual([{ product_id: 'extra_feature_camera', source: 'stripe', granted_at: expect.any(String) }]);
    // another device: a fresh login sees the same entitlement
    const again = await login(t.app, user.email, user.password);
    expect(await owns({ ...user, token: again.json().token })).toBe(true);
    // paying the same session again changes nothing; buying again is refused
    expect((await submit(sessionId, 'pay', xsrf, cookie)).statusCode).toBe(303);
    expect(await entitlements(user)).toHaveLength(1);
    const second = await json(t.app, { method: 'POST', url: '/api/app/checkout', token: user.token, payload: { product_id: 'extra_feature_camera' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'Du hast das Foto Feature bereits freigeschaltet.', code: 'already_owned' });
  });

  it('cancelling the checkout changes nothing', async () => {
    const user = await createUser(t.app);
    const { sessionId, xsrf, cookie } = await openCheckout(user);
    const cancelled = await submit(sessionId, 'cancel', xsrf, cookie);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('http://localhost:8080/foto-feature?checkout=cancelled');
    expect(await entitlements(user)).toEqual([]);
  });

  it('a forged webhook (wrong secret, no signature, altered body) grants nothing', async () => {
    const user = await createUser(t.app);
    const userId = await userIdOf(user);
    const payload = completedEvent(userId);
    const forged = await sendWebhook(payload, sign(payload, 'whsec_someone_else'));
    expect({ status: forged.statusCode, body: forged.json() }).toEqual({ status: 400, body: { error: 'Die Signatur ist ungültig.' } });
    const unsigned = await sendWebhook(payload);
    expect({ status: unsigned.statusCode, body: unsigned.json() }).toEqual({ status: 400, body: { error: 'Die Signatur fehlt.' } });
    const otherUser = await createUser(t.app);
    const altered = await sendWebhook(payload.replace(userId, await userIdOf(otherUser)), sign(payload));
    expect(altered.statusCode).toBe(400);
    expect(await entitlements(user)).toEqual([]);
    expect(await entitlements(otherUser)).toEqual([]);
  });

  it('a replayed webhook grants once', async () => {
    const user = await createUser(t.app);
    const payload = completedEvent(await userIdOf(user), { paymentIntent: txId('pi_replayed_once') });
    const signature = sign(payload);
    for (let i = 0; i < 3; i += 1) {
      const response = await sendWebhook(payload, signature);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { received: true } });
    }
    // the same payment delivered as another event id is the same purchase too
    const redelivered = completedEvent(await userIdOf(user), { paymentIntent: txId('pi_replayed_once') });
    expect((await sendWebhook(redelivered, sign(redelivered))).statusCode).toBe(200);
    const rows = await t.database.db.query.purchases.findMany({ where: (p, { eq }) => eq(p.transactionId, txId('pi_replayed_once')) });
    expect(rows).toHaveLength(1);
    expect(await entitlements(user)).toHaveLength(1);
  });

  it('a refund (charge.refunded webhook) revokes the entitlement', async () => {
    const user = await createUser(t.app);
    const { sessionId, xsrf, cookie } = await openCheckout(user);
    await submit(sessionId, 'pay', xsrf, cookie);
    expect(await owns(user)).toBe(true);
    // only the buyer's login may ask the stand-in for a refund
    expect((await t.app.inject({ method: 'POST', url: `/dev/checkout/${sessionId}/refund` })).statusCode).toBe(401);
    const stranger = await createUser(t.app);
    expect((await json(t.app, { method: 'POST', url: `/dev/checkout/${sessionId}/refund`, token: stranger.token })).statusCode).toBe(404);
    expect(await owns(user)).toBe(true);
    const refunded = await json(t.app, { method: 'POST', url: `/dev/checkout/${sessionId}/refund`, token: user.token });
    expect(refunded.statusCode).toBe(200);
    expect(await entitlements(user)).toEqual([]);
  });

  it('bad input answers clear JSON errors, never 5xx', async () => {
    const user = await createUser(t.app);
    const cases = [
      { url: '/api/app/checkout', token: user.token, payload: { product_id: 'extra_feature_drone' }, status: 400 },
      { url: '/api/app/checkout', token: user.token, payload: {}, status: 400 },
      { url: '/api/app/checkout', token: undefined, payload: { product_id: 'extra_feature_camera' }, status: 401 },
    ];
    for (const { url, token, payload, status } of cases) {
      const response = await json(t.app, { method: 'POST', url, token, payload });
      expect({ url, status: response.statusCode, error: typeof response.json().error }).toEqual({ url, status, error: 'string' });
    }
    const broken = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, payload: '{"id":' });
    expect(broken.statusCode).toBe(400);
    const unknownSession = await t.app.inject({ method: 'GET', url: '/dev/checkout/cs_test_000000000000000000000000' });
    expect({ status: unknownSession.statusCode, body: unknownSession.json() }).toEqual({ status: 404, body: { error: 'Nicht gefunden.' } });
    const noXsrf = await t.app.inject({ method: 'POST', url: `/dev/checkout/${(await openCheckout(user)).sessionId}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(noXsrf.statusCode).toBe(403);
    expect(await entitlements(user)).toEqual([]);
  });
});

describe('app stores: transactions validated by the server (signed test receipts)', () => {
  const receipt = (payload: Partial<TestReceiptPayload> & { transaction_id: string }, secret = RECEIPT_SECRET) =>
    signTestReceipt({ product_id: 'extra_feature_camera', purchased_at: '2026-11-01T10:00:00.000Z', state: 'purchased', ...payload }, secret);
  const post = (body: Record<string, unknown>, token?: string) => json(t.app, { method: 'POST', url: '/api/app/purchases', token, payload: body });
  const transaction = (id: string, signed = receipt({ transaction_id: id })) => ({
    platform: 'test',
    product_id: 'extra_feature_camera',
    transaction_id: id,
    receipt: signed,
  });

  it('a valid receipt → owned; sent again → still one entitlement', async () => {
    const user = await createUser(t.app);
    const response = await post(transaction(txId('tx-valid-1')), user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      purchase: { product_id: 'extra_feature_camera', platform: 'test', transaction_id: txId('tx-valid-1'), state: 'active' },
      entitlements: [{ product_id: 'extra_feature_camera', source: 'test', granted_at: expect.any(String) }],
    });
    expect((await post(transaction(txId('tx-valid-1')), user.token)).statusCode).toBe(200);
    expect(await entitlements(user)).toHaveLength(1);
  });

  it('a tampered receipt or one for another product → 400, nothing granted', async () => {
    const user = await createUser(t.app);
    const signed = receipt({ transaction_id: txId('tx-tampered') });
    const [data, signature] = signed.split('.') as [string, string];
    const alteredData = Buffer.from(Buffer.from(data, 'base64url').toString().replace('2026-11-01', '2026-11-02')).toString('base64url');
    const bad = [
      transaction(txId('tx-tampered'), `${alteredData}.${signature}`),
      transaction(txId('tx-tampered'), `${data}.${signature.slice(0, -2)}AA`),
      transaction(txId('tx-tampered'), receipt({ transaction_id: txId('tx-tampered') }, 'a-forger-s-secret')),
      transaction(txId('tx-tampered'), 'not-a-receipt'),
      // signed, but for another product / another transaction
      transaction(txId('tx-tampered'), receipt({ transaction_id: txId('tx-tampered'), product_id: 'extra_feature_drone' })),
      transaction(txId('tx-tampered'), receipt({ transaction_id: txId('tx-other') })),
    ];
    for (const body of bad) {
      const response = await post(body, user.token);
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 400, code: 'invalid_receipt' });
      expect(response.json().error).toMatch(/^Der Beleg /);
    }
    const unknownProduct = await post({ ...transaction(txId('tx-tampered')), product_id: 'extra_feature_drone' }, user.token);
    expect(unknownProduct.statusCode).toBe(400);
    expect(await entitlements(user)).toEqual([]);
  });

  it('a refunded receipt revokes the entitlement', async () => {
    const user = await createUser(t.app);
    await post(transaction(txId('tx-refund')), user.token);
    expect(await owns(user)).toBe(true);
    const refunded = await post(transaction(txId('tx-refund'), receipt({ transaction_id: txId('tx-refund'), state: 'refunded' })), user.token);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toEqual({
      purchase: { product_id: 'extra_feature_camera', platform: 'test', transaction_id: txId('tx-refund'), state: 'refunded' },
      entitlements: [],
    });
    expect(await entitlements(user)).toEqual([]);
    // the purchaser sending the old (purchased) receipt again does not bring it back
    await post(transaction(txId('tx-refund')), user.token);
    expect(await entitlements(user)).toEqual([]);
  });

  it('logged out a transaction is only validated; the first login on that device binds it to the account', async () => {
    const anonymous = await post(transaction(txId('tx-logged-out')));
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().entitlements).toEqual([]);
    const rows = await t.database.db.query.purchases.findMany({ where: (p, { eq }) => eq(p.transactionId, txId('tx-logged-out')) });
    expect(rows).toEqual([]);
    const { email, password } = await registerUser(t.app);
    await activate(t.app, email);
    const token = (await login(t.app, email, password)).json().token;
    const bound = await post(transaction(txId('tx-logged-out')), token);
    expect(bound.json().entitlements).toEqual([{ product_id: 'extra_feature_camera', source: 'test', granted_at: expect.any(String) }]);
    // the same transaction cannot be bound to a second account
    const other = await createUser(t.app);
    const stolen = await post(transaction(txId('tx-logged-out')), other.token);
    expect({ status: stolen.statusCode, body: stolen.json() }).toEqual({ status: 409, body: { error: 'Dieser Kauf gehört zu einem anderen Konto.', code: 'other_account' } });
    expect(await entitlements(other)).toEqual([]);
  });

  it('bad input and unconfigured stores answer clear JSON', async () => {
    const user = await createUser(t.app);
    const cases: [Record<string, unknown>, number][] = [
      [{}, 400],
      [{ ...transaction('tx-x'), platform: 'windows-store' }, 400],
      [{ ...transaction('tx-x'), transaction_id: '' }, 400],
      [{ ...transaction('tx-x'), receipt: 'x'.repeat(70_000) }, 400],
      // no production validator configured here: the store's transactions are not accepted
      [{ ...transaction('tx-x'), platform: 'ios-appstore' }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await post(body, user.token);
      expect({ status: response.statusCode, error: typeof response.json().error }).toEqual({ status, error: 'string' });
    }
    const deadToken = await post(transaction('tx-x'), 'x'.repeat(40));
    expect(deadToken.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/app/entitlements' })).statusCode).toBe(401);
  });

  it('test receipts are refused where no test secret is configured (production)', async () => {
    const production = await createTestApp({ devRoutes: false }, t.database);
    try {
      const response = await json(production.app, { method: 'POST', url: '/api/app/purchases', payload: transaction('tx-prod') });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { error: 'Testbelege werden hier nicht angenommen.', code: 'source_not_accepted' } });
      // and without Stripe keys and dev routes there is no web checkout and no stand-in page
      const user = await createUser(t.app); // same database: the token works on both
      const checkout = await json(production.app, { method: 'POST', url: '/api/app/checkout', token: user.token, payload: { product_id: 'extra_feature_camera' } });
      expect(checkout.statusCode).toBe(503);
      expect((await production.app.inject({ method: 'GET', url: '/dev/checkout/cs_test_000000000000000000000000' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the production store validator (a receipt-validation service, here a local stand-in)', () => {
  let server: Server;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const requests: { authorization?: string; body: unknown }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const validator = () => createReceiptServiceValidator({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/validate`, apiKey: 'nahtlos:key' });
  const tx = { platform: 'ios-appstore' as const, productId: 'extra_feature_camera', transactionId: '1000000123', receipt: 'MIIT…' };

  it('valid, refunded, invalid and unavailable answers', async () => {
    // bound to the store's own id of the purchase (the original transaction), not the id the client sent
    answer = { status: 200, body: { ok: true, data: { collection: [{ id: 'extra_feature_camera', purchaseId: 'apple:1000000001', transactionId: 'apple:1000000123', purchaseDate: 1_790_000_000_000 }] } } };
    expect(await validator().validate(tx)).toEqual({ status: 'valid', productId: 'extra_feature_camera', transactionId: 'apple:1000000001', purchasedAt: new Date(1_790_000_000_000), state: 'active' });
    expect(requests.at(-1)).toEqual({
      authorization: `Basic ${Buffer.from('nahtlos:key').toString('base64')}`,
      body: { id: 'extra_feature_camera', type: 'application', products: [], transaction: { type: 'ios-appstore', id: '1000000123', appStoreReceipt: 'MIIT…' } },
    });
    answer = { status: 200, body: { ok: true, data: { collection: [{ id: 'extra_feature_camera', purchaseId: 'apple:1000000001', cancelationReason: 'Customer' }] } } };
    expect(await validator().validate(tx)).toEqual(expect.objectContaining({ status: 'valid', state: 'refunded' }));
    answer = { status: 200, body: { ok: true, data: { collection: [{ id: 'another_product', purchaseId: 'apple:1000000002' }] } } };
    expect(await validator().validate(tx)).toEqual({ status: 'invalid', reason: 'Der Beleg passt nicht zu diesem Kauf.' });
    // a purchase the store names without any id of its own cannot be bound to an account
    answer = { status: 200, body: { ok: true, data: { collection: [{ id: 'extra_feature_camera' }] } } };
    expect(await validator().validate(tx)).toEqual({ status: 'invalid', reason: 'Der Beleg passt nicht zu diesem Kauf.' });
    answer = { status: 200, body: { ok: false, code: 6778003, message: 'invalid' } };
    expect(await validator().validate(tx)).toEqual({ status: 'invalid', reason: 'Der Beleg ist ungültig.' });
    answer = { status: 502, body: { error: 'down' } };
    await expect(validator().validate(tx)).rejects.toThrow('receipt validation service unavailable');
  });
});
