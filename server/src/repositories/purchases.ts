import type { PurchaseSource } from '@nahtlos/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { paymentRevocations, purchases, type RevocationReason } from '../db/schema';

/** Purchases (one per source and transaction id) and the revocations that may arrive before them. */

type NewPurchase = typeof purchases.$inferInsert;

const isActive = () => eq(purchases.status, 'active');

/** The account's active purchases, oldest first. */
export function listActivePurchases(db: Database, userId: string) {
  return db
    .select({ productId: purchases.productId, source: purchases.source, grantedAt: purchases.createdAt })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), isActive()))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
}

export async function hasActivePurchase(db: Database, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.productId, productId), isActive()))
    .limit(1);
  return Boolean(row);
}

/** The account's active purchases of a product, oldest first. */
export function listActivePurchasesOfProduct(db: Database, userId: string, productId: string) {
  return db
    .select({ source: purchases.source, transactionId: purchases.transactionId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.productId, productId), isActive()))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
}

/** Inserts the purchase unless its transaction is recorded already; true when inserted. */
export async function insertPurchase(db: Database, purchase: NewPurchase): Promise<boolean> {
  const inserted = await db.insert(purchases).values(purchase).onConflictDoNothing().returning({ id: purchases.id });
  return inserted.length > 0;
}

export async function findPurchaseByTransaction(db: Database, source: PurchaseSource, transactionId: string) {
  const [row] = await db
    .select({ userId: purchases.userId, status: purchases.status })
    .from(purchases)
    .where(and(eq(purchases.source, source), eq(purchases.transactionId, transactionId)));
  return row;
}

/** Remembers a revocation (the first one of a transaction stays). */
export async function insertRevocation(db: Database, revocation: { source: PurchaseSource; transactionId: string; reason: RevocationReason; revokedAt: Date }) {
  await db.insert(paymentRevocations).values(revocation).onConflictDoNothing();
}

export async function findRevocation(db: Database, source: PurchaseSource, transactionId: string) {
  const [row] = await db
    .select({ reason: paymentRevocations.reason })
    .from(paymentRevocations)
    .where(and(eq(paymentRevocations.source, source), eq(paymentRevocations.transactionId, transactionId)));
  return row;
}

/** Marks the transaction's active purchase refunded; true when there was one. */
export async function revokeActivePurchase(db: Database, source: PurchaseSource, transactionId: string, reason: RevocationReason, at: Date): Promise<boolean> {
  const updated = await db
    .update(purchases)
    .set({ status: 'refunded', refundedAt: at, revokedReason: reason })
    .where(and(eq(purchases.source, source), eq(purchases.transactionId, transactionId), isActive()))
    .returning({ id: purchases.id });
  return updated.length > 0;
}
