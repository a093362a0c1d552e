/**
 * Store transactions (App Store, Google Play) are validated through one interface; the server picks the
 * implementation per platform: the production validator configured by environment (a receipt-validation
 * service that talks to Apple's and Google's server APIs) and, in development and tests, the local
 * validator of signed test receipts (`testReceipts.ts`). No store secret ever reaches the client.
 */
import type { StorePlatform } from '@nahtlos/contract';

export interface StoreTransaction {
  platform: StorePlatform;
  productId: string;
  transactionId: string;
  /** the store's receipt / purchase token, or a signed test receipt */
  receipt: string;
}

export type ValidationResult =
  | { status: 'valid'; productId: string; transactionId: string; purchasedAt: Date; state: 'active' | 'refunded' }
  | { status: 'invalid'; reason: string };

export interface StoreValidator {
  validate(transaction: StoreTransaction): Promise<ValidationResult>;
}

/** The validation service could not answer (network, its own error): the client may try again later. */
export class ValidatorUnavailableError extends Error {}

/** One validator per platform; a platform without one is not accepted here. */
export type StoreValidators = Partial<Record<StorePlatform, StoreValidator>>;
