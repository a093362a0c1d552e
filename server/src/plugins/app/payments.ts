import fp from 'fastify-plugin';
import { createPayments, type Payments } from '../../services/purchases/payments';
import { createTestReceiptValidator } from '../../services/purchases/testReceipts';
import type { StoreValidators } from '../../services/purchases/validators';
import type { ServerSetup } from '../setup';

declare module 'fastify' {
  interface FastifyInstance {
    /** The web's checkout: Stripe, the dev stand-in, or none. */
    payments: Payments;
    /** Who checks store transactions, by platform (none set up: that source is refused). */
    storeValidators: StoreValidators;
  }
}

export default fp(
  async function payments(app, { appOptions, options }: ServerSetup) {
    app.decorate('payments', createPayments(appOptions.payments ?? {}, options.devRoutes));
    app.decorate('storeValidators', {
      ...(appOptions.storeValidator ? { 'ios-appstore': appOptions.storeValidator, 'android-playstore': appOptions.storeValidator } : {}),
      ...(appOptions.testReceiptSecret ? { test: createTestReceiptValidator(appOptions.testReceiptSecret) } : {}),
    } satisfies StoreValidators);
  },
  { name: 'payments' },
);
