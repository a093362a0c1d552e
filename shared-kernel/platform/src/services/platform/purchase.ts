/**
 * The camera feature purchase (SPEC sections 1, 4, 8) on cordova-plugin-purchase (CdvPurchase v13).
 * A platform adapter reports updates; the kernel feeds the bus's $purchase.
 *
 * States: registered → ordered → approved → finished; `owned` marks the feature purchased. One
 * purchase at a time. A failed order gives the spec's alert text and result false; a cancelled
 * order gives false without an alert.
 *
 * On the web and in tests the store runs on the library's own test platform (Platform.TEST: no
 * store, no network; its order asks for confirmation with `prompt`). The test platform keeps its
 * receipts in memory only, so on the web the finished purchase is remembered in localStorage.
 * Native builds pass their store platform (App Store / Google Play) to `startCameraPurchases`.
 */
import { createEffect, sample } from 'effector';
import { $purchase, purchaseUpdated, type PurchaseState } from '../../bus/catalogue';
import { platformStrings } from '../../strings';
import { logger } from '../logging/logger';

export const CAMERA_PRODUCT_ID = 'extra_feature_camera';
/** 3,99 € (SPEC section 9). */
export const CAMERA_PRODUCT_PRICE = { price: '3,99 €', currency: 'EUR', priceMicros: 3_990_000 };

export interface PurchaseAdapter {
  /** Registers the product and starts listening; `onUpdate` receives every state change. */
  register(productId: string, onUpdate: (state: PurchaseState) => void): Promise<void>;
  /** Refresh/restore purchases. */
  refresh(): Promise<void>;
  /** Orders the product: true when it went through, false when the user cancelled; throws on failure. */
  order(productId: string): Promise<boolean>;
}

let adapter: PurchaseAdapter | null = null;
let ordering: Promise<PurchaseOutcome> | null = null;

export async function connectPurchaseAdapter(next: PurchaseAdapter): Promise<void> {
  adapter = next;
  await next.register(CAMERA_PRODUCT_ID, (state) => purchaseUpdated(state));
  await next.refresh();
}

export interface PurchaseOutcome {
  ok: boolean;
  /** German alert text on failure (SPEC section 8); absent when the user cancelled. */
  error?: string;
}

/** One purchase at a time: a second call while ordering joins the first. */
export async function orderCameraFeature(): Promise<PurchaseOutcome> {
  if (!adapter) {
    // the store may still be starting: wait for it once
    await startCameraPurchases().catch(() => undefined);
    if (!adapter) return { ok: false, error: platformStrings.errors.purchaseFailed };
  }
  const current = adapter;
  ordering ??= current
    .order(CAMERA_PRODUCT_ID)
    .then((ok): PurchaseOutcome => ({ ok }))
    .catch((error): PurchaseOutcome => {
      logger.error('Purchase failed.', error);
      return { ok: false, error: platformStrings.errors.purchaseFailed };
    })
    .finally(() => {
      ordering = null;
    });
  return ordering;
}

export async function restorePurchases(): Promise<void> {
  await adapter?.refresh();
}

// ── cordova-plugin-purchase ──────────────────────────────────────────────────────────────
/** The part of the CdvPurchase global this adapter uses (the package's own d.ts is a global namespace). */
const OWNED_KEY = '_nahtlos_camera_feature_owned';
/** The web's memory of a finished test-platform purchase (the test platform forgets it on reload). */
export const webPurchaseMemory = {
  read: () => {
    try {
      return globalThis.localStorage?.getItem(OWNED_KEY) === 'true';
    } catch {
      return false;
    }
  },
  write: (owned: boolean) => {
    try {
      globalThis.localStorage?.setItem(OWNED_KEY, String(owned));
    } catch (error) {
      logger.warn('Purchase could not be remembered.', error);
    }
  },
};

/**
 * On the web the feature's ownership is remembered on the device: teasers show the owner variant at
 * start without loading the store library (42 KB gz), which loads only where a purchase can happen.
 */
export function showRememberedCameraPurchase(): void {
  void readRememberedPurchaseFx();
}
const readRememberedPurchaseFx = createEffect(() => webPurchaseMemory.read());
sample({
  clock: readRememberedPurchaseFx.doneData,
  source: $purchase,
  filter: (purchase, remembered) => remembered && !purchase.owned,
  fn: (): PurchaseState => ({ owned: true, state: 'finished' }),
  target: purchaseUpdated,
});

let starting: Promise<void> | null = null;
/**
 * Starts the purchase store once (the library loads on first use). Ownership remembered on this
 * device shows at once, before the store answers, so teasers start in the right variant.
 */
export function startCameraPurchases(options: { platform?: string } = {}): Promise<void> {
  if (!options.platform) showRememberedCameraPurchase();
  starting ??= (async () => {
    const [, { createCdvPurchaseAdapter }] = await Promise.all([
      // @ts-expect-error: the package's d.ts is a global namespace, not a module; the script sets window.CdvPurchase
      import(/* webpackChunkName: "cdv-purchase" */ 'cordova-plugin-purchase'),
      import(/* webpackChunkName: "cdv-purchase" */ './purchaseCdv'),
    ]);
    const cdv = (globalThis as unknown as { CdvPurchase?: import('./purchaseCdv').CdvPurchaseGlobal }).CdvPurchase;
    if (!cdv) throw new Error('CdvPurchase did not load.');
    cdv.store.verbosity = 0;
    await connectPurchaseAdapter(
      createCdvPurchaseAdapter(cdv, options.platform ? { platform: options.platform } : { remember: webPurchaseMemory }),
    );
  })().catch((error) => {
    logger.error('Purchases could not start.', error);
    starting = null;
  });
  return starting;
}

export { $purchase };
