/**
 * The account's entitlements (issue 20): an account owns a product while one of its purchases of it is
 * active. Purchases are recorded once per (source, transaction): granting again is a no-op, a refund
 * marks the purchase refunded and the entitlement goes with it.
 */
import type { Entitlement, PurchaseSource } from '@nahtlos/contract';
import { and, asc, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { purchases } from '../../db/schema';
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

export interface RecordedPurchase {
  userId: string;
  productId: string;
  source: PurchaseSource;
  transactionId: string;
  purchasedAt: Date;
  state: 'active' | 'refunded';
}

export type RecordOutcome = 'recorded' | 'unchanged' | 'other-account';

/**
 * Records a validated purchase for the account (idempotent). A transaction already recorded for
 * another account is not moved ('other-account'); a refunded one is not granted again by a replay.
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
    })
    .onConflictDoNothing()
    .returning({ id: purchases.id });
  if (inserted.length > 0) return 'recorded';
  const [existing] = await ctx.db
    .select({ userId: purchases.userId, status: purchases.status })
    .from(purchases)
    .where(and(eq(purchases.source, purchase.source), eq(purchases.transactionId, purchase.transactionId)));
  if (!existing) return 'unchanged';
  if (existing.userId !== purchase.userId) return 'other-account';
  if (purchase.state === 'refunded' && existing.status === 'active') {
    await refundPurchase(ctx, purchase.source, purchase.transactionId);
    return 'recorded';
  }
  return 'unchanged';
}

/** Marks a transaction refunded (the store or the payment provider said so); true when it was active. */
export async function refundPurchase(ctx: ServiceContext, source: PurchaseSource, transactionId: string): Promise<boolean> {
  const updated = await ctx.db
    .update(purchases)
    .set({ status: 'refunded', refundedAt: ctx.options.now() })
    .where(and(eq(purchases.source, source), eq(purchases.transactionId, transactionId), eq(purchases.status, 'active')))
    .returning({ id: purchases.id });
  return updated.length > 0;
}
