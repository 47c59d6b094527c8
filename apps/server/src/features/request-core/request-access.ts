import type { Executor } from '../../db/database.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { type Role, rolesOf, type SignerCaller } from './access.ts';
import { loadAggregate, type RequestAggregate } from './request-aggregate.ts';
import { isHidden } from './signature-requests.repository.ts';

export interface VisibleRequest {
  aggregate: RequestAggregate;
  roles: Role[];
  /** Who asked: their address and signer groups (whose signatures are theirs, ADR 0720). */
  caller: SignerCaller;
}

/**
 * Loads a request the caller may see, or answers 404 whether it does not exist, belongs to
 * others, or was hidden by the caller: the answer never tells these apart.
 */
export async function loadVisible(
  db: Executor,
  actor: Actor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<VisibleRequest> {
  const aggregate = await loadAggregate(db, id, options);
  if (!aggregate) throw notFound();
  const roles = rolesOf(actor, aggregate.request, aggregate.signatures, aggregate.observers);
  if (roles.length === 0 || (await isHidden(db, actor.userId, id))) throw notFound();
  return { aggregate, roles, caller: actor };
}

/**
 * The request as the caller may see it, or undefined when it is not there for them: they have no
 * role on it, or they hid it (NOT_FOUND alike, never told apart).
 */
export function visibleTo(
  actor: Pick<Actor, 'userId' | 'email' | 'signerGroups'>,
  aggregate: RequestAggregate,
  hidden: boolean,
): VisibleRequest | undefined {
  const roles = rolesOf(actor, aggregate.request, aggregate.signatures, aggregate.observers);
  return roles.length === 0 || hidden ? undefined : { aggregate, roles, caller: actor };
}
