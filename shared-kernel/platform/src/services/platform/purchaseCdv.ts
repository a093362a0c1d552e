/**
 * The purchase adapter on cordova-plugin-purchase's store (CdvPurchase v13), for the app's stores.
 * Loaded with the library (`startCameraPurchases`), only in the app. Its receipt validator is our
 * server: an approved transaction is verified there (`validate`) before it is finished, so no store
 * secret is on the device and the purchase lands on the account.
 */
import type { PurchaseBody, PurchaseResponse } from '@nahtlos/contract';
import type { PurchaseState } from '../../bus/catalogue';
import { logger } from '../logging/logger';
import { CAMERA_PRODUCT_PRICE, type PurchaseAdapter } from './purchasePort';

export interface CdvTransaction {
  state: string;
  transactionId?: string;
  products: { id: string }[];
  finish(): Promise<void>;
  verify(): Promise<unknown>;
}
export interface CdvOffer {
  order(): Promise<{ isError?: boolean; code?: number; message?: string } | undefined>;
}
export interface CdvProduct {
  id: string;
  owned: boolean;
  pricing?: { price?: string };
  getOffer(): CdvOffer | undefined;
}
export interface CdvVerifiedReceipt {
  collection: { id: string }[];
  finish(): Promise<void>;
}
export interface CdvUnverifiedReceipt {
  payload: { ok: false; message?: string; code?: number };
}
/** What the store's validator function receives (CdvPurchase.Validator.Request.Body, the part we read). */
export interface CdvValidatorBody {
  id: string;
  transaction: { type: string; id?: string; appStoreReceipt?: string; purchaseToken?: string; receipt?: string };
}
export type CdvValidatorPayload =
  | { ok: true; data: { id: string; latest_receipt: boolean; transaction: { type: string }; collection: { id: string; transactionId?: string }[] } }
  | { ok: false; code?: number; status?: number; message?: string };
export interface CdvStore {
  register(products: unknown[]): void;
  when(): CdvWhen;
  initialize(platforms: string[]): Promise<unknown[]>;
  get(id: string, platform?: string): CdvProduct | undefined;
  owned(id: string): boolean;
  restorePurchases(): Promise<unknown>;
  validator: unknown;
  verbosity: number;
}
export interface CdvWhen {
  productUpdated(cb: (product: CdvProduct) => void): CdvWhen;
  approved(cb: (transaction: CdvTransaction) => void): CdvWhen;
  verified(cb: (receipt: CdvVerifiedReceipt) => void): CdvWhen;
  unverified(cb: (receipt: CdvUnverifiedReceipt) => void): CdvWhen;
  finished(cb: (transaction: CdvTransaction) => void): CdvWhen;
}
export interface CdvPurchaseGlobal {
  store: CdvStore;
  Platform: { TEST: string };
  ProductType: { NON_CONSUMABLE: string };
  ErrorCode: { PAYMENT_CANCELLED: number; VERIFICATION_FAILED?: number };
}

export interface CdvAdapterOptions {
  /** Store platform; default: the library's test platform (unit tests). */
  platform?: string;
  /** Our server's validation of a store transaction (POST /api/app/purchases). */
  validate: (body: PurchaseBody) => Promise<PurchaseResponse>;
  /** The store's price of the product, as the store formats it. */
  onProduct?: (price: string) => void;
}

const STORE_PLATFORMS = ['ios-appstore', 'android-playstore'] as const;
type ServerPlatform = PurchaseBody['platform'];
const serverPlatform = (type: string): ServerPlatform =>
  (STORE_PLATFORMS as readonly string[]).includes(type) ? (type as ServerPlatform) : 'test';

/** The store's validator request in our API's shape. */
export function purchaseBodyOf(productId: string, body: CdvValidatorBody): PurchaseBody {
  const { transaction } = body;
  return {
    platform: serverPlatform(transaction.type),
    product_id: productId as PurchaseBody['product_id'],
    transaction_id: transaction.id ?? body.id,
    receipt: transaction.appStoreReceipt ?? transaction.purchaseToken ?? transaction.receipt ?? '',
  };
}

