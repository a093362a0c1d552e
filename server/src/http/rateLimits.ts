import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Per-IP and per-email limits for the account endpoints that attackers hammer. */
export interface RateLimits {
  loginPerIp: Limit;
  loginPerEmail: Limit;
  registerPerIp: Limit;
  registerPerEmail: Limit;
  mailPerIp: Limit;
  mailPerEmail: Limit;
}

const MINUTE = 60_000;

export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 10, windowMs: MINUTE },
  loginPerEmail: { max: 10, windowMs: MINUTE },
  registerPerIp: { max: 10, windowMs: 10 * MINUTE },
  registerPerEmail: { max: 3, windowMs: 10 * MINUTE },
  mailPerIp: { max: 10, windowMs: 10 * MINUTE },
  mailPerEmail: { max: 3, windowMs: 10 * MINUTE },
};

/** Multiplies every max, e.g. for end-to-end test runs that register many accounts from one IP. */
export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  const scaled = { ...limits };
  for (const key of Object.keys(scaled) as (keyof RateLimits)[]) {
    scaled[key] = { ...scaled[key], max: Math.max(1, Math.round(scaled[key].max * factor)) };
  }
  return scaled;
}

function emailOf(request: FastifyRequest, field: string): string {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body[field] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : '';
}

/**
 * One preHandler counting the request against two limits: by client IP and by the email in the
 * body. (@fastify/rate-limit runs only the first of several route handlers per request, so both
 * counters are checked here.)
 */
export function ipAndEmailLimiters(
  app: FastifyInstance,
  name: string,
  perIp: Limit,
  perEmail: Limit,
  emailField: string,
): preHandlerAsyncHookHandler {
  const byIp = app.createRateLimit({ max: perIp.max, timeWindow: perIp.windowMs, keyGenerator: (req) => `${name}:ip:${req.ip}` });
  const byEmail = app.createRateLimit({
    max: perEmail.max,
    timeWindow: perEmail.windowMs,
    keyGenerator: (req) => `${name}:email:${emailOf(req, emailField)}`,
  });
  return async (request, reply) => {
    const results = await Promise.all([byIp(request), byEmail(request)]);
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (exceeded.length > 0) {
      const retryAfter = Math.max(...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)));
      reply.header('retry-after', String(retryAfter));
      throw new HttpError(429, 'Zu viele Anfragen. Bitte warte einen Moment.', { retryAfterSeconds: retryAfter });
    }
  };
}
