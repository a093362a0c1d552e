/**
 * The account's entitlements (issue 20): an account owns a product while one of its purchases of it is
 * active. A purchase is one store transaction or one paid checkout, recorded once per (source,
 * transaction id) and so bound to one account. Its state only moves from active to revoked: a full
 * refund, a lost dispute, a second payment for a product already owned, or the store saying so. A
 * revocation is kept even when it arrives before the purchase (`paymentRevocations`), so the order in
 * which the provider's events arrive does not matter and replaying any of them changes nothing.
 */
import type { Entitlement, PurchaseSource } from '@nahtlos/contract';
import { and, asc, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { paymentRevocations, purchases, type RevocationReason } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { ServiceContext } from '../context';

export async function listEntitlements(ctx: ServiceContext, userId: string): Promise<Entitlement[]> {
  const rows = await ctx.db
    .select({ productId: purchases.productId, source: purchases.source, grantedAt: purchases.createdAt })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'active')))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
  const byProduct = new Map<string, Entitlement>();
  for (const row of rows) {
    if (!byProduct.has(row.productId)) {
      byProduct.set(row.productId, { product_id: row.productId, source: row.source, granted_at: row.grantedAt.toISOString() });
    }
  }
  return [...byProduct.values()];
}

export async function ownsProduct(ctx: ServiceContext, userId: string, productId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.productId, productId), eq(purchases.status, 'active')))
    .limit(1);
  return Boolean(row);
}

/** The server's side of a paid feature: 403 `feature_not_owned` for an account without it. */
export async function requireProduct(ctx: ServiceContext, userId: string, productId: string): Promise<void> {
  if (!(await ownsProduct(ctx, userId, productId))) {
    throw new HttpError(403, 'Das Foto Feature ist für dieses Konto nicht freigeschaltet.', { code: 'feature_not_owned' });
  }
}

export interface RecordedPurchase {
  userId: string;
  productId: string;
  source: PurchaseSource;
  /** the store's or the payment provider's own id of the purchase, as verified */
  transactionId: string;
  purchasedAt: Date;
  state: 'active' | 'refunded';
}

export type RecordOutcome = 'recorded' | 'unchanged' | 'other-account';

/**
 * Records a verified purchase for the account (idempotent). A transaction already recorded for
 * another account is not moved ('other-account'); a revoked one is not granted again by a replay, and
 * a revocation that arrived first revokes it at once.
 */
export async function recordPurchase(ctx: ServiceContext, purchase: RecordedPurchase): Promise<RecordOutcome> {
  const now = ctx.options.now();
  const inserted = await ctx.db
    .insert(purchases)
    .values({
      id: ulid(),
      userId: purchase.userId,
      productId: purchase.productId,
      source: purchase.source,
      transactionId: purchase.transactionId,
      status: purchase.state,
      purchasedAt: purchase.purchasedAt,
      createdAt: now,
      refundedAt: purchase.state === 'refunded' ? now : null,
      revokedReason: purchase.state === 'refunded' ? 'store' : null,
    })
    .onConflictDoNothing()
    .returning({ id: purchases.id });
  if (inserted.length > 0) {
    // written first, read second (the revocation does the opposite), so of two racing events one sees the other
    await applyEarlierRevocation(ctx, purchase.source, purchase.transactionId);
    return 'recorded';
  }
  const [existing] = await ctx.db
    .select({ userId: purchases.userId, status: purchases.status })
    .from(purchases)
    .where(and(eq(purchases.source, purchase.source), eq(purchases.transactionId, purchase.transactionId)));
  if (!existing) return 'unchanged';
  if (existing.userId !== purchase.userId) return 'other-account';
  if (purchase.state === 'refunded' && existing.status === 'active') {
    await revokePurchase(ctx, purchase.source, purchase.transactionId, 'store');
    return 'recorded';
  }
  return 'unchanged';
}

/**
 * Revokes a transaction for good (refunded in full, dispute lost, duplicate). Remembered even when the
 * purchase is not recorded yet; true when an active purchase lost its entitlement now.
 */
export async function revokePurchase(ctx: ServiceContext, source: PurchaseSource, transactionId: string, reason: RevocationReason): Promise<boolean> {
  const now = ctx.options.now();
  await ctx.db.insert(paymentRevocations).values({ source, transactionId, reason, revokedAt: now }).onConflictDoNothing();
  const updated = await ctx.db
    .update(purchases)
    .set({ status: 'refunded', refundedAt: now, revokedReason: reason })
    .where(and(eq(purchases.source, source), eq(purchases.transactionId, transactionId), eq(purchases.status, 'active')))
    .returning({ id: purchases.id });
  return updated.length > 0;
}

async function applyEarlierRevocation(ctx: ServiceContext, source: PurchaseSource, transactionId: string): Promise<void> {
  const [revocation] = await ctx.db
    .select({ reason: paymentRevocations.reason })
    .from(paymentRevocations)
    .where(and(eq(paymentRevocations.source, source), eq(paymentRevocations.transactionId, transactionId)));
  if (revocation) await revokePurchase(ctx, source, transactionId, revocation.reason);
}

/**
 * The account's active purchases of a product after the first: payments for something it already
 * owned. Oldest first wins, so two handlers running at once agree on which ones these are.
 */
export async function laterActivePurchases(ctx: ServiceContext, userId: string, productId: string) {
  const rows = await ctx.db
    .select({ source: purchases.source, transactionId: purchases.transactionId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.productId, productId), eq(purchases.status, 'active')))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
  return rows.slice(1);
}
