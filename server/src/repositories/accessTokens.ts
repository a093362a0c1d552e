import { and, desc, eq, gt, lte, notInArray, or } from 'drizzle-orm';
import type { Database } from '../db';
import { accessTokens, users } from '../db/schema';

/** Bearer tokens, stored as hashes, with their user. */

export async function insertAccessToken(db: Database, token: { tokenHash: string; userId: string; at: Date }) {
  await db.insert(accessTokens).values({ tokenHash: token.tokenHash, userId: token.userId, createdAt: token.at, lastUsedAt: token.at });
}

/** Deletes the account's tokens last used at or before `idleSince` and all but its `keep` most recently used; returns the deleted. */
export function revokeIdleAndSurplusTokens(db: Database, userId: string, idleSince: Date, keep: number) {
  const newest = db
    .select({ tokenHash: accessTokens.tokenHash })
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(desc(accessTokens.lastUsedAt), desc(accessTokens.createdAt))
    .limit(keep);
  return db
    .delete(accessTokens)
    .where(and(eq(accessTokens.userId, userId), or(lte(accessTokens.lastUsedAt, idleSince), notInArray(accessTokens.tokenHash, newest))))
    .returning({ tokenHash: accessTokens.tokenHash });
}

/** The user of a token used after `idleSince`, with the token's last use. */
export async function findLiveToken(db: Database, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({ id: users.id, username: users.username, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), gt(accessTokens.lastUsedAt, idleSince)));
  return row;
}

export async function touchAccessToken(db: Database, tokenHash: string, at: Date) {
  await db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.tokenHash, tokenHash));
}

/** Deletes a token; the users it belonged to (none or one). */
export function deleteAccessToken(db: Database, tokenHash: string) {
  return db.delete(accessTokens).where(eq(accessTokens.tokenHash, tokenHash)).returning({ userId: accessTokens.userId });
}

export async function deleteTokensOfUser(db: Database, userId: string) {
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
}
