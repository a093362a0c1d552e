/**
 * The camera feature as the account's entitlement (issue 20), on this device: the account's
 * entitlements from the server (kept on the device for an offline start), store transactions sent to
 * the server for validation, a logged-out purchase bound at the next login, and the web's checkout.
 */
import type { Entitlement, PurchaseBody, PurchaseResponse } from '@nahtlos/contract';
import { CAMERA_FEATURE_PRODUCT } from '@nahtlos/contract/products';
import { statusOf } from '../api/errors';
import type { KernelContext } from '../context';
import { logger } from '../logging/logger';
import type { createSessionService } from '../session/session';
import { storageKeys } from '../storage/keys';

type Session = ReturnType<typeof createSessionService>;
const CAMERA = CAMERA_FEATURE_PRODUCT.id;

export type CheckoutStart = { status: 'login-required' } | { status: 'owned' } | { status: 'redirect'; url: string };

export function createEntitlementService(ctx: Pick<KernelContext, 'storage' | 'api' | 'isOnline'>, session: Session) {
  const remember = async (account: string, entitlements: Entitlement[]) => {
    const ids = entitlements.map((entitlement) => entitlement.product_id);
    await ctx.storage.set(storageKeys.entitlements(account), ids).catch((error) => logger.warn('Entitlements could not be kept on the device.', error));
    return ids.includes(CAMERA);
  };
  /** The answer still belongs to the account that asked (no login or logout in between). */
  const sameAccount = (account: string) => session.current().loggedIn && session.account() === account;

  return {
    /** The account's camera feature as last seen on this device; null when logged out or never seen. */
    async stored(): Promise<boolean | null> {
      if (!session.current().loggedIn) return null;
      const ids = await ctx.storage.get<string[]>(storageKeys.entitlements(session.account()));
      return Array.isArray(ids) ? ids.includes(CAMERA) : null;
    },

    /** Asks the server; null when it cannot be asked now (logged out, offline, failed: the last known stays). */
    async refresh(): Promise<boolean | null> {
      if (!session.current().loggedIn || !ctx.isOnline()) return null;
      const account = session.account();
      try {
        const entitlements = await ctx.api.getEntitlements();
        return sameAccount(account) ? await remember(account, entitlements) : null;
      } catch (error) {
        logger.warn('Entitlements could not be loaded.', statusOf(error));
        return null;
      }
    },

    /**
     * A store transaction validated by the server (CdvPurchase's validator). Logged in it is recorded
     * for the account; logged out it is only validated and kept on this device for the next login.
     */
    async validateStoreTransaction(body: PurchaseBody): Promise<PurchaseResponse> {
      const account = session.current().loggedIn ? session.account() : null;
      const response = await ctx.api.postPurchase(body);
      if (account && sameAccount(account)) await remember(account, response.entitlements);
      else await ctx.storage.set(storageKeys.devicePurchase, body);
      return response;
    },

    /** At login: a purchase made on this device while logged out becomes the account's. Null when there is none. */
    async bindDevicePurchase(): Promise<boolean | null> {
      if (!session.current().loggedIn) return null;
      const body = await ctx.storage.get<PurchaseBody>(storageKeys.devicePurchase);
      if (!body) return null;
      const account = session.account();
      try {
        const response = await ctx.api.postPurchase(body);
        await ctx.storage.remove(storageKeys.devicePurchase);
        return sameAccount(account) ? await remember(account, response.entitlements) : null;
      } catch (error) {
        const status = statusOf(error);
        // refused for good (invalid, or another account's): not sent again; otherwise tried at the next login or start
        if (status === 400 || status === 409) await ctx.storage.remove(storageKeys.devicePurchase);
        logger.warn('The purchase made on this device could not be added to the account.', status);
        return null;
      }
    },

    /** The web's hosted checkout for the logged-in account: where to send the browser. */
    async checkout(): Promise<CheckoutStart> {
      if (!session.current().loggedIn) return { status: 'login-required' };
      try {
        return { status: 'redirect', url: (await ctx.api.createCheckout(CAMERA)).url };
      } catch (error) {
        if (statusOf(error) === 409) return { status: 'owned' };
        throw error;
      }
    },
  };
}
