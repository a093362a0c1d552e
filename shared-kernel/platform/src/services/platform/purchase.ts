/**
 * The camera feature purchase (SPEC sections 1, 4, 8; issue 20): bought once, owned by the account.
 *
 * States: registered → ordered → approved → finished; `owned` marks the feature purchased. One purchase
 * at a time. A failed order gives the spec's alert text and result false; a cancelled one gives false
 * without an alert. Who owns it is decided in `ownership.ts` (the account's entitlement when logged in).
 *
 * - **Web**: a hosted checkout (Stripe Checkout; the dev stand-in page in development). The server
 *   creates the session, the browser goes there, and comes back to /foto-feature; the payment
 *   provider's signed webhook has granted the entitlement, which the platform then reads
 *   (`completeCheckout`). Buying needs an account: logged out, 'Los geht's' leads to the login, which comes back to the page.
 * - **App**: the device's store through cordova-plugin-purchase (CdvPurchase v13, `purchaseCdv.ts`);
 *   its receipt validator is our server (`POST /api/app/purchases`), which records the purchase for
 *   the account, or, logged out, only validates it: the device keeps it and binds it at the next login.
 */
import { createEffect, createEvent, createStore } from 'effector';
import { CAMERA_FEATURE_PRODUCT } from '@nahtlos/contract/products';
import { $purchase, navigationRequested } from '../../bus/catalogue';
import { withReturnTo } from '../../returnTo';
import { platformStrings } from '../../strings';
import { checkoutStartFx, refreshEntitlementsFx, validateStoreTransactionFx } from '../entitlementServices';
import { logger } from '../logging/logger';
import { isNativePlatform } from '../native/platform';
import { orderStepChanged, storeReported } from './ownership';
import { CAMERA_PRODUCT_ID, type PurchaseAdapter } from './purchasePort';

export { CAMERA_PRODUCT_ID, CAMERA_PRODUCT_PRICE, type PurchaseAdapter } from './purchasePort';

/** The camera feature's product data as the pages show it: name and price (the store's own price in the app). */
export interface CameraFeatureProduct {
  id: string;
  name: string;
  price: string;
}
/** The device's store reported the product (its price in the store's currency and language). */
const cameraFeatureProductUpdated = createEvent<CameraFeatureProduct>();
export const $cameraFeatureProduct = createStore<CameraFeatureProduct>({
  id: CAMERA_FEATURE_PRODUCT.id,
  name: CAMERA_FEATURE_PRODUCT.name,
  price: CAMERA_FEATURE_PRODUCT.price,
}).on(cameraFeatureProductUpdated, (_, product) => product);

let adapter: PurchaseAdapter | null = null;
let ordering: Promise<PurchaseOutcome> | null = null;

export async function connectPurchaseAdapter(next: PurchaseAdapter): Promise<void> {
  adapter = next;
  await next.register(CAMERA_PRODUCT_ID, (state) => storeReported(state));
  await next.refresh();
}

export interface PurchaseOutcome {
  ok: boolean;
  /** German alert text on failure (SPEC section 8); absent when the user cancelled. */
  error?: string;
  /** The web's checkout needs an account: the platform has sent the user to the login. */
  loginRequired?: boolean;
}

const failed = (error: unknown): PurchaseOutcome => {
  logger.error('Purchase failed.', error);
  return { ok: false, error: platformStrings.errors.purchaseFailed };
};

/** One purchase at a time: a second call while ordering joins the first. */
export function orderCameraFeature(): Promise<PurchaseOutcome> {
  ordering ??= (isNativePlatform() ? orderInStore() : orderOnWeb()).finally(() => {
    ordering = null;
  });
  return ordering;
}

async function orderInStore(): Promise<PurchaseOutcome> {
  if (!adapter) {
    // the store may still be starting: wait for it once
    await startCameraPurchases().catch(() => undefined);
    if (!adapter) return { ok: false, error: platformStrings.errors.purchaseFailed };
  }
  return adapter
    .order(CAMERA_PRODUCT_ID)
    .then((ok): PurchaseOutcome => ({ ok }))
    .catch(failed);
}

