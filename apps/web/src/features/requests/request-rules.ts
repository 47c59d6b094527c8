import type { SignatureRequest } from '@signet/contract';

type Signature = SignatureRequest['signatures'][number];

/** The signer's address: the account's, else the one given for a signer without an account. */
export function signerEmail(signature: Signature): string {
  return (
    signature.account_email ??
    signature.signer_identity_data?.email_address ??
    ''
  ).toLowerCase();
}

/** A signer's name as the invitation gave it, else the address. */
export function signerName(signature: Signature): string {
  const data = signature.signer_identity_data;
  const name = [data?.first_name, data?.last_name].filter(Boolean).join(' ');
  return name || signerEmail(signature);
}

/** Two letters for an avatar: the initials of the name, else the start of the address. */
export function avatarInitials(nameOrEmail: string): string {
  const words = nameOrEmail.includes('@')
    ? [nameOrEmail.split('@')[0]!]
    : nameOrEmail.split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** §1 signature levels with their own colour (theme LEVEL_COLORS); the demo level has none. */
export type LevelKey = 'ses' | 'aes' | 'qes' | 'demo';

export function levelOf(quality: SignatureRequest['quality']): LevelKey {
  switch (quality) {
    case 'QES':
      return 'qes';
    case 'AES':
    case 'AES_MINIMAL':
      return 'aes';
    case 'DEMO':
      return 'demo';
    default:
      // A request without a chosen quality is signed at the simple level.
      return 'ses';
  }
}

const isOwner = (request: SignatureRequest) => request.roles.includes('owner');

/**
 * Signers can change while the request is a DRAFT or OPEN and nobody has signed yet (server:
 * SIGNERS_LOCKED, REQUEST_ENDED); only the owner changes them.
 */
export function canEditParticipants(request: SignatureRequest): boolean {
  const open = request.status_overall === 'DRAFT' || request.status_overall === 'OPEN';
  return isOwner(request) && open && !request.signatures.some((s) => s.status_code === 'SIGNED');
}

/** Title, message, level and legislation are the owner's to change while the request is a DRAFT. */
export function canEditDetails(request: SignatureRequest): boolean {
  return isOwner(request) && request.status_overall === 'DRAFT';
}

/** Observers can be added and removed by the owner until the request ends. */
export function canEditObservers(request: SignatureRequest): boolean {
  return (
    isOwner(request) && (request.status_overall === 'DRAFT' || request.status_overall === 'OPEN')
  );
}

/** The owner of an OPEN request reminds the signers who have not signed yet. */
export function canRemind(request: SignatureRequest): boolean {
  return (
    isOwner(request) &&
    request.status_overall === 'OPEN' &&
    request.signatures.some((s) => s.status_code === 'OPEN')
  );
}

/** The caller's own open signature on an OPEN request, which they may hand to someone else. */
export function delegableSignature(
  request: SignatureRequest,
  accountEmail: string,
): Signature | undefined {
  if (request.status_overall !== 'OPEN') return undefined;
  const me = accountEmail.toLowerCase();
  return request.signatures.find((s) => s.status_code === 'OPEN' && signerEmail(s) === me);
}

/** An address already taking part, so the add dialogs can say so before the server does. */
export function isParticipant(request: SignatureRequest, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return (
    request.signatures.some((s) => signerEmail(s) === wanted) ||
    request.observers.some((o) => o.user_info.email.toLowerCase() === wanted)
  );
}
