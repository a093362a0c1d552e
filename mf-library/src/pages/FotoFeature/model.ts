/**
 * /foto-feature's model (issue 20): 'Los geht's' orders the camera feature (web: the hosted checkout;
 * app: the device's store), one order at a time (logged out on the web the platform opens the login, which
 * says why and comes back here); back from the checkout (`?checkout=success|cancelled`)
 * the platform confirms the account's entitlement; failures show the spec's alert.
 */
import { combine, createEffect, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $purchase,
  completeCheckout,
  navigationRequested,
  orderCameraFeature,
  startCameraPurchases,
  type PurchaseOutcome,
} from '@nahtlos/platform';
import { alertUserFx } from '../ImageCropper/photoFlow';

export const FotoFeatureGate = createGate<{ search: string }>();
export const buyClicked = createEvent();

export const startStoreFx = createEffect(() => startCameraPurchases());
export const orderFx = createEffect(() => orderCameraFeature());
export const completeCheckoutFx = createEffect((result: 'success' | 'cancelled') => completeCheckout(result));

/** The button says 'Wird gekauft...' while an order runs or the browser is on its way to the checkout. */
export const $buying = combine(
  orderFx.pending,
  completeCheckoutFx.pending,
  $purchase,
  (ordering, confirming, purchase) => ordering || confirming || purchase.state === 'ordered',
);

/** `?checkout=success|cancelled` of the checkout's return address. */
export function checkoutResult(search: string): 'success' | 'cancelled' | null {
  const value = new URLSearchParams(search).get('checkout');
  return value === 'success' || value === 'cancelled' ? value : null;
}

// the app's store loads here, where it is needed, not on every page of the app (nothing on the web)
sample({ clock: FotoFeatureGate.open, target: startStoreFx });
sample({
  clock: FotoFeatureGate.open,
  filter: ({ search }) => checkoutResult(search) !== null,
  fn: ({ search }) => checkoutResult(search)!,
  target: completeCheckoutFx,
});
// the return address is not kept: a reload does not confirm again
sample({
  clock: FotoFeatureGate.open,
  filter: ({ search }) => checkoutResult(search) !== null,
  fn: () => ({ to: '/foto-feature', replace: true }),
  target: navigationRequested,
});

sample({ clock: buyClicked, filter: combine($buying, (buying) => !buying), target: orderFx });

const outcome = [orderFx.doneData, completeCheckoutFx.doneData];
sample({ clock: outcome, filter: (result: PurchaseOutcome) => Boolean(result.error), fn: (result: PurchaseOutcome) => result.error!, target: alertUserFx });
