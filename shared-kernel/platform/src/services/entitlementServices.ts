/** The camera feature as the account's (issue 20): asked of the server, bought on the web or in a store. */
import { sample } from 'effector';
import { CAMERA_FEATURE_PRODUCT } from '@nahtlos/contract/products';
import type { PurchaseBody } from '@nahtlos/contract';
import { $online, $session, loggedIn } from '../bus/catalogue';
import { $started, bindDevicePurchaseFx, serviceFx, storedEntitlementFx } from './kernel';
import { accountEntitlementRead } from './platform/ownership';
import { $canUpload, flushPendingUploadsFx, syncNowFx } from './uploads';

/** Asks the server for the account's entitlements: true/false, or null when it cannot be asked now. */
export const refreshEntitlementsFx = serviceFx((runtime) => runtime.device.entitlements.refresh());
export const checkoutStartFx = serviceFx((runtime) => runtime.device.entitlements.checkout());
export const validateStoreTransactionFx = serviceFx((runtime, body: PurchaseBody) => runtime.device.entitlements.validateStoreTransaction(body));


// The camera feature follows the account: read at start (above), at login (after a purchase made on this
// device while logged out is bound to it), after every sync and when the connection comes back.
sample({
  clock: [storedEntitlementFx.doneData, refreshEntitlementsFx.doneData, bindDevicePurchaseFx.doneData],
  filter: (owned): owned is boolean => owned !== null,
  target: accountEntitlementRead,
});
sample({
  clock: validateStoreTransactionFx.done,
  source: $session,
  filter: (session) => session.loggedIn,
  fn: (_, { result }) => result.entitlements.some((entitlement) => entitlement.product_id === CAMERA_FEATURE_PRODUCT.id),
  target: accountEntitlementRead,
});
sample({ clock: loggedIn, filter: $started, target: bindDevicePurchaseFx });
sample({ clock: [bindDevicePurchaseFx.finally, syncNowFx.finally], target: refreshEntitlementsFx });
// an upload the server refused because the feature is no longer the account's (refunded): ask again now,
// so the photo feature's teaser shows instead of a button that cannot work
sample({
  clock: flushPendingUploadsFx.doneData,
  filter: (report) => report.refusal?.code === 'feature_not_owned',
  target: refreshEntitlementsFx,
});
sample({ clock: $online, source: $canUpload, filter: (canAsk, online) => online && canAsk, target: refreshEntitlementsFx });