/** Leaves the app for the hosted checkout page (it comes back to /foto-feature). */
export const redirectToCheckoutFx = createEffect((url: string) => {
  window.location.assign(url);
});

async function orderOnWeb(): Promise<PurchaseOutcome> {
  orderStepChanged('ordered');
  try {
    const start = await checkoutStartFx();
    if (start.status === 'redirect') {
      await redirectToCheckoutFx(start.url); // the step stays 'ordered' while the page leaves
      return { ok: true };
    }
    orderStepChanged('idle');
    if (start.status === 'owned') {
      await refreshEntitlementsFx();
      return { ok: true };
    }
    // the login page says why an account is needed and comes back here afterwards
    navigationRequested({ to: withReturnTo('/login', currentPath()) });
    return { ok: false, loginRequired: true };
  } catch (error) {
    orderStepChanged('idle');
    return failed(error);
  }
}

/** The page that ordered (the photo feature's page), to return to after the login. */
const currentPath = () => (typeof location === 'undefined' ? null : location.pathname);

/** How long the return from the checkout waits for the payment provider's webhook: 0 + 1 + 2 + 3 + 5 + 8 s. */
export const CHECKOUT_CONFIRM_DELAYS_MS = [0, 1_000, 2_000, 3_000, 5_000, 8_000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from the hosted checkout (`/foto-feature?checkout=success|cancelled`): a cancelled one changes
 * nothing; a paid one is confirmed by the account's entitlement (asked again while the webhook is on
 * its way). Not confirmed in time (offline, the provider late) → the spec's alert; the entitlement
 * still shows at the next start or sync once it is there.
 */
export function completeCheckout(result: 'success' | 'cancelled'): Promise<PurchaseOutcome> {
  if (result === 'cancelled') {
    orderStepChanged('idle');
    return Promise.resolve({ ok: false });
  }
  // eslint-disable-next-line effector/strict-effect-handlers -- browser-only (the page's one scope; the host's fork() never runs it): issue 38's kernel split
  ordering ??= (async (): Promise<PurchaseOutcome> => {
    orderStepChanged('ordered');
    try {
      for (const delay of CHECKOUT_CONFIRM_DELAYS_MS) {
        await wait(delay);
        if ((await refreshEntitlementsFx()) === true) return { ok: true };
      }
      return failed(new Error('The paid checkout was not confirmed by the server in time.'));
    } finally {
      orderStepChanged('idle');
    }
  })().finally(() => {
    ordering = null;
  });
  return ordering;
}

export async function restorePurchases(): Promise<void> {
  await adapter?.refresh();
}

/**
 * Until 2.3 the web remembered a test-platform purchase on the device. Since 2.4 ownership is the
 * account's entitlement, read at start, login and sync: kept so remotes built against 2.3 still run.
 * @deprecated nothing to call any more
 */
export function showRememberedCameraPurchase(): void {}

let starting: Promise<void> | null = null;
/**
 * Starts the device's store once in the app (the library loads on first use). On the web there is no
 * store: buying is the hosted checkout, so this does nothing there.
 */
export function startCameraPurchases(options: { platform?: string } = {}): Promise<void> {
  if (!options.platform && !isNativePlatform()) return Promise.resolve();
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
      createCdvPurchaseAdapter(cdv, {
        platform: options.platform,
        validate: (body) => validateStoreTransactionFx(body),
        onProduct: (price) => cameraFeatureProductUpdated({ ...$cameraFeatureProductDefaults, price }),
      }),
    );
  })().catch((error) => {
    logger.error('Purchases could not start.', error);
    starting = null;
  });
  return starting;
}
const $cameraFeatureProductDefaults = { id: CAMERA_FEATURE_PRODUCT.id, name: CAMERA_FEATURE_PRODUCT.name };

export { $purchase };
