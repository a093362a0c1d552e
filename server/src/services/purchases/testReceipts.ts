/**
 * Signed test receipts: what development builds and tests send instead of a store's receipt. A receipt
 * is `base64url(JSON payload).base64url(HMAC-SHA256(payload, TEST_RECEIPT_SECRET))`; the server checks
 * the signature and that the payload names the transaction and product it was sent for. Never accepted
 * in production (main.ts refuses to start with TEST_RECEIPT_SECRET there).
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from '../../auth/tokens';
import type { StoreValidator } from './validators';

const payloadSchema = z.object({
  product_id: z.string(),
  transaction_id: z.string(),
  purchased_at: z.iso.datetime(),
  state: z.enum(['purchased', 'refunded']),
});
export type TestReceiptPayload = z.infer<typeof payloadSchema>;

const sign = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest('base64url');

export function signTestReceipt(payload: TestReceiptPayload, secret: string): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data, secret)}`;
}

export function createTestReceiptValidator(secret: string): StoreValidator {
  return {
    async validate(transaction) {
      const [data, signature, ...rest] = transaction.receipt.split('.');
      if (!data || !signature || rest.length > 0 || !safeEqual(sign(data, secret), signature)) {
        return { status: 'invalid', reason: 'Der Beleg ist ungültig.' };
      }
      let payload: TestReceiptPayload;
      try {
        payload = payloadSchema.parse(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')));
      } catch {
        return { status: 'invalid', reason: 'Der Beleg ist ungültig.' };
      }
      if (payload.product_id !== transaction.productId || payload.transaction_id !== transaction.transactionId) {
        return { status: 'invalid', reason: 'Der Beleg passt nicht zu diesem Kauf.' };
      }
      return {
        status: 'valid',
        productId: payload.product_id,
        transactionId: payload.transaction_id,
        purchasedAt: new Date(payload.purchased_at),
        state: payload.state === 'refunded' ? 'refunded' : 'active',
      };
    },
  };
}
