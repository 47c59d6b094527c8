import type { Business } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import type { BusinessRow } from '../../db/tables/business.tables.ts';
import { toBusinessSettings } from '../business/index.ts';
import { toAesForBusinessView } from './aes-for-business-view.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * §3 Business as its admin reads it, from its rows: the answer of PUT …/aes-for-business. The
 * composition root may hand the business feature's own view to AesForBusinessService instead;
 * both read the same rows.
 */
export async function businessResponse(
  db: Executor,
  business: BusinessRow,
  publicUrl: string,
  now: Date,
): Promise<Business> {
  const members = await db
    .selectFrom('business_members')
    .select(['user_id', 'role'])
    .where('business_id', '=', business.id)
    .orderBy('joined_at')
    .execute();
  const invitations = await db
    .selectFrom('business_invitations')
    .select('email')
    .where('business_id', '=', business.id)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('declined_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
  const domains = await db
    .selectFrom('business_domains')
    .select('domain')
    .where('business_id', '=', business.id)
    .orderBy('domain')
    .execute();
  return {
    id: business.id,
    name: business.name,
    email: business.email,
    phone: business.phone,
    admins: members.filter((m) => m.role === 'admin').map((m) => m.user_id),
    members: members.filter((m) => m.role === 'member').map((m) => m.user_id),
    invitedMembers: invitations.map((invitation) => invitation.email),
    domains: domains.map((row) => row.domain),
    createdAt: iso(business.created_at)!,
    gtcAcceptedAt: iso(business.gtc_accepted_at),
    dpaAcceptedAt: iso(business.dpa_accepted_at),
    paymentState: business.payment_state,
    deletionScheduledAt: iso(business.deletion_scheduled_at),
    settings: toBusinessSettings(business, publicUrl),
    aes4biz: toAesForBusinessView(business),
    billing: business.billing,
    pricePlan: business.price_plan,
    activePricePlanId: business.active_price_plan_id,
    planStart: iso(business.plan_start),
    stripe: business.stripe,
    seals: [],
  };
}
