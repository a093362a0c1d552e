import { hashToken, newOpaqueToken } from '../auth/tokens';
import { findLiveToken, insertAccessToken, revokeIdleAndSurplusTokens, touchAccessToken } from '../repositories/accessTokens';
import type { ServiceContext } from './context';

const DAY_MS = 24 * 3600_000;
/** Sliding expiry: a bearer token unused for this long is dead (answered like an unknown one). */
export const TOKEN_IDLE_LIMIT_MS = 90 * DAY_MS;
/** The stored last use is refreshed at most this often, so a request does not cost a write. */
export const TOKEN_TOUCH_INTERVAL_MS = DAY_MS;
/** Live tokens per account (devices, reinstalls); a login beyond this revokes the least recently used. */
export const MAX_TOKENS_PER_ACCOUNT = 50;

export interface TokenUser {
  id: string;
  username: string;
}

/** What the read cache keeps per token: its user and when it was last used, by the app's clock. */
interface CachedToken {
  user: TokenUser;
  lastUsedAt: number;
}

/**
 * A new bearer token for `userId`. Also revokes the account's expired tokens and all but the
 * MAX_TOKENS_PER_ACCOUNT most recently used, so a login loop cannot pile up live sessions.
 */
export async function issueAccessToken(ctx: ServiceContext, userId: string): Promise<string> {
  const now = ctx.options.now();
  const token = newOpaqueToken();
  await insertAccessToken(ctx.db, { tokenHash: hashToken(token), userId, at: now });
  const revoked = await revokeIdleAndSurplusTokens(ctx.db, userId, new Date(now.getTime() - TOKEN_IDLE_LIMIT_MS), MAX_TOKENS_PER_ACCOUNT);
  if (revoked.length > 0) await ctx.cache.invalidateUser(userId);
  return token;
}

/**
 * The user of a live bearer token, or undefined (unknown, revoked or idle for 90 days). Cached per
 * token; the cached last use is checked against the clock too, so the cache never outlives the expiry.
 */
export async function resolveAccessToken(ctx: ServiceContext, token: string): Promise<TokenUser | undefined> {
  const now = ctx.options.now().getTime();
  const tokenHash = hashToken(token);
  const key = `token:${tokenHash}`;
  let entry = ctx.cache.get<CachedToken>(key);
  if (!entry) {
    const generation = ctx.cache.globalGeneration();
    const row = await findLiveToken(ctx.db, tokenHash, new Date(now - TOKEN_IDLE_LIMIT_MS));
    if (!row) return undefined;
    entry = { user: { id: row.id, username: row.username }, lastUsedAt: row.lastUsedAt.getTime() };
    ctx.cache.setGlobal(key, row.id, generation, entry);
  }
  if (now - entry.lastUsedAt >= TOKEN_IDLE_LIMIT_MS) return undefined;
  if (now - entry.lastUsedAt >= TOKEN_TOUCH_INTERVAL_MS) {
    const touched = new Date(now);
    await touchAccessToken(ctx.db, tokenHash, touched);
    entry.lastUsedAt = touched.getTime();
  }
  return entry.user;
}
