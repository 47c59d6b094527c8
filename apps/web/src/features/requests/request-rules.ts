import { awaitedByAccount, type SignatureRequest, signerEmail } from '@signet/contract';

type Signature = SignatureRequest['signatures'][number];

/**
 * A signer's account name (the request's `names`, issue 20), else the name the invitation gave,
 * else the address; a signer group's own name.
 */
export function signerName(
  signature: Signature,
  names: Readonly<Record<string, string>> = {},
): string {
  if (signature.signer_group) return signature.signer_group.name;
  const email = signerEmail(signature);
  const data = signature.signer_identity_data;
  const name = [data?.first_name, data?.last_name].filter(Boolean).join(' ');
  return (email ? names[email] : undefined) || name || email;
}

/** Who sent the request: "Name (address)" when the owner's account has a name, else the address. */
export function senderLabel(request: SignatureRequest): string {
  const owner = request.owner ?? '';
  const name = request.names?.[owner.toLowerCase()];
  return name ? `${name} (${owner})` : owner;
}

/** Whom the account waits for before it may sign a request signed in order (ADR 0630). */
export function waitingForNames(request: SignatureRequest, accountEmail: string): string[] {
  const awaited = awaitedByAccount(request, accountEmail);
  return [...new Set(awaited.map((signature) => signerName(signature, request.names)))];
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

/** An address already taking part, so the add dialogs can say so before the server does. */
export function isParticipant(request: SignatureRequest, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return (
    request.signatures.some((s) => signerEmail(s) === wanted) ||
    request.observers.some((o) => observerEmail(o) === wanted)
  );
}

type Observer = SignatureRequest['observers'][number];

/** An observer's address in lower case; a signer group (ADR 0915) has none. */
export function observerEmail(observer: Observer): string | undefined {
  return observer.type === 'USER' ? observer.user_info.email.toLowerCase() : undefined;
}

/** How an observer is named: a person by address, a signer group by its name. */
export function observerLabel(observer: Observer): string {
  return observer.type === 'USER' ? observer.user_info.email : observer.group_info.name;
}
