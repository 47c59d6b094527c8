import type { SignatureQualities, UserSeal } from '@signet/contract';

/** A seal the signing flow offers: its account name for POST /v3/sign, its name for people. */
export interface OfferedSeal {
  accountName: string;
  displayName: string;
  quality: 'AES' | 'QES';
}

/**
 * The business seals the account may sign with (§3 signatureQualities seal.aes and seal.qes,
 * keyed by the seal's account name), each at its best quality, sorted by name. `details` (GET
 * /v1/user/seals) gives each its display name; until they are there, the account name stands in.
 */
export function availableSeals(
  qualities: SignatureQualities | undefined,
  details: readonly UserSeal[] = [],
): OfferedSeal[] {
  const seals = new Map<string, 'AES' | 'QES'>();
  for (const name of Object.keys(qualities?.seal?.aes ?? {})) seals.set(name, 'AES');
  for (const name of Object.keys(qualities?.seal?.qes ?? {})) seals.set(name, 'QES');
  const names = new Map(details.map((seal) => [seal.accountName, seal.displayName]));
  return [...seals]
    .map(([accountName, quality]) => ({
      accountName,
      displayName: names.get(accountName) ?? accountName,
      quality,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}
