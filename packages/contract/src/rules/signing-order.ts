import { ownOpenSignatures, type SignatureFacts } from './request-permissions.ts';

/** What the signing order reads of a signature. */
export interface OrderedSignature {
  sid: string;
  sequence: number;
  status_code: string;
}

/**
 * Skribble's `sequence` (docs/decisions/0630): -1 signs in any order and holds nobody back;
 * otherwise a signer's turn comes once every open signer with a lower number (>= 0) has signed.
 * Signers with the same number sign in parallel. The server refuses a signing out of turn with
 * NOT_YOUR_TURN; the web reads the same rule to say whom a signer waits for.
 */
export function awaitedBefore<T extends OrderedSignature>(
  signatures: readonly T[],
  signature: OrderedSignature,
): T[] {
  if (signature.sequence < 0) return [];
  return signatures.filter(
    (s) =>
      s.sid !== signature.sid &&
      s.status_code === 'OPEN' &&
      s.sequence >= 0 &&
      s.sequence < signature.sequence,
  );
}

export function hasTurn(
  signatures: readonly OrderedSignature[],
  signature: OrderedSignature,
): boolean {
  return awaitedBefore(signatures, signature).length === 0;
}

/**
 * Whom the account waits for before it may sign: empty when it has no open signature or one of
 * its open signatures has its turn; else the open signatures before its first one.
 */
export function awaitedByAccount<S extends SignatureFacts & OrderedSignature>(
  request: { status_overall: string; signatures: readonly S[] },
  accountEmail: string,
): S[] {
  if (request.status_overall !== 'OPEN') return [];
  const own = ownOpenSignatures(request, accountEmail);
  if (own.length === 0 || own.some((s) => hasTurn(request.signatures, s))) return [];
  return awaitedBefore(request.signatures, own[0]!);
}

/** Whether the signers sign in an order (some signer has a sequence >= 0). */
export function isOrdered(signatures: readonly Pick<OrderedSignature, 'sequence'>[]): boolean {
  return signatures.some((s) => s.sequence >= 0);
}
