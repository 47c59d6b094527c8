import { type SignatureRequest, signerEmail } from '@signet/contract';

/** A person as the screens show them: the name when known, with the address beside it. */
export interface Person {
  name: string | undefined;
  email: string;
  /** "Name (address)", or the address alone. */
  label: string;
}

export function person(email: string, name: string | undefined): Person {
  const known = name?.trim() || undefined;
  return { name: known, email, label: known ? `${known} (${email})` : email };
}

/** The account name the server gave for an address (`names`), if any. */
export function accountName(request: Pick<SignatureRequest, 'names'>, email: string) {
  return request.names?.[email.toLowerCase()];
}

/** A signer by name when known (account, else invitation), with the address beside it. */
export function signerLabel(
  request: Pick<SignatureRequest, 'names'>,
  signature: SignatureRequest['signatures'][number],
): string {
  const email = signerEmail(signature);
  const identity = signature.signer_identity_data;
  const given = [identity?.first_name, identity?.last_name].filter(Boolean).join(' ');
  return person(email, accountName(request, email) || given).label;
}

/** Who sent the request: the owner, by name when the account has one. */
export function senderOf(request: SignatureRequest): Person | undefined {
  if (!request.owner) return undefined;
  return person(request.owner, accountName(request, request.owner));
}

/** Two letters for an avatar: first and last initial of a name, else the address's first. */
export function avatarLetters(nameOrEmail: string): string {
  if (nameOrEmail.includes('@')) return (nameOrEmail[0] ?? '?').toUpperCase();
  const words = nameOrEmail.split(/\s+/).filter(Boolean);
  const letters = `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`;
  return letters.toUpperCase() || '?';
}
