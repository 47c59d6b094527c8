import type { X509Certificate } from 'node:crypto';
import { openView } from './document-view.ts';
import { readSecurityStore, revocationCoversChain } from './dss-revocation.ts';

/**
 * Whether the revision ending at `revisionEnd` already held, in its DSS, the revocation data for
 * `path`: a document time-stamp over such a revision makes the signature B-LTA (ETSI EN 319
 * 142-1 §6.4).
 */
export async function revisionCoversChainAt(
  bytes: Uint8Array,
  revisionEnd: number,
  path: X509Certificate[],
) {
  try {
    const view = await openView(bytes.subarray(0, revisionEnd));
    const store = readSecurityStore(view);
    return !!store && revocationCoversChain(store, path);
  } catch {
    return false;
  }
}
