/**
 * The camera feature purchase (SPEC sections 1, 4, 8). A platform adapter (cordova-plugin-purchase
 * on mobile, plugged in by the camera issue) reports updates; the kernel feeds the bus's $purchase.
 */
import { $purchase, purchaseUpdated, type PurchaseState } from '../../bus/catalogue';
import { strings } from '../../ui/strings';
import { logger } from '../logging/logger';

export const CAMERA_PRODUCT_ID = 'extra_feature_camera';

export interface PurchaseAdapter {
  /** Registers the product and starts listening; `onUpdate` receives every state change. */
  register(productId: string, onUpdate: (state: PurchaseState) => void): Promise<void>;
  /** Refresh/restore purchases. */
  refresh(): Promise<void>;
  /** Orders the product; resolves true when the order went through. */
  order(productId: string): Promise<boolean>;
}

let adapter: PurchaseAdapter | null = null;
let ordering: Promise<boolean> | null = null;

export async function connectPurchaseAdapter(next: PurchaseAdapter): Promise<void> {
  adapter = next;
  await next.register(CAMERA_PRODUCT_ID, (state) => purchaseUpdated(state));
  await next.refresh();
}

export interface PurchaseOutcome {
  ok: boolean;
  /** German alert text on failure (SPEC section 8). */
  error?: string;
}

/** One purchase at a time: a second call while ordering joins the first. */
export async function orderCameraFeature(): Promise<PurchaseOutcome> {
  if (!adapter) return { ok: false, error: strings.errors.purchaseFailed };
  const current = adapter;
  ordering ??= current
    .order(CAMERA_PRODUCT_ID)
    .catch((error) => {
      logger.error('Purchase failed.', error);
      return false;
    })
    .finally(() => {
      ordering = null;
    });
  const ok = await ordering;
  return ok ? { ok } : { ok, error: strings.errors.purchaseFailed };
}

export async function restorePurchases(): Promise<void> {
  await adapter?.refresh();
}

export { $purchase };
