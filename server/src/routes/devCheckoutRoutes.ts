import { inAppProducts } from '@nahtlos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/bearer';
import { checkXsrf, ensureXsrfCookie } from '../auth/xsrf';
import { notFound } from '../http/errors';
import { escapeHtml, page } from '../http/pages';
import { standInEvent, type StandInSession } from '../services/purchases/payments';

const statusLine: Record<StandInSession['status'], string> = {
  open: '',
  cancelled: '',
  paid: '<p role="status">Bereits bezahlt.</p>',
  refunded: '<p role="status">Bezahlt und erstattet: Das Foto Feature war schon freigeschaltet.</p>',
};

const params = z.object({ id: z.string().regex(/^cs_test_[a-f0-9]{24}$/) });

/**
 * Development only (dev routes on, no Stripe keys): the stand-in for Stripe's hosted checkout page.
 * 'Bezahlen' sends the webhook Stripe would send (signed with the endpoint's secret by the stripe
 * package) to our own webhook route and returns to the app; 'Abbrechen' returns without paying.
 * `POST /dev/checkout/:id/refund` sends the refund's webhook (for tests and trying it out).
 */
export default async function devCheckoutRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx, payments } = app;
  if (payments.mode !== 'stand-in') return; // only without Stripe keys and with dev routes on
  const secureCookie = ctx.options.publicUrl.startsWith('https:');
  const sessionOf = (id: string): StandInSession => {
    const session = payments.standIn.get(id);
    if (!session) throw notFound();
    return session;
  };
  const sendWebhook = async (type: 'checkout.session.completed' | 'charge.refunded', session: StandInSession) => {
    const { payload, signature } = standInEvent(payments, type, session, ctx.options.now());
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`stand-in webhook answered ${response.statusCode}: ${response.body}`);
  };

  app.get('/dev/checkout/:id', { schema: { params } }, async (request, reply) => {
    const session = sessionOf(request.params.id);
    const product = inAppProducts[session.productId];
    const xsrf = escapeHtml(ensureXsrfCookie(request, reply, secureCookie));
    const action = `/dev/checkout/${session.id}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(
      page(
        'Testkasse',
        `<p class="hint">Entwicklung: Diese Seite steht für die Kasse des Zahlungsanbieters. Es wird nichts abgebucht.</p>
<p><strong>${escapeHtml(product.name)}</strong><br>${escapeHtml(product.price)}</p>
${statusLine[session.status]}
<form method="post" action="${action}/pay"><input type="hidden" name="_xsrf" value="${xsrf}"><button type="submit">Bezahlen</button></form>
<form method="post" action="${action}/cancel"><input type="hidden" name="_xsrf" value="${xsrf}"><button type="submit" class="secondary">Abbrechen</button></form>`,
      ),
    );
  });

  app.post('/dev/checkout/:id/pay', { bodyLimit: 16 * 1024, schema: { params } }, async (request, reply) => {
    const session = sessionOf(request.params.id);
    checkXsrf(request);
    if (session.status === 'open' || session.status === 'cancelled') {
      // paid before the webhook runs: the webhook may refund it at once (a second payment for an owned feature)
      session.status = 'paid';
      try {
        await sendWebhook('checkout.session.completed', session);
      } catch (error) {
        session.status = 'open';
        throw error;
      }
    }
    return reply.redirect(session.successUrl, 303);
  });

  app.post('/dev/checkout/:id/cancel', { bodyLimit: 16 * 1024, schema: { params } }, async (request, reply) => {
    const session = sessionOf(request.params.id);
    checkXsrf(request);
    if (session.status === 'open') session.status = 'cancelled';
    return reply.redirect(session.cancelUrl, 303);
  });

  // the payment provider's refund, for tests and trying it out: only the buyer's own login may ask
  app.post('/dev/checkout/:id/refund', { preValidation: requireUser(ctx), schema: { params } }, async (request) => {
    const session = sessionOf(request.params.id);
    if (session.userId !== currentUser(request).id) throw notFound();
    await sendWebhook('charge.refunded', session);
    return { refunded: true };
  });
}
