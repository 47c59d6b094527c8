import type { PaymentState } from '@signet/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { BusinessMemberRole } from '../../db/tables/business.tables.ts';
import type { AccountBusiness, AccountBusinessPort } from '../users/index.ts';
import type { InvitationAcceptance } from './acceptance.service.ts';
import type { BusinessDeps } from './business-deps.ts';
import { lastAdmin } from './business-rules.ts';
import { deleteBusinessRow, lockBusiness } from './businesses.repository.ts';
import { releaseLogos } from './logo-blobs.ts';
import { countAdmins } from './members.repository.ts';
import { findMembership } from './membership.repository.ts';
import { countMembersByRole } from './statistics.repository.ts';

interface Row {
  id: string | null;
  name: string | null;
  payment_state: PaymentState | null;
  deletion_scheduled_at: Date | string | null;
  role: BusinessMemberRole | null;
  invited_business_id: string | null;
  invited_business_name: string | null;
}

/**
 * The account's business, role and whether an invitation waits, in one statement: GET /v1/user
 * runs it on every page load (membership by primary key, invitations by their e-mail index).
 */
export async function findAccountBusiness(
  db: Executor,
  account: { id: string; email: string; emailVerified: boolean },
  now: Date,
): Promise<AccountBusiness> {
  const { rows } = await sql<Row>`
    select b.id, b.name, b.payment_state, b.deletion_scheduled_at, m.role,
      invited.id as invited_business_id, invited.name as invited_business_name
    from (select 1) as one
    left join business_members m on m.user_id = ${account.id}
    left join businesses b on b.id = m.business_id
    left join lateral (
      select ib.id, ib.name from business_invitations i
      join businesses ib on ib.id = i.business_id
      where m.user_id is null and ${account.emailVerified}::boolean
        and i.email = ${account.email} and i.accepted_at is null and i.withdrawn_at is null
        and i.declined_at is null and i.expires_at > ${now}
      order by i.created_at desc limit 1
    ) invited on true`.execute(db);
  const row = rows[0];
  if (!row?.id || !row.name || !row.payment_state || !row.role) {
    const invitation =
      row?.invited_business_id && row.invited_business_name
        ? { businessId: row.invited_business_id, businessName: row.invited_business_name }
        : null;
    return { business: null, invitation };
  }
  return {
    business: {
      id: row.id,
      name: row.name,
      role: row.role,
      paymentState: row.payment_state,
      deletionScheduledAt: row.deletion_scheduled_at
        ? new Date(row.deletion_scheduled_at).toISOString()
        : null,
    },
    invitation: null,
  };
}

/** The business feature's side of the account (GET /v1/user, accept, account deletion). */
export function accountBusinessPort(
  deps: BusinessDeps,
  acceptance: InvitationAcceptance,
): AccountBusinessPort {
  return {
    of: (account) => findAccountBusiness(deps.db, account, deps.clock()),
    acceptInvitation: (userId) => acceptance.accept(userId),
    declineInvitation: (userId) => acceptance.decline(userId),
    beforeAccountDeletion: async (userId) => {
      const found = await findMembership(deps.db, userId);
      if (!found) return;
      const businessId = found.business.id;
      const alone = await deps.db.transaction().execute(async (tx) => {
        await lockBusiness(tx, businessId);
        const membership = await findMembership(tx, userId);
        if (membership?.business.id !== businessId) return false;
        const roles = await countMembersByRole(tx, businessId);
        if (roles.admins + roles.members <= 1) {
          await deleteBusinessRow(tx, businessId);
          return true;
        }
        if (membership.role === 'admin' && (await countAdmins(tx, businessId)) <= 1) {
          throw lastAdmin('You are the last admin of your business: make someone else admin first');
        }
        return false;
      });
      if (alone) {
        const { logo_hash, settings } = found.business;
        await releaseLogos(
          deps.db,
          deps.blobs,
          [logo_hash, ...(settings.logoHistory ?? [])],
          deps.clock(),
        );
      }
    },
  };
}
