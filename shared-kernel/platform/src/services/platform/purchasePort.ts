/** What a device's store adapter sells and how the purchase flow drives it: shared by the flow (purchase.ts) and the
 * CdvPurchase adapter (purchaseCdv.ts), which the flow loads only in the app. */
import { CAMERA_FEATURE_PRODUCT } from '@nahtlos/contract/products';
import type { PurchaseState } from '../../bus/catalogue';

export const CAMERA_PRODUCT_ID = CAMERA_FEATURE_PRODUCT.id;
/** 3,99 € (SPEC section 9), from the product data the server charges too. */
export const CAMERA_PRODUCT_PRICE = {
  price: CAMERA_FEATURE_PRODUCT.price,
  currency: CAMERA_FEATURE_PRODUCT.currency,
  priceMicros: CAMERA_FEATURE_PRODUCT.amount * 10_000,
};

export interface PurchaseAdapter {
  /** Registers the product and starts listening; `onUpdate` receives every state change. */
  register(productId: string, onUpdate: (state: PurchaseState) => void): Promise<void>;
  /** Refresh/restore purchases. */
  refresh(): Promise<void>;
  /** Orders the product: true when it went through, false when the user cancelled; throws on failure. */
  order(productId: string): Promise<boolean>;
}
