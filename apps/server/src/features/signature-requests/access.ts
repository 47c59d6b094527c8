import { AppError } from '@signet/contract';
import type {
  ObserverRow,
  SignatureRequestRow,
  SignatureRow,
} from './signature-requests.tables.ts';

/** Who is asking: the signed-in account and where the request came from (for the event log). */
export interface Actor {
  userId: string;
  email: string;
  ip: string | null;
  language: string | undefined;
}

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

/** Object-level authorization: anything the caller may not see is simply not there (404). */
export function notFound(what = 'signature request'): AppError {
  return new AppError('NOT_FOUND', `No such ${what}`);
}

/** The caller can see the request but this action belongs to another party. */
export function forbidden(message: string): AppError {
  return new AppError('FORBIDDEN', message);
}
