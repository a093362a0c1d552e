/** The account's services: the session (SPEC section 4), its orders (e-books) and the saved inspirations. */
import { createEffect, sample } from 'effector';
import { inspirationRemoved, inspirationSaved, loggedIn, loggedOut, ordersRead, ordersReading, sessionExpired } from '../bus/catalogue';
import type { RegistrationForm } from '../domain/rules/validation';
import { serviceCall, serviceFx, services } from './kernel';

// ── Session ──
/** Login (SPEC section 4); work made while logged out moves into the account and syncs with it. */
export const loginFx = serviceFx((runtime, { email, password }: { email: string; password: string }) =>
  runtime.device.login(email, password),
);
export const logoutFx = serviceFx((runtime) => runtime.device.session.logout());
export const registerFx = serviceFx((runtime, form: RegistrationForm) => runtime.device.session.register(form));
export const resendActivationMail = serviceCall((runtime, email: string) => runtime.device.session.resendActivation(email));
export const requestPasswordReset = serviceCall((runtime, email: string) => runtime.device.session.requestPasswordReset(email));
export const hasAppConnection = serviceCall((runtime) => runtime.device.session.hasAppConnection());
export const notConnectedWarningAcknowledged = serviceCall((runtime) => runtime.device.session.notConnectedWarningAcknowledged());
export const acknowledgeNotConnectedWarning = serviceCall((runtime) => runtime.device.session.acknowledgeNotConnectedWarning());

// ── Saved inspirations (feed $savedInspirations) ──
export const saveInspirationFx = serviceFx((runtime, id: string) => runtime.device.savedInspirations.save(id));
export const removeInspirationFx = serviceFx((runtime, id: string) => runtime.device.savedInspirations.remove(id));

// ── Orders ──
export const loadOrdersFx = createEffect(async (options: { refresh?: boolean }) => {
  const { device } = await services();
  return device.session.current().loggedIn ? device.orders.load(options) : [];
});

sample({ clock: loadOrdersFx, target: ordersReading });
sample({ clock: loadOrdersFx.doneData, target: ordersRead });
sample({ clock: [loggedIn, loggedOut, sessionExpired], fn: () => [], target: ordersRead });
sample({ clock: saveInspirationFx.done, fn: ({ params }) => String(params), target: inspirationSaved });
sample({ clock: removeInspirationFx.done, fn: ({ params }) => String(params), target: inspirationRemoved });
export const saveInspiration = (id: string) => saveInspirationFx(id);
export const removeInspiration = (id: string) => removeInspirationFx(id);
