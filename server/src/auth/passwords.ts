import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id profile (m=19 MiB, t=2, p=1): about 30 ms per hash on this machine.
const ARGON2ID = 2; // Algorithm.Argon2id; the package declares a const enum that isolatedModules cannot import
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options as never);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash at start, so even the first unknown-email login costs one verify, not a hash + verify. */
export function prepareDummyHash(): Promise<unknown> {
  dummyHash ??= hashPassword('nahtlos-dummy-password-for-timing');
  return dummyHash;
}

/**
 * Verifies a password. Without a stored hash (unknown email) it verifies against a dummy hash
 * anyway, so the response time does not tell whether an account exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify((await prepareDummyHash()) as string, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
