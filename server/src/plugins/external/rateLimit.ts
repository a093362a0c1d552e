import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { ServerSetup } from '../setup';

/** The rate-limit store (Redis when several instances share it); the limits themselves are per route (http/rateLimits.ts). */
export default fp(async function rateLimits(app, { appOptions }: ServerSetup) {
  await app.register(rateLimit, {
    global: false,
    redis: appOptions.redis,
    nameSpace: 'nahtlos-rl:',
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Zu viele Anfragen. Bitte warte einen Moment.',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}, { name: 'rate-limits' });
