/**
 * The web's purchase (issue 20): no store and no prompt; 'Los geht's' starts the server's hosted
 * checkout for the account, the return confirms the account's entitlement; logged out it leads to the
 * login. The kernel's effects that talk to the server are replaced here (the flow against the real
 * server: @nahtlos/testing's purchases test and e2e/tests/purchase.spec.ts).
 */
import { $cameraFeatureOwned, $purchase, loggedIn, loggedOut, navigationRequested, type PurchaseState } from '../../bus/catalogue';
import { checkoutStartFx, refreshEntitlementsFx } from '../entitlementServices';
import { setLogSinks } from '../logging/logger';
import { accountEntitlementRead } from './ownership';
import { CHECKOUT_CONFIRM_DELAYS_MS, completeCheckout, orderCameraFeature, redirectToCheckoutFx, startCameraPurchases } from './purchase';

jest.mock('../entitlementServices', () => {
  const { createEffect } = jest.requireActual('effector');
  return {
    checkoutStartFx: createEffect(jest.fn()),
    refreshEntitlementsFx: createEffect(jest.fn()),
    validateStoreTransactionFx: createEffect(jest.fn()),
  };
});

const start = jest.fn();
const refresh = jest.fn();
checkoutStartFx.use(start);
refreshEntitlementsFx.use(refresh);
const assign = jest.fn();
redirectToCheckoutFx.use(assign); // jsdom cannot leave the page
const seen: PurchaseState[] = [];
$purchase.updates.watch((state) => seen.push(state));
const navigations: string[] = [];
navigationRequested.watch(({ to }) => navigations.push(to));
let restoreLogs: () => void;

beforeAll(() => {
  restoreLogs = setLogSinks([]);
});
afterAll(() => restoreLogs());
beforeEach(() => {
  jest.clearAllMocks();
  seen.length = 0;
  navigations.length = 0;
});

it('never loads a store on the web and never prompts', async () => {
  const prompt = jest.spyOn(window, 'prompt');
  await startCameraPurchases();
  expect((window as unknown as { CdvPurchase?: unknown }).CdvPurchase).toBeUndefined();
  expect(prompt).not.toHaveBeenCalled();
});

it('logged out: no checkout, the login instead (which returns to the ordering page); nothing owned', async () => {
  start.mockResolvedValue({ status: 'login-required' });
  window.history.pushState(null, '', '/foto-feature');
  expect(await orderCameraFeature()).toEqual({ ok: false, loginRequired: true });
  expect(navigations).toEqual(['/login?redirect=%2Ffoto-feature']);
  expect(assign).not.toHaveBeenCalled();
  expect($cameraFeatureOwned.getState()).toBe(false);
});

it("logged in: 'ordered' while the browser goes to the checkout page; one checkout at a time", async () => {
  loggedIn({ username: 'anna' });
  accountEntitlementRead(false);
  start.mockResolvedValue({ status: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
  const [first, second] = [orderCameraFeature(), orderCameraFeature()];
  expect(await first).toEqual({ ok: true });
  expect(await second).toEqual({ ok: true });
  expect(start).toHaveBeenCalledTimes(1);
  expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
  expect($purchase.getState()).toEqual({ owned: false, state: 'ordered' });
});

it('a failed checkout start gives the spec alert and goes back to registered', async () => {
  start.mockRejectedValue(new Error('503'));
  expect(await orderCameraFeature()).toEqual({ ok: false, error: 'Es ist ein Fehler aufgetreten. Versuche es bitte erneut.' });
  expect($purchase.getState()).toEqual({ owned: false, state: 'registered' });
});

it('back from a cancelled checkout nothing changes', async () => {
  expect(await completeCheckout('cancelled')).toEqual({ ok: false });
  expect(refresh).not.toHaveBeenCalled();
  expect($purchase.getState()).toEqual({ owned: false, state: 'registered' });
});

it('back from a paid checkout: ordered until the account has the entitlement, then finished and owned', async () => {
  loggedIn({ username: 'anna' });
  accountEntitlementRead(false);
  seen.length = 0;
  jest.useFakeTimers();
  try {
    refresh.mockResolvedValueOnce(false).mockImplementationOnce(async () => {
      accountEntitlementRead(true); // the kernel's wiring: the server's answer feeds the account's entitlement
      return true;
    });
    const done = completeCheckout('success');
    await jest.advanceTimersByTimeAsync(CHECKOUT_CONFIRM_DELAYS_MS[1]!);
    expect(await done).toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(seen.map((state) => state.state)).toEqual(['ordered', 'finished']);
    expect($cameraFeatureOwned.getState()).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

it('a refund read at the next sync shows the teaser again; logging out leaves the account’s feature behind', () => {
  accountEntitlementRead(false);
  expect($purchase.getState()).toEqual({ owned: false, state: 'registered' });
  expect($cameraFeatureOwned.getState()).toBe(false);
  accountEntitlementRead(true);
  expect($cameraFeatureOwned.getState()).toBe(true);
  loggedOut();
  expect($cameraFeatureOwned.getState()).toBe(false);
});

it('a paid checkout the server does not confirm in time gives the spec alert', async () => {
  loggedIn({ username: 'anna' });
  jest.useFakeTimers();
  try {
    refresh.mockResolvedValue(null); // offline or the webhook late
    const done = completeCheckout('success');
    await jest.advanceTimersByTimeAsync(CHECKOUT_CONFIRM_DELAYS_MS.reduce((a, b) => a + b, 0));
    expect(await done).toEqual({ ok: false, error: 'Es ist ein Fehler aufgetreten. Versuche es bitte erneut.' });
    expect($purchase.getState()).toEqual({ owned: false, state: 'registered' });
  } finally {
    jest.useRealTimers();
  }
});
