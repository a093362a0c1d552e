import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db';
import { mailTokens, users } from '../db/schema';

/** One-time tokens of mail links (activation, password reset), stored as hashes. */

export type MailTokenPurpose = 'activation' | 'password_reset';

export async function insertMailToken(db: Database, token: { tokenHash: string; userId: string; purpose: MailTokenPurpose; expiresAt: Date }) {
  await db.insert(mailTokens).values(token);
}

const isLive = (tokenHash: string, purpose: MailTokenPurpose, now: Date) =>
  and(eq(mailTokens.tokenHash, tokenHash), eq(mailTokens.purpose, purpose), isNull(mailTokens.usedAt), gt(mailTokens.expiresAt, now));

/** Marks an unused, unexpired token used; its user id, or undefined. */
export async function consumeMailToken(db: Database, tokenHash: string, purpose: MailTokenPurpose, now: Date) {
  const [row] = await db
    .update(mailTokens)
    .set({ usedAt: now })
    .where(isLive(tokenHash, purpose, now))
    .returning({ userId: mailTokens.userId });
  return row?.userId;
}

export async function isMailTokenLive(db: Database, tokenHash: string, purpose: MailTokenPurpose, now: Date): Promise<boolean> {
  const [row] = await db.select({ userId: mailTokens.userId }).from(mailTokens).where(isLive(tokenHash, purpose, now));
  return Boolean(row);
}

/** When the account of an activation token (used or not) was activated, if it was. */
export async function findActivationOfToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ activatedAt: users.activatedAt })
    .from(mailTokens)
    .innerJoin(users, eq(users.id, mailTokens.userId))
    .where(and(eq(mailTokens.tokenHash, tokenHash), eq(mailTokens.purpose, 'activation')));
  return row?.activatedAt;
}
