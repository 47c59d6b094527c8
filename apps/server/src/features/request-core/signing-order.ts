import { AppError, awaitedBefore, hasTurn } from '@signet/contract';
import type { SignatureRow } from '../../db/tables/signature-requests.tables.ts';

export { awaitedBefore, hasTurn };

/** What the signing order reads of a signature (the rule is the contract's, docs/decisions/0630). */
type Ordered = Pick<SignatureRow, 'sid' | 'sequence' | 'status_code'>;

/**
 * The open signatures whose turn comes when `signedSid` signs: those held back before and free
 * after (the next group, once the one before it has all signed).
 */
export function turnsComingWith<T extends Ordered>(
  signatures: readonly T[],
  signedSid: string,
): T[] {
  const after = signatures.map((s) => (s.sid === signedSid ? { ...s, status_code: 'SIGNED' } : s));
  return signatures.filter(
    (s) =>
      s.sid !== signedSid &&
      s.status_code === 'OPEN' &&
      !hasTurn(signatures, s) &&
      hasTurn(after, s),
  );
}

/** NOT_YOUR_TURN naming who is awaited (their name, else their address), unless it is the turn. */
export function assertTurn(
  signatures: readonly SignatureRow[],
  signature: SignatureRow,
  requestId: string,
): void {
  const awaited = awaitedBefore(signatures, signature);
  if (awaited.length === 0) return;
  const names = [...new Set(awaited.map(displayNameOf))];
  throw new AppError(
    'NOT_YOUR_TURN',
    `Signature request ${requestId} is signed in order: waiting for ${names.join(', ')} to sign first`,
  );
}

function displayNameOf(signature: SignatureRow): string {
  if (signature.signer_group_name) return signature.signer_group_name;
  const identity = signature.signer_identity_data as Record<string, unknown> | null;
  const name = [identity?.first_name, identity?.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return name || signature.account_email || signature.email;
}
