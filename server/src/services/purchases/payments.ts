/**
 * The web's checkout: Stripe Checkout through the official `stripe` package. The server creates the
 * session (what is bought, for which account, where the browser comes back to) and a signature-checked
 * webhook grants the entitlement. Without Stripe keys, and only when dev routes are on, a stand-in
 * checkout page on our own origin (`/dev/checkout/:id`, routes/devCheckoutRoutes.ts) plays Stripe's
 * part: it sends the very same webhook, signed by the same package with the same secret, so the whole
 * flow runs here without a network. The package never calls the network in that mode.
 */
import { randomBytes } from 'node:crypto';
import { inAppProducts, type CheckoutResponse, type InAppProductId } from '@nahtlos/contract';
import Stripe from 'stripe';
import { HttpError } from '../../http/errors';
import type { PaymentOptions } from '../../options';
import { userExists } from '../../repositories/users';
import { recordWebhookEvent, wasWebhookEventApplied } from '../../repositories/webhookEvents';
import type { ServiceContext } from '../context';
import { laterActivePurchases, recordPurchase, revokePurchase } from './entitlements';

export interface StandInSession {
  id: string;
  userId: string;
  productId: InAppProductId;
  paymentIntent: string;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'paid' | 'cancelled' | 'refunded';
}

export interface Payments {
  mode: 'stripe' | 'stand-in' | 'off';
  stripe: Stripe;
  webhookSecret: string;
  priceId?: string;
  /** the stand-in's open sessions (memory, like the dev mail outbox) */
  standIn: Map<string, StandInSession>;
}

