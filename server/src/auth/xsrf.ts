import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { newOpaqueToken, safeEqual } from './tokens';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Returns the XSRF token of this browser, setting the (script-readable) cookie if missing. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[XSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const token = newOpaqueToken();
  reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure });
  return token;
}

/**
 * Double-submit check: the XSRF-TOKEN cookie must match the X-XSRF-TOKEN header (or, for plain
 * HTML forms that cannot set headers, the `_xsrf` form field).
 */
export function checkXsrf(request: FastifyRequest): void {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const body = request.body as Record<string, unknown> | undefined;
  const sent = typeof header === 'string' ? header : typeof body?._xsrf === 'string' ? body._xsrf : undefined;
  if (!cookie || !sent || !safeEqual(cookie, sent)) {
    throw new HttpError(403, 'Sicherheitsprüfung fehlgeschlagen. Bitte lade die Seite neu.');
  }
}

function isJson(request: FastifyRequest): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * Policy for state-changing /auth/* routes: browser form posts (not JSON, so no CORS preflight
 * protects them) must pass the double-submit check; a JSON request that sends the header must
 * send the right one.
 */
export function checkXsrfForAuthPost(request: FastifyRequest): void {
  if (!isJson(request) || request.headers[XSRF_HEADER] !== undefined) checkXsrf(request);
}
