import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's device cookie ("Blocking Brute Force Attacks"): a browser that logged in to an account before
 * keeps its own login allowance, so an attacker's failures for that account cannot lock its owner out.
 * Stateless: `v1.<account>.<device>.<expires>.<signature>`, HMAC-signed with the app secret. `account`
 * is a keyed hash of the normalised email (the cookie does not carry the address), `device` a random id.
 */
export const DEVICE_COOKIE = 'nahtlos_device';
/** Sent only with login attempts. */
export const DEVICE_COOKIE_PATH = '/api/app/auth/user/login';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const VERSION = 'v1';
const PART = /^[A-Za-z0-9_-]{1,64}$/;

export interface KnownDevice {
  deviceId: string;
}

function derivedKey(secret: string, purpose: string): Buffer {
  // Separate keys per purpose, so a device cookie's MAC is never valid elsewhere (e.g. as a download link).
  return createHmac('sha256', secret).update(`nahtlos device cookie: ${purpose}`).digest();
}

/** Keyed hash of the address, as login normalises it (trimmed, lower case). */
function accountTag(secret: string, email: string): string {
  return createHmac('sha256', derivedKey(secret, 'account')).update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', derivedKey(secret, 'signature')).update(payload).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new cookie value for `email`: a fresh device id, valid for a year from `now`. */
export function issueDeviceCookie(secret: string, email: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DEVICE_COOKIE_MAX_AGE_SECONDS;
  const payload = [VERSION, accountTag(secret, email), randomBytes(16).toString('base64url'), expires.toString(36)].join('.');
  return `${payload}.${signature(secret, payload)}`;
}

/** The device, if `value` is an intact, unexpired cookie issued for `email`; anything else is an unknown device. */
export function verifyDeviceCookie(secret: string, value: string | undefined, email: string, now: Date): KnownDevice | undefined {
  if (!value || value.length > 300) return undefined;
  const parts = value.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION || !parts.every((part) => PART.test(part))) return undefined;
  const [, account, deviceId, expires, mac] = parts as [string, string, string, string, string];
  if (!sameText(signature(secret, parts.slice(0, 4).join('.')), mac)) return undefined;
  if (!sameText(accountTag(secret, email), account)) return undefined;
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return undefined;
  return { deviceId };
}

/** The known device behind this login attempt for `email`, if any. */
export function knownDevice(request: FastifyRequest, secret: string, email: string, now: Date): KnownDevice | undefined {
  return verifyDeviceCookie(secret, request.cookies?.[DEVICE_COOKIE], email, now);
}

/** Sets the device cookie after a successful login. */
export function setDeviceCookie(reply: FastifyReply, options: { secret: string; email: string; now: Date; secure: boolean }): void {
  reply.setCookie(DEVICE_COOKIE, issueDeviceCookie(options.secret, options.email, options.now), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
