import { AppError } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/access-errors.ts';
import { findMembership, type Membership } from './membership.repository.ts';

/**
 * Every business call checks the caller's role in *that* business, the same way (§6):
 * - not a member of it (an outsider, or another business's admin): 404, the business is not there;
 * - a member of it where an admin is needed: 403;
 * - a business waiting out its deletion takes no changes (`changes`), only reads and the revoke.
 */
export async function businessAccess(
  db: Executor,
  input: { userId: string; businessId: string; need: 'admin' | 'member'; changes?: boolean },
): Promise<Membership> {
  const membership = await findMembership(db, input.userId);
  if (!membership || membership.business.id !== input.businessId) throw notFound('business');
  if (input.need === 'admin' && membership.role !== 'admin') {
    throw forbidden('Only an admin of this business may do this');
  }
  if (input.changes && membership.business.deletion_scheduled_at) {
    throw new AppError(
      'BUSINESS_DELETION_PENDING',
      'This business is scheduled for deletion; revoke the deletion first',
    );
  }
  return membership;
}