export function createPayments(options: PaymentOptions, devRoutes: boolean): Payments {
  const standIn = new Map<string, StandInSession>();
  if (options.stripeSecretKey) {
    if (!options.stripeWebhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY');
    return {
      mode: 'stripe',
      stripe: new Stripe(options.stripeSecretKey, { maxNetworkRetries: 2, timeout: 15_000 }),
      webhookSecret: options.stripeWebhookSecret,
      priceId: options.stripePriceId,
      standIn,
    };
  }
  return {
    mode: devRoutes ? 'stand-in' : 'off',
    // no key: this instance only signs and verifies webhooks (local HMAC), it never makes a request
    stripe: new Stripe('sk_test_stand_in_never_sent', { maxNetworkRetries: 0 }),
    webhookSecret: options.stripeWebhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`,
    standIn,
  };
}

const unavailable = () => new HttpError(503, 'Der Kauf ist gerade nicht möglich. Versuche es bitte erneut.', { retryAfterSeconds: 60 });

/** Where the browser comes back to after the checkout (the page that sold it). */
export function returnUrls(publicUrl: string) {
  return {
    success: `${publicUrl}/foto-feature?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${publicUrl}/foto-feature?checkout=cancelled`,
  };
}

export async function createCheckout(
  ctx: ServiceContext,
  payments: Payments,
  userId: string,
  productId: InAppProductId,
): Promise<CheckoutResponse> {
  const product = inAppProducts[productId];
  const urls = returnUrls(ctx.options.publicUrl);
  if (payments.mode === 'off') throw unavailable();
  if (payments.mode === 'stand-in') {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    payments.standIn.set(id, {
      id,
      userId,
      productId,
      paymentIntent: `pi_test_${randomBytes(12).toString('hex')}`,
      successUrl: urls.success.replace('{CHECKOUT_SESSION_ID}', id),
      cancelUrl: urls.cancel,
      status: 'open',
    });
    return { url: `${ctx.options.publicUrl}/dev/checkout/${id}`, session_id: id };
  }
  try {
    const session = await payments.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        payments.priceId
          ? { price: payments.priceId, quantity: 1 }
          : {
              price_data: { currency: product.currency.toLowerCase(), unit_amount: product.amount, product_data: { name: product.name } },
              quantity: 1,
            },
      ],
      client_reference_id: userId,
      metadata: { product_id: productId, user_id: userId },
      payment_intent_data: { metadata: { product_id: productId, user_id: userId } },
      success_url: urls.success,
      cancel_url: urls.cancel,
    });
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    return { url: session.url, session_id: session.id };
  } catch (error) {
    ctx.log?.error({ message: (error as Error).message }, 'Stripe checkout session could not be created');
    throw unavailable();
  }
}

/** Checks the webhook's signature with the stripe package (the stand-in's too); a bad one is a 400. */
export function verifyWebhook(payments: Payments, rawBody: string, signature: string | undefined): Stripe.Event {
  if (payments.mode === 'off') throw unavailable();
  if (!signature) throw new HttpError(400, 'Die Signatur fehlt.');
  try {
    return payments.stripe.webhooks.constructEvent(rawBody, signature, payments.webhookSecret);
  } catch {
    throw new HttpError(400, 'Die Signatur ist ungültig.');
  }
}

const paymentIntentOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

type EventOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * Applies a verified event once; an event id seen before is acknowledged and ignored. Per payment
 * (its payment intent) the state only moves from paid to revoked, whatever order the events come in:
 * a completed, paid checkout grants the product to the account in its `client_reference_id`; a full
 * refund or a lost dispute revokes it, also when it arrives first; a partial refund changes nothing;
 * a second payment for a product the account already owns is refunded.
 */
export async function applyStripeEvent(ctx: ServiceContext, payments: Payments, event: Stripe.Event): Promise<EventOutcome> {
  if (await wasWebhookEventApplied(ctx.db, event.id)) return 'replayed';
  const outcome = await applyEventOnce(ctx, payments, event);
  await recordWebhookEvent(ctx.db, { id: event.id, type: event.type, receivedAt: ctx.options.now() });
  return outcome;
}

async function applyEventOnce(ctx: ServiceContext, payments: Payments, event: Stripe.Event): Promise<'applied' | 'ignored'> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const productId = session.metadata?.product_id;
      const userId = session.client_reference_id;
      if (session.payment_status !== 'paid' || !userId || !productId || !(productId in inAppProducts) || !(await userExists(ctx.db, userId))) {
        return 'ignored';
      }
      const transactionId = paymentIntentOf(session.payment_intent) ?? session.id;
      await recordPurchase(ctx, { userId, productId, source: 'stripe', transactionId, purchasedAt: new Date(event.created * 1000), state: 'active' });
      await refundDuplicates(ctx, payments, userId, productId);
      return 'applied';
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent = paymentIntentOf(charge.payment_intent);
      // a partial refund (a goodwill discount) leaves the feature with the buyer
      const fullyRefunded = charge.refunded || (charge.amount > 0 && charge.amount_refunded >= charge.amount);
      if (!paymentIntent || !fullyRefunded) return 'ignored';
      await revokePurchase(ctx, 'stripe', paymentIntent, 'refund');
      return 'applied';
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentIntent = paymentIntentOf(dispute.payment_intent);
      if (!paymentIntent || dispute.status !== 'lost') return 'ignored';
      await revokePurchase(ctx, 'stripe', paymentIntent, 'dispute_lost');
      return 'applied';
    }
    default:
      return 'ignored';
  }
}

/**
 * Two checkouts opened before either was paid can both be paid: every web payment after the one the
 * account owns the product by is refunded. The refund comes first, so a failure leaves the purchase
 * active and Stripe's retry of the webhook refunds it then (the idempotency key makes it once).
 */
async function refundDuplicates(ctx: ServiceContext, payments: Payments, userId: string, productId: string): Promise<void> {
  for (const duplicate of await laterActivePurchases(ctx, userId, productId)) {
    if (duplicate.source !== 'stripe') continue; // a store's purchase is refunded by the store, not here
    await refundPayment(payments, duplicate.transactionId);
    await revokePurchase(ctx, 'stripe', duplicate.transactionId, 'duplicate');
    ctx.log?.warn({ productId }, 'second payment for an owned product refunded');
  }
}

async function refundPayment(payments: Payments, paymentIntent: string): Promise<void> {
  if (payments.mode === 'stripe') {
    try {
      await payments.stripe.refunds.create({ payment_intent: paymentIntent, reason: 'duplicate' }, { idempotencyKey: `duplicate-${paymentIntent}` });
    } catch (error) {
      // refunded already (by hand in the dashboard, or by an earlier try of this webhook): done
      if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
    }
    return;
  }
  // the stand-in charges nothing; its session shows that it was paid back
  for (const session of payments.standIn.values()) if (session.paymentIntent === paymentIntent) session.status = 'refunded';
}

/** The stand-in's webhook: the event Stripe would send, signed by the stripe package with the endpoint's secret. */
export function standInEvent(payments: Payments, type: 'checkout.session.completed' | 'charge.refunded', session: StandInSession, now: Date) {
  const created = Math.floor(now.getTime() / 1000);
  const product = inAppProducts[session.productId];
  const object =
    type === 'checkout.session.completed'
      ? {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: session.userId,
          metadata: { product_id: session.productId, user_id: session.userId },
          payment_intent: session.paymentIntent,
          amount_total: product.amount,
          currency: product.currency.toLowerCase(),
        }
      : {
          id: `ch_test_${randomBytes(12).toString('hex')}`,
          object: 'charge',
          refunded: true,
          amount: product.amount,
          amount_refunded: product.amount,
          payment_intent: session.paymentIntent,
        };
  const payload = JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  });
  const signature = payments.stripe.webhooks.generateTestHeaderString({ payload, secret: payments.webhookSecret });
  return { payload, signature };
}
