import type { SignatureRequest } from '@signet/contract';
import type { Executor } from '../users/users.repository.ts';
import { type Actor, notFound, type Role, rolesOf } from './access.ts';
import { loadAggregate, type RequestAggregate } from './request-aggregate.ts';
import { toRequestView } from './request-view.ts';
import { isHidden } from './signature-requests.repository.ts';

export interface VisibleRequest {
  aggregate: RequestAggregate;
  roles: Role[];
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
  return { aggregate, roles };
}

export async function ownerEmails(db: Executor, ownerIds: (string | null)[]) {
  const ids = [...new Set(ownerIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

export async function viewOf(
  db: Executor,
  visible: VisibleRequest,
  publicUrl: string,
): Promise<SignatureRequest> {
  const owner = visible.aggregate.request.owner_id;
  const emails = await ownerEmails(db, [owner]);
  return toRequestView(
    visible.aggregate,
    visible.roles,
    publicUrl,
    owner ? (emails.get(owner) ?? null) : null,
  );
}
