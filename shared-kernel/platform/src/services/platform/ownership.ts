/**
 * Who owns the camera feature (issue 20), fed into the bus's $purchase: logged in, the account's
 * entitlement (the server's answer, or the copy kept on the device until it answers); logged out, the
 * device's store in the app (on the web nothing: a purchase there needs an account). The step of an
 * order in progress (ordered, approved) shows while it runs; after it, the owned state decides.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import { $purchase, $session, loggedOut, purchaseUpdated, sessionExpired, type PurchaseState } from '../../bus/catalogue';

export type OrderStep = 'idle' | 'ordered' | 'approved';

/** The account's entitlement as read: from the server, or as last kept on this device. */
export const accountEntitlementRead = createEvent<boolean>();
/** The device store's report (the app's CdvPurchase adapter). */
export const storeReported = createEvent<PurchaseState>();
/** An order on the web (checkout) started or ended. */
export const orderStepChanged = createEvent<OrderStep>();

const $accountOwned = createStore<boolean | null>(null)
  .on(accountEntitlementRead, (_, owned) => owned)
  .reset([loggedOut, sessionExpired]);
const $storeOwned = createStore(false).on(storeReported, (_, state) => state.owned || state.state === 'finished');
const stepOf = (state: PurchaseState): OrderStep => (state.state === 'ordered' || state.state === 'approved' ? state.state : 'idle');
const $step = createStore<OrderStep>('idle')
  .on(orderStepChanged, (_, step) => step)
  .on(storeReported, (_, state) => stepOf(state));
/** Nothing is published before a source has said something (the teasers keep their first state). */
const $heard = createStore(false).on([accountEntitlementRead, storeReported, orderStepChanged], () => true);

const $ownership = combine(
  { session: $session, account: $accountOwned, store: $storeOwned, step: $step, heard: $heard },
  ({ session, account, store, step, heard }): PurchaseState | null => {
    if (!heard) return null;
    const owned = session.loggedIn ? account === true : store;
    return { owned, state: owned ? 'finished' : step === 'idle' ? 'registered' : step };
  },
);
sample({
  clock: $ownership,
  source: $purchase,
  filter: (current, next): next is PurchaseState => next !== null && (next.owned !== current.owned || next.state !== current.state),
  fn: (_, next) => next as PurchaseState,
  target: purchaseUpdated,
});
