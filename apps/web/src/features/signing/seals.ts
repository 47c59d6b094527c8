import type { SignatureQualities } from '@signet/contract';

/**
 * The business seals the account may sign with (§3 signatureQualities seal.aes and seal.qes,
 * keyed by the seal's account name), each at its best quality, sorted by name.
 */
export function availableSeals(
  qualities: SignatureQualities | undefined,
): { accountName: string; quality: 'AES' | 'QES' }[] {
  const seals = new Map<string, 'AES' | 'QES'>();
  for (const name of Object.keys(qualities?.seal?.aes ?? {})) seals.set(name, 'AES');
  for (const name of Object.keys(qualities?.seal?.qes ?? {})) seals.set(name, 'QES');
  return [...seals]
    .map(([accountName, quality]) => ({ accountName, quality }))
    .sort((a, b) => a.accountName.localeCompare(b.accountName));
}
