/**
 * The camera feature as something bought once and owned by the account (issue 20): the product data the
 * app shows and the server charges, the account's entitlements, store transactions sent for validation,
 * and the web's hosted checkout.
 */
import { z } from 'zod';
import { inAppProducts, type InAppProductId } from './products';

export * from './products';

const productIds = Object.keys(inAppProducts) as [InAppProductId, ...InAppProductId[]];
export const inAppProductId = z.enum(productIds, { message: 'Unbekanntes Produkt.' });

/** Where a purchase came from: the web's checkout (Stripe), a device's store, or a signed test receipt (dev/tests). */
export const purchaseSource = z.enum(['stripe', 'ios-appstore', 'android-playstore', 'test']);
/** The stores a device sends transactions of (CdvPurchase platform names; `test`: signed test receipts). */
export const storePlatform = z.enum(['ios-appstore', 'android-playstore', 'test']);

export const entitlement = z.object({
  product_id: z.string(),
  source: purchaseSource,
  /** ISO time the purchase was recorded for the account */
  granted_at: z.string(),
});

/** GET /api/app/entitlements */
export const entitlementsResponse = z.object({ entitlements: z.array(entitlement) });

/** POST /api/app/purchases: a store transaction for the server to validate (and, logged in, to grant). */
export const purchaseBody = z.object({
  platform: storePlatform,
  product_id: inAppProductId,
  transaction_id: z.string().min(1).max(200),
  /** the store's receipt / purchase token, or a signed test receipt */
  receipt: z.string().min(1).max(64 * 1024),
});

export const purchaseResponse = z.object({
  purchase: z.object({
    product_id: z.string(),
    platform: storePlatform,
    transaction_id: z.string(),
    state: z.enum(['active', 'refunded']),
  }),
  /** the account's entitlements after this purchase; empty without a login (validated, not bound) */
  entitlements: z.array(entitlement),
});

/** POST /api/app/checkout: a hosted checkout for the logged-in account. */
export const checkoutBody = z.object({ product_id: inAppProductId });
export const checkoutResponse = z.object({ url: z.string(), session_id: z.string() });

export type Entitlement = z.infer<typeof entitlement>;
export type EntitlementsResponse = z.infer<typeof entitlementsResponse>;
export type PurchaseBody = z.infer<typeof purchaseBody>;
export type PurchaseResponse = z.infer<typeof purchaseResponse>;
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
export type PurchaseSource = z.infer<typeof purchaseSource>;
export type StorePlatform = z.infer<typeof storePlatform>;
