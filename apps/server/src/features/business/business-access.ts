import { AppError } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import type { BusinessMemberRole } from '../../db/tables/business.tables.ts';
import { forbidden, notFound } from '../../http/access-errors.ts';
import { findMembership, findRole, type Membership } from './membership.repository.ts';

interface AccessInput {
  userId: string;
  businessId: string;
  need: 'admin' | 'member';
  changes?: boolean;
}

/**
 * Every business call checks the caller's role in *that* business, the same way (§6):
 * - not a member of it (an outsider, or another business's admin): 404, the business is not there;
 * - a member of it where an admin is needed: 403;
 * - a business waiting out its deletion takes no changes (`changes`), only reads and the revoke.
 */
function check(
  found: { businessId: string; role: BusinessMemberRole; deletionScheduled: boolean } | undefined,
  input: AccessInput,
): void {
  if (!found || found.businessId !== input.businessId) throw notFound('business');
  if (input.need === 'admin' && found.role !== 'admin') {
    throw forbidden('Only an admin of this business may do this');
  }
  if (input.changes && found.deletionScheduled) {
    throw new AppError(
      'BUSINESS_DELETION_PENDING',
      'This business is scheduled for deletion; revoke the deletion first',
    );
  }
}

/** The access check, answering with the caller's membership and the whole business row. */
export async function businessAccess(db: Executor, input: AccessInput): Promise<Membership> {
  const membership = await findMembership(db, input.userId);
  check(
    membership && {
      businessId: membership.business.id,
      role: membership.role,
      deletionScheduled: membership.business.deletion_scheduled_at !== null,
    },
    input,
  );
  return membership as Membership;
}

/** The same check for calls that only read lists: one index lookup, no business row. */
export async function businessRoleAccess(db: Executor, input: AccessInput): Promise<void> {
  check(await findRole(db, input.userId), input);
}
