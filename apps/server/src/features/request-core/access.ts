import type {
  ObserverRow,
  SignatureRequestRow,
  SignatureRow,
} from '../../db/tables/signature-requests.tables.ts';
import type { Actor } from '../../http/actor.ts';

export type Role = 'owner' | 'signer' | 'observer';

/** Who a caller is among signatures: their address and the signer groups they are in now. */
export type SignerCaller = Pick<Actor, 'email' | 'signerGroups'>;

/**
 * Whether `signature` is the caller's to sign: their own address, or a group they are in now (a
 * group's signature keeps the group's id as its key, ADR 0720).
 */
export function isCallersSignature(
  signature: Pick<SignatureRow, 'email' | 'signer_group_id'>,
  caller: SignerCaller,
): boolean {
  return signature.signer_group_id !== null
    ? caller.signerGroups.includes(signature.signer_group_id)
    : signature.email === caller.email;
}

/**
 * Whether `observer` is the caller: their own address, or a group they are in now (a group
 * observer keeps the group's id as its key, ADR 0915).
 */
export function isCallerObserver(
  observer: Pick<ObserverRow, 'email' | 'group_id'>,
  caller: SignerCaller,
): boolean {
  return observer.group_id !== null
    ? caller.signerGroups.includes(observer.group_id)
    : observer.email === caller.email;
}

/** The caller's roles on a request; signers and observers see it only once it left DRAFT. */
export function rolesOf(
  actor: Pick<Actor, 'userId' | 'email' | 'signerGroups'>,
  request: SignatureRequestRow,
  signatures: readonly SignatureRow[],
  observers: readonly ObserverRow[],
): Role[] {
  const roles: Role[] = [];
  if (request.owner_id === actor.userId) roles.push('owner');
  if (request.status_overall !== 'DRAFT') {
    if (signatures.some((s) => isCallersSignature(s, actor))) roles.push('signer');
    if (observers.some((o) => isCallerObserver(o, actor))) roles.push('observer');
  }
  return roles;
}
