import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { createHash } from 'node:crypto';
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from './errors';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Per-IP and per-email limits for the account endpoints that attackers hammer. */
export interface RateLimits {
  /** Login attempts from unknown devices (no valid device cookie for the email), per client IP. */
  loginPerIp: Limit;
  /** Login attempts from unknown devices, per email: an attack on an account blocks only unknown devices. */
  loginPerEmail: Limit;
  /** Login attempts per known device (see deviceCookie.ts); counted instead of the two above. */
  loginPerDevice: Limit;
  registerPerIp: Limit;
  registerPerEmail: Limit;
  mailPerIp: Limit;
  mailPerEmail: Limit;
  /** Store purchases validated without a login (each one a paid call to the validation service), per client IP… */
  anonymousPurchasePerIp: Limit;
  /** …and per receipt, which stands for the device that holds it. */
  anonymousPurchasePerReceipt: Limit;
  /** Store purchases validated for a login, per access token. */
  purchasePerLogin: Limit;
}

const MINUTE = 60_000;

export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 10, windowMs: MINUTE },
  loginPerEmail: { max: 10, windowMs: MINUTE },
  loginPerDevice: { max: 10, windowMs: MINUTE },
  registerPerIp: { max: 10, windowMs: 10 * MINUTE },
  registerPerEmail: { max: 3, windowMs: 10 * MINUTE },
  mailPerIp: { max: 10, windowMs: 10 * MINUTE },
  mailPerEmail: { max: 3, windowMs: 10 * MINUTE },
  anonymousPurchasePerIp: { max: 10, windowMs: 10 * MINUTE },
  anonymousPurchasePerReceipt: { max: 5, windowMs: 10 * MINUTE },
  purchasePerLogin: { max: 30, windowMs: 10 * MINUTE },
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

/** The client IP as counted: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64, which one host usually owns whole. */
const clientKey = (request: FastifyRequest) => normalizeIP(request.ip);

type LimitResult = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

const isExceeded = (result: LimitResult) => !result.isAllowed && result.isExceeded;

/** 429 with Retry-After (the longest wait of the exceeded limits) when any of `results` is over its limit. */
function refuseIfExceeded(reply: FastifyReply, results: LimitResult[]): void {
  const exceeded = results.filter(isExceeded);
  if (exceeded.length === 0) return;
  const retryAfter = Math.max(1, ...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)));
  reply.header('retry-after', String(retryAfter));
  throw new HttpError(429, 'Zu viele Anfragen. Bitte warte einen Moment.', { retryAfterSeconds: retryAfter });
}

/**
 * One preValidation hook counting the request against two limits: by client IP and by the email in the
 * body; it runs before the route schema, so refused input counts too. (@fastify/rate-limit runs only the
 * first of several route handlers per request, so both counters are checked here.)
 */
export function ipAndEmailLimiters(
  app: FastifyInstance,
  name: string,
  perIp: Limit,
  perEmail: Limit,
  emailField: string,
): preValidationAsyncHookHandler {
  const byIp = app.createRateLimit({ max: perIp.max, timeWindow: perIp.windowMs, keyGenerator: (req) => `${name}:ip:${clientKey(req)}` });
  const byEmail = app.createRateLimit({
    max: perEmail.max,
    timeWindow: perEmail.windowMs,
    keyGenerator: (req) => `${name}:email:${emailOf(req, emailField)}`,
  });
  return async (request, reply) => {
    refuseIfExceeded(reply, await Promise.all([byIp(request), byEmail(request)]));
  };
}

/**
 * Login limits after OWASP's device-cookie scheme. An attempt from a known device (a valid device
 * cookie for the email it tries) counts only against that device's own allowance, so an attacker's
 * failures for the email or from the owner's network cannot block it. Every other attempt, and a
 * known device that used up its allowance (distrusted until it pauses for a whole window), counts per
 * IP and per email as before. Attempts are counted before the password is checked, successes included,
 * so parallel guesses cannot slip past a counter.
 */
export function loginLimiter(
  app: FastifyInstance,
  limits: Pick<RateLimits, 'loginPerIp' | 'loginPerEmail' | 'loginPerDevice'>,
  deviceOf: (request: FastifyRequest, email: string) => { deviceId: string } | undefined,
): preValidationAsyncHookHandler {
  const unknownDevices = ipAndEmailLimiters(app, 'login', limits.loginPerIp, limits.loginPerEmail, 'email');
  const deviceIds = new WeakMap<FastifyRequest, string>();
  const deviceLimit: RateLimitOptions = {
    max: limits.loginPerDevice.max,
    timeWindow: limits.loginPerDevice.windowMs,
    continueExceeding: true, // each attempt over the allowance restarts the window: distrusted while it keeps trying
    keyGenerator: (req) => `login:device:${deviceIds.get(req)}`,
  };
  const byDevice = app.createRateLimit(deviceLimit);
  return async function limitLogin(this: FastifyInstance, request, reply) {
    const device = deviceOf(request, emailOf(request, 'email'));
    if (device) {
      deviceIds.set(request, device.deviceId);
      if (!isExceeded(await byDevice(request))) return;
    }
    await unknownDevices.call(this, request, reply);
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/**
 * Store-purchase validation costs a call to a paid service. Without a login it is counted per client
 * IP and per receipt (a device's store receipt); with one, per access token (a dead token is a 401 later).
 */
export function purchaseLimiter(
  app: FastifyInstance,
  limits: Pick<RateLimits, 'anonymousPurchasePerIp' | 'anonymousPurchasePerReceipt' | 'purchasePerLogin'>,
): preValidationAsyncHookHandler {
  const limiter = (name: string, limit: Limit, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => `purchase:${name}:${key(request)}` });
  const byIp = limiter('ip', limits.anonymousPurchasePerIp, clientKey);
  const byReceipt = limiter('receipt', limits.anonymousPurchasePerReceipt, (request) => {
    const receipt = (request.body as { receipt?: unknown } | null)?.receipt;
    return digest(typeof receipt === 'string' ? receipt : '');
  });
  const byLogin = limiter('login', limits.purchasePerLogin, (request) => digest(request.headers.authorization ?? ''));
  return async (request, reply) => {
    const results = request.headers.authorization === undefined ? await Promise.all([byIp(request), byReceipt(request)]) : [await byLogin(request)];
    refuseIfExceeded(reply, results);
  };
}
