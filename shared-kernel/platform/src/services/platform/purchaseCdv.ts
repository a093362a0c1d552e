/**
 * The purchase adapter on cordova-plugin-purchase's store (CdvPurchase v13). Loaded with the library
 * (`startCameraPurchases`), only where a purchase can happen.
 */
import type { PurchaseState } from '../../bus/catalogue';
import { logger } from '../logging/logger';
import { CAMERA_PRODUCT_PRICE, type PurchaseAdapter } from './purchase';

export interface CdvTransaction {
  state: string;
  products: { id: string }[];
  finish(): Promise<void>;
}
export interface CdvOffer {
  order(): Promise<{ isError?: boolean; code?: number; message?: string } | undefined>;
}
export interface CdvProduct {
  id: string;
  owned: boolean;
  getOffer(): CdvOffer | undefined;
}
export interface CdvStore {
  register(products: unknown[]): void;
  when(): {
    productUpdated(cb: (product: CdvProduct) => void): ReturnType<CdvStore['when']>;
    approved(cb: (transaction: CdvTransaction) => void): ReturnType<CdvStore['when']>;
    finished(cb: (transaction: CdvTransaction) => void): ReturnType<CdvStore['when']>;
  };
  initialize(platforms: string[]): Promise<unknown[]>;
  get(id: string, platform?: string): CdvProduct | undefined;
  owned(id: string): boolean;
  restorePurchases(): Promise<unknown>;
  verbosity: number;
}
export interface CdvPurchaseGlobal {
  store: CdvStore;
  Platform: { TEST: string };
  ProductType: { NON_CONSUMABLE: string };
  ErrorCode: { PAYMENT_CANCELLED: number };
}

export interface CdvAdapterOptions {
  /** Store platform; default: the library's test platform. */
  platform?: string;
  /** Remembers a finished purchase where the platform cannot restore it (the web's test platform). */
  remember?: { read(): boolean; write(owned: boolean): void };
}

/** A PurchaseAdapter on the CdvPurchase store (v13). */
export function createCdvPurchaseAdapter(cdv: CdvPurchaseGlobal, options: CdvAdapterOptions = {}): PurchaseAdapter {
  const { store } = cdv;
  const platform = options.platform ?? cdv.Platform.TEST;
  let emit: (state: PurchaseState) => void = () => undefined;
  let owned = options.remember?.read() ?? false;
  /** While an order runs, its transaction (approved → finished) tells the state, not product updates. */
  let ordering = false;
  const report = (state: PurchaseState) => {
    if (state.owned && !owned) {
      owned = true;
      options.remember?.write(true);
    }
    emit({ ...state, owned: owned || state.owned });
  };
  return {
    async register(productId, onUpdate) {
      emit = onUpdate;
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
          if (product.id === productId && !ordering) report({ owned: product.owned, state: product.owned ? 'finished' : 'registered' });
        })
        .approved((transaction) => {
          if (!transaction.products.some((product) => product.id === productId)) return;
          report({ owned: false, state: 'approved' });
          // no receipt server: an approved non-consumable is finished (acknowledged) right away
          void transaction.finish();
        })
        .finished((transaction) => {
          if (!transaction.products.some((product) => product.id === productId)) return;
          ordering = false;
          report({ owned: true, state: 'finished' });
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
      ordering = true;
      report({ owned: false, state: 'ordered' });
      const result = await offer.order().catch((error: unknown) => ({ isError: true, code: -1, message: String(error) }));
      if (result?.isError) {
        ordering = false;
        report({ owned: false, state: 'registered' });
        if (result.code === cdv.ErrorCode.PAYMENT_CANCELLED) return false;
        throw new Error(result.message ?? 'Purchase failed.');
      }
      return true;
    },
  };
}

