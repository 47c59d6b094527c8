import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with the OWASP Password Storage Cheat Sheet's first configuration
 * (m = 19 MiB, t = 2, p = 1). The parameters live in each hash, so raising them later
 * still verifies old hashes.
 */
const OPTIONS = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read at runtime).
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash at start, so that even the first unknown-e-mail login costs one verify. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

/**
 * Spends one verification on a hash of a random password, so that a login for an e-mail
 * without an account takes as long as one with a wrong password (no account enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
