import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token for bearer auth or mail links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as sha256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface AssetClaims {
  orderId: string;
  userId: string;
  /** Expiry, ms since epoch. */
  expiresAt: number;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`asset:${payload}`).digest('base64url');
}

/** A signed, expiring download token: base64url(json).hmac. Opened in a new tab, so no bearer header. */
export function signAsset(secret: string, claims: AssetClaims): string {
  const payload = Buffer.from(JSON.stringify([claims.orderId, claims.userId, claims.expiresAt])).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** Returns the claims if the signature is valid and not expired, else undefined. */
export function verifyAsset(secret: string, token: string, now: Date): AssetClaims | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !safeEqual(sign(secret, payload), signature)) return undefined;
  try {
    const [orderId, userId, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (typeof orderId !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'number') return undefined;
    return expiresAt > now.getTime() ? { orderId, userId, expiresAt } : undefined;
  } catch {
    return undefined;
  }
}
