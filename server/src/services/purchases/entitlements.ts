/**
 * The account's entitlements (issue 20): an account owns a product while one of its purchases of it is
 * active. A purchase is one store transaction or one paid checkout, recorded once per (source,
 * transaction id) and so bound to one account. Its state only moves from active to revoked: a full
 * refund, a lost dispute, a second payment for a product already owned, or the store saying so. A
 * revocation is kept even when it arrives before the purchase (`paymentRevocations`), so the order in
 * which the provider's events arrive does not matter and replaying any of them changes nothing.
 */
import type { Entitlement, PurchaseSource } from '@nahtlos/contract';
import { ulid } from 'ulid';
import type { RevocationReason } from '../../db/schema';
import {
  findPurchaseByTransaction,
  findRevocation,
  hasActivePurchase,
  insertPurchase,
  insertRevocation,
  listActivePurchases,
  listActivePurchasesOfProduct,
  revokeActivePurchase,
} from '../../repositories/purchases';
import { HttpError } from '../../http/errors';
import type { ServiceContext } from '../context';

export async function listEntitlements(ctx: ServiceContext, userId: string): Promise<Entitlement[]> {
  const rows = await listActivePurchases(ctx.db, userId);
  const byProduct = new Map<string, Entitlement>();
  for (const row of rows) {
    if (!byProduct.has(row.productId)) {
      byProduct.set(row.productId, { product_id: row.productId, source: row.source, granted_at: row.grantedAt.toISOString() });
    }
  }
  return [...byProduct.values()];
}

export function ownsProduct(ctx: ServiceContext, userId: string, productId: string): Promise<boolean> {
  return hasActivePurchase(ctx.db, userId, productId);
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
  const inserted = await insertPurchase(ctx.db, {
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
  });
  if (inserted) {
    // written first, read second (the revocation does the opposite), so of two racing events one sees the other
    await applyEarlierRevocation(ctx, purchase.source, purchase.transactionId);
    return 'recorded';
  }
  const existing = await findPurchaseByTransaction(ctx.db, purchase.source, purchase.transactionId);
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
  await insertRevocation(ctx.db, { source, transactionId, reason, revokedAt: now });
  return revokeActivePurchase(ctx.db, source, transactionId, reason, now);
}

async function applyEarlierRevocation(ctx: ServiceContext, source: PurchaseSource, transactionId: string): Promise<void> {
  const revocation = await findRevocation(ctx.db, source, transactionId);
  if (revocation) await revokePurchase(ctx, source, transactionId, revocation.reason);
}

/**
 * The account's active purchases of a product after the first: payments for something it already
 * owned. Oldest first wins, so two handlers running at once agree on which ones these are.
 */
export async function laterActivePurchases(ctx: ServiceContext, userId: string, productId: string) {
  const rows = await listActivePurchasesOfProduct(ctx.db, userId, productId);
  return rows.slice(1);
}
