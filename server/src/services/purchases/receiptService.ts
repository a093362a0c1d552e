/**
 * The production store validator: a receipt-validation service with the API CdvPurchase's validators
 * speak (iaptic's `POST /v1/validate`, or a self-hosted service with the same shape), which checks
 * App Store receipts and Google Play purchase tokens against Apple's and Google's server APIs with the
 * stores' credentials kept there. Configured by environment (`STORE_VALIDATOR_URL`,
 * `STORE_VALIDATOR_API_KEY`); see the README's "Purchases" section.
 */
import { z } from 'zod';
import { ValidatorUnavailableError, type StoreTransaction, type StoreValidator } from './validators';

export interface ReceiptServiceOptions {
  /** e.g. https://validator.iaptic.com/v1/validate */
  url: string;
  /** sent as HTTP Basic credentials (`appName:secretKey` for iaptic) */
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const verifiedPurchase = z.object({
  id: z.string(),
  transactionId: z.string().optional(),
  purchaseId: z.string().optional(),
  purchaseDate: z.number().optional(),
  /** set when the purchase was cancelled or refunded by the store */
  cancelationReason: z.string().optional(),
  isExpired: z.boolean().optional(),
});
const answer = z.union([
  z.object({ ok: z.literal(true), data: z.object({ collection: z.array(verifiedPurchase).optional() }) }),
  z.object({ ok: z.literal(false), code: z.number().optional(), message: z.string().optional() }),
]);

type VerifiedPurchase = z.infer<typeof verifiedPurchase>;

/**
 * The receipt's purchase of the product asked for, with the store's id: the one the client named if it
 * is there (a receipt may hold several), else the first that is not cancelled. None without a store id.
 */
function verifiedPurchaseFor(collection: VerifiedPurchase[], transaction: StoreTransaction) {
  const candidates = collection
    .filter((entry) => entry.id === transaction.productId)
    .map((entry) => ({ ...entry, storeId: entry.purchaseId ?? entry.transactionId }))
    .filter((entry): entry is VerifiedPurchase & { storeId: string } => Boolean(entry.storeId));
  const named = (entry: { transactionId?: string; purchaseId?: string }) =>
    [entry.transactionId, entry.purchaseId].some((id) => id !== undefined && (id === transaction.transactionId || id.endsWith(`:${transaction.transactionId}`)));
  return candidates.find(named) ?? candidates.find((entry) => !entry.cancelationReason) ?? candidates[0];
}

/** The transaction in the CdvPurchase validator request's shape. */
function requestBody(transaction: StoreTransaction) {
  const native =
    transaction.platform === 'ios-appstore'
      ? { type: 'ios-appstore', id: transaction.transactionId, appStoreReceipt: transaction.receipt }
      : { type: 'android-playstore', id: transaction.transactionId, purchaseToken: transaction.receipt, receipt: transaction.receipt };
  return { id: transaction.productId, type: 'application', products: [], transaction: native };
}

export function createReceiptServiceValidator(options: ReceiptServiceOptions): StoreValidator {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return {
    async validate(transaction) {
      let body: unknown;
      try {
        const response = await fetchImpl(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Basic ${Buffer.from(options.apiKey).toString('base64')}`,
          },
          body: JSON.stringify(requestBody(transaction)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (response.status >= 500 || response.status === 429) throw new Error(`validator answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new ValidatorUnavailableError(`receipt validation service unavailable: ${(error as Error).message}`);
      }
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new ValidatorUnavailableError('receipt validation service answered an unknown shape');
      if (!parsed.data.ok) return { status: 'invalid', reason: 'Der Beleg ist ungültig.' };
      const purchase = verifiedPurchaseFor(parsed.data.data.collection ?? [], transaction);
      if (!purchase) return { status: 'invalid', reason: 'Der Beleg passt nicht zu diesem Kauf.' };
      return {
        status: 'valid',
        productId: purchase.id,
        // the store's own id of the purchase (the original transaction for Apple, the order for Google):
        // what the entitlement is bound to; the id the client sent is only a hint
        transactionId: purchase.storeId,
        purchasedAt: new Date(purchase.purchaseDate ?? Date.now()),
        state: purchase.cancelationReason ? 'refunded' : 'active',
      };
    },
  };
}
