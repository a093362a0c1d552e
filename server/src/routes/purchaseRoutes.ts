import { checkoutBody, purchaseBody, type PurchaseResponse } from '@nahtlos/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, currentUser, requireUser } from '../auth/bearer';
import { HttpError } from '../http/errors';
import { purchaseLimiter } from '../http/rateLimits';
import { authenticate } from '../services/accounts';
import type { ServiceContext } from '../services/context';
import { listEntitlements, recordPurchase } from '../services/purchases/entitlements';
import { applyStripeEvent, createCheckout, verifyWebhook } from '../services/purchases/payments';
import { ValidatorUnavailableError } from '../services/purchases/validators';

/** The account's entitlements, store transactions to validate, and the web's checkout (issue 20). */
export default async function purchaseRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx, payments, storeValidators: validators } = app;
  app.get('/api/app/entitlements', { preValidation: requireUser(ctx) }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { entitlements: await listEntitlements(ctx, currentUser(request).id) };
  });

  /**
   * A store transaction → validated → (logged in) recorded for the account. Without a login it is only
   * validated: the app keeps the transaction and sends it again at the first login on that device.
   */
  app.post('/api/app/purchases', {
    bodyLimit: 128 * 1024,
    schema: { body: purchaseBody },
    // counted, then a sent token checked, before the schema looks at the body
    preValidation: [purchaseLimiter(app, ctx.options.rateLimits), identifyOptionalUser(ctx)],
  }, async (request, reply): Promise<PurchaseResponse> => {
    const { user, body } = request;
    const validator = validators[body.platform];
    if (!validator) {
      // a source this server is not set up to check (test receipts in production, a store without STORE_VALIDATOR_URL)
      const message = body.platform === 'test' ? 'Testbelege werden hier nicht angenommen.' : 'Käufe aus diesem Store werden hier nicht angenommen.';
      throw new HttpError(400, message, { code: 'source_not_accepted' });
    }
    let result;
    try {
      result = await validator.validate({ platform: body.platform, productId: body.product_id, transactionId: body.transaction_id, receipt: body.receipt });
    } catch (error) {
      if (!(error instanceof ValidatorUnavailableError)) throw error;
      request.log.warn({ message: error.message }, 'store validation unavailable');
      reply.header('retry-after', '30');
      throw new HttpError(503, 'Die Kaufprüfung ist gerade nicht möglich. Versuche es bitte erneut.', { retryAfterSeconds: 30 });
    }
    if (result.status === 'invalid') throw new HttpError(400, result.reason, { code: 'invalid_receipt' });
    if (result.productId !== body.product_id) throw new HttpError(400, 'Der Beleg passt nicht zu diesem Kauf.', { code: 'invalid_receipt' });
    if (user) {
      const outcome = await recordPurchase(ctx, {
        userId: user.id,
        productId: result.productId,
        source: body.platform,
        transactionId: result.transactionId,
        purchasedAt: result.purchasedAt,
        state: result.state,
      });
      if (outcome === 'other-account') throw new HttpError(409, 'Dieser Kauf gehört zu einem anderen Konto.', { code: 'other_account' });
    }
    return {
      purchase: { product_id: result.productId, platform: body.platform, transaction_id: result.transactionId, state: result.state },
      entitlements: user ? await listEntitlements(ctx, user.id) : [],
    };
  });

  app.post('/api/app/checkout', { preValidation: requireUser(ctx), bodyLimit: 16 * 1024, schema: { body: checkoutBody } }, async (request) => {
    const { product_id } = request.body;
    const userId = currentUser(request).id;
    const owned = await listEntitlements(ctx, userId);
    if (owned.some((entitlement) => entitlement.product_id === product_id)) {
      throw new HttpError(409, 'Du hast das Foto Feature bereits freigeschaltet.', { code: 'already_owned' });
    }
    return createCheckout(ctx, payments, userId, product_id);
  });

  // Stripe's webhook: the signature covers the raw body, so this plugin reads JSON as text.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    webhook.post('/api/stripe/webhook', async (request) => {
      if (typeof request.body !== 'string') throw new HttpError(415, 'Dieses Format wird nicht unterstützt.');
      const signature = request.headers['stripe-signature'];
      const event = verifyWebhook(payments, request.body, typeof signature === 'string' ? signature : undefined);
      const outcome = await applyStripeEvent(ctx, payments, event);
      request.log.info({ event: event.type, outcome }, 'stripe webhook');
      return { received: true as const };
    });
  });
}

/** preValidation: the account behind a bearer token, if one is sent, as `request.user`; a dead token is a 401 like on every account route. */
function identifyOptionalUser(ctx: ServiceContext) {
  return async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return;
    const token = bearerToken(request);
    const user = token ? await authenticate(ctx, token) : undefined;
    if (!user) throw new HttpError(401, 'Nicht angemeldet.');
    request.user = user;
  };
}
