/**
 * Issue 35: the web's payment events as a state machine per purchase (its payment intent), whatever
 * order Stripe delivers them in. Events are signed with the endpoint's secret by the stripe package,
 * exactly as Stripe signs them, and sent to the real webhook route.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { createTestApp, createUser, json, type TestApp, type TestUser } from './helpers';

const WEBHOOK_SECRET = 'whsec_test_payment_events';
const stripe = new Stripe('sk_test_never_sent');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ payments: { stripeWebhookSecret: WEBHOOK_SECRET } });
});
afterAll(() => t.close());

const unique = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const owns = async (user: TestUser) =>
  ((await json(t.app, { method: 'GET', url: '/api/app/entitlements', token: user.token })).json().entitlements as { product_id: string }[]).some(
    (entitlement) => entitlement.product_id === 'extra_feature_camera',
  );

async function userIdOf(user: TestUser): Promise<string> {
  const row = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, user.email) });
  return row!.id;
}

async function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: unique('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    payload,
  });
  expect(response.statusCode).toBe(200);
}
const completed = (userId: string, paymentIntent: string) =>
  deliver('checkout.session.completed', {
    id: unique('cs_test'),
    object: 'checkout.session',
    payment_status: 'paid',
    client_reference_id: userId,
    metadata: { product_id: 'extra_feature_camera', user_id: userId },
    payment_intent: paymentIntent,
  });
const refunded = (paymentIntent: string, amountRefunded: number) =>
  deliver('charge.refunded', {
    id: unique('ch'),
    object: 'charge',
    amount: 399,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= 399,
    payment_intent: paymentIntent,
  });
const disputeClosed = (paymentIntent: string, status: 'won' | 'lost') =>
  deliver('charge.dispute.closed', { id: unique('dp'), object: 'dispute', status, amount: 399, payment_intent: paymentIntent });

const purchaseRow = (paymentIntent: string) =>
  t.database.db.query.purchases.findFirst({ where: (p, { and, eq }) => and(eq(p.source, 'stripe'), eq(p.transactionId, paymentIntent)) });

it('a refund that arrives before its completion wins: the later completion grants nothing', async () => {
  const user = await createUser(t.app);
  const paymentIntent = unique('pi');
  await refunded(paymentIntent, 399);
  await completed(await userIdOf(user), paymentIntent);
  expect(await owns(user)).toBe(false);
  expect(await purchaseRow(paymentIntent)).toEqual(expect.objectContaining({ status: 'refunded', revokedReason: 'refund' }));
});

it('a partial refund keeps the feature; the full refund after it revokes it', async () => {
  const user = await createUser(t.app);
  const paymentIntent = unique('pi');
  await completed(await userIdOf(user), paymentIntent);
  await refunded(paymentIntent, 1);
  expect(await owns(user)).toBe(true);
  await refunded(paymentIntent, 399);
  expect(await owns(user)).toBe(false);
});

it('a dispute revokes only when it is lost, also before the completion arrives', async () => {
  const [winner, loser, early] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
  const [won, lost, lostEarly] = [unique('pi'), unique('pi'), unique('pi')];
  await completed(await userIdOf(winner), won);
  await disputeClosed(won, 'won');
  await completed(await userIdOf(loser), lost);
  await disputeClosed(lost, 'lost');
  await disputeClosed(lostEarly, 'lost');
  await completed(await userIdOf(early), lostEarly);
  expect([await owns(winner), await owns(loser), await owns(early)]).toEqual([true, false, false]);
  expect(await purchaseRow(lost)).toEqual(expect.objectContaining({ status: 'refunded', revokedReason: 'dispute_lost' }));
});

it('two checkouts opened before paying, both paid: one entitlement, the second payment refunded', async () => {
  const user = await createUser(t.app);
  const open = async () => {
    const created = await json(t.app, { method: 'POST', url: '/api/app/checkout', token: user.token, payload: { product_id: 'extra_feature_camera' } });
    expect(created.statusCode).toBe(200);
    const { session_id } = created.json();
    const page = await t.app.inject({ method: 'GET', url: `/dev/checkout/${session_id}` });
    const xsrf = /name="_xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    return { sessionId: session_id as string, xsrf };
  };
  const pay = ({ sessionId, xsrf }: { sessionId: string; xsrf: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/dev/checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${xsrf}` },
      payload: `_xsrf=${xsrf}`,
    });
  const first = await open();
  const second = await open(); // before paying, the account owns nothing: both sessions open
  expect((await pay(first)).statusCode).toBe(303);
  expect((await pay(second)).statusCode).toBe(303);

  expect(await owns(user)).toBe(true);
  const userId = await userIdOf(user);
  const rows = await t.database.db.query.purchases.findMany({ where: (p, { eq }) => eq(p.userId, userId) });
  expect(rows.map((row) => row.status).sort()).toEqual(['active', 'refunded']);
  expect(rows.find((row) => row.status === 'refunded')!.revokedReason).toBe('duplicate');
  // the stand-in checkout shows the second payment as paid back
  const secondPage = await t.app.inject({ method: 'GET', url: `/dev/checkout/${second.sessionId}` });
  expect(secondPage.body).toContain('Bezahlt und erstattet');
  // a third checkout is refused up front
  const third = await json(t.app, { method: 'POST', url: '/api/app/checkout', token: user.token, payload: { product_id: 'extra_feature_camera' } });
  expect({ status: third.statusCode, code: third.json().code }).toEqual({ status: 409, code: 'already_owned' });
});
