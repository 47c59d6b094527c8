import type {
  ObserverRow,
  SignatureRequestRow,
  SignatureRow,
} from '../../db/tables/signature-requests.tables.ts';
import type { Actor } from '../../http/actor.ts';

export type Role = 'owner' | 'signer' | 'observer';

/** The caller's roles on a request; signers and observers see it only once it left DRAFT. */
export function rolesOf(
  actor: Pick<Actor, 'userId' | 'email'>,
  request: SignatureRequestRow,
  signatures: readonly SignatureRow[],
  observers: readonly ObserverRow[],
): Role[] {
  const roles: Role[] = [];
  if (request.owner_id === actor.userId) roles.push('owner');
  if (request.status_overall !== 'DRAFT') {
    if (signatures.some((s) => s.email === actor.email)) roles.push('signer');
    if (observers.some((o) => o.email === actor.email)) roles.push('observer');
  }
  return roles;
}