/** A PurchaseAdapter on the CdvPurchase store (v13). */
export function createCdvPurchaseAdapter(cdv: CdvPurchaseGlobal, options: CdvAdapterOptions): PurchaseAdapter {
  const { store } = cdv;
  const platform = options.platform ?? cdv.Platform.TEST;
  let emit: (state: PurchaseState) => void = () => undefined;
  let owned = false;
  /** The order in progress waits for its transaction to be verified and finished (or refused). */
  let pending: { resolve: (ok: boolean) => void; reject: (error: Error) => void } | null = null;
  const report = (state: PurchaseState) => {
    owned = owned || state.owned;
    emit({ ...state, owned: owned || state.owned });
  };
  return {
    async register(productId, onUpdate) {
      emit = onUpdate;
      store.validator = (body: CdvValidatorBody, callback: (payload: CdvValidatorPayload) => void) => {
        options
          .validate(purchaseBodyOf(productId, body))
          .then((response) =>
            callback({
              ok: true,
              data: {
                id: productId,
                latest_receipt: true,
                transaction: { type: body.transaction.type },
                collection: response.purchase.state === 'active' ? [{ id: productId, transactionId: response.purchase.transaction_id }] : [],
              },
            }),
          )
          .catch((error: unknown) => {
            logger.warn('The store transaction was not confirmed by the server.', error);
            callback({ ok: false, code: cdv.ErrorCode.VERIFICATION_FAILED ?? 6778003, message: 'Der Kauf konnte nicht bestätigt werden.' });
          });
      };
      store.register([
        {
          id: productId,
          type: cdv.ProductType.NON_CONSUMABLE,
          platform,
          title: 'Foto Feature',
          description: 'Fotografiere deine eigenen Stoffe.',
          pricing: CAMERA_PRODUCT_PRICE,
        },
      ]);
      store
        .when()
        .productUpdated((product) => {
          if (product.id !== productId) return;
          if (product.pricing?.price) options.onProduct?.(product.pricing.price);
          if (!pending) report({ owned: product.owned, state: product.owned ? 'finished' : 'registered' });
        })
        .approved((transaction) => {
          if (!transaction.products.some((product) => product.id === productId)) return;
          report({ owned: false, state: 'approved' });
          // the server validates it (and records it for the account) before it is finished
          void transaction.verify();
        })
        .verified((receipt) => {
          if (!receipt.collection.some((purchase) => purchase.id === productId)) return;
          void receipt.finish();
        })
        .unverified((receipt) => {
          report({ owned: false, state: 'registered' });
          pending?.reject(new Error(receipt.payload.message ?? 'The purchase could not be verified.'));
          pending = null;
        })
        .finished((transaction) => {
          if (!transaction.products.some((product) => product.id === productId)) return;
          report({ owned: true, state: 'finished' });
          pending?.resolve(true);
          pending = null;
        });
      const errors = await store.initialize([platform]);
      if (errors.length > 0) logger.warn('Purchase store reported errors at start.', errors);
      report({ owned: store.owned(productId), state: store.owned(productId) || owned ? 'finished' : 'registered' });
    },
    async refresh() {
      await store.restorePurchases();
    },
    async order(productId) {
      const offer = store.get(productId, platform)?.getOffer();
      if (!offer) throw new Error(`Product ${productId} is not available.`);
      const settled = new Promise<boolean>((resolve, reject) => (pending = { resolve, reject }));
      settled.catch(() => undefined); // refused before it is awaited: still handled by the caller below
      report({ owned: false, state: 'ordered' });
      const result = await offer.order().catch((error: unknown) => ({ isError: true, code: -1, message: String(error) }));
      if (result?.isError) {
        pending = null;
        report({ owned: false, state: 'registered' });
        if (result.code === cdv.ErrorCode.PAYMENT_CANCELLED) return false;
        throw new Error(result.message ?? 'Purchase failed.');
      }
      return settled;
    },
  };
}
