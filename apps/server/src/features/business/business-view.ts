import type { AesForBusiness, Business } from '@signet/contract';
import type { BusinessRow } from '../../db/tables/business.tables.ts';
import { toBusinessSettings } from './business-settings.ts';

/** Who belongs to a business and what it claims: the lists §3 Business carries. */
export interface BusinessParts {
  admins: string[];
  /** Everyone in the business, admins included. */
  members: string[];
  invitedMembers: string[];
  domains: string[];
}

export const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value ? iso(value) : null);

/** §3 Business.aes4biz with where its confirmation stands (enabled, then confirmed: active). */
export function toAesForBusiness(row: Pick<BusinessRow, 'aes4biz' | 'aes4biz_confirmed_at'>) {
  const stored = row.aes4biz;
  const enabled = stored?.enabled ?? false;
  const view: AesForBusiness = {
    enabled,
    representativeName: stored?.representativeName ?? '',
    representativeEmail: stored?.representativeEmail ?? '',
    commercialRegister: stored?.commercialRegister ?? '',
    domains: stored?.domains ?? [],
    legislation: stored?.legislation ?? 'eidas',
    status: !enabled ? 'off' : row.aes4biz_confirmed_at ? 'active' : 'pending',
    confirmedAt: enabled ? isoOrNull(row.aes4biz_confirmed_at) : null,
  };
  return view;
}

/** §3 Business as the admin screens read it; billing and plan data as stored. */
export function toBusinessView(
  row: BusinessRow,
  parts: BusinessParts,
  publicUrl: string,
): Business {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    ...parts,
    createdAt: iso(row.created_at),
    gtcAcceptedAt: isoOrNull(row.gtc_accepted_at),
    dpaAcceptedAt: isoOrNull(row.dpa_accepted_at),
    paymentState: row.payment_state,
    deletionScheduledAt: isoOrNull(row.deletion_scheduled_at),
    settings: toBusinessSettings(row, publicUrl),
    aes4biz: toAesForBusiness(row),
    billing: row.billing,
    pricePlan: row.price_plan,
    activePricePlanId: row.active_price_plan_id,
    planStart: isoOrNull(row.plan_start),
    stripe: row.stripe,
    // Business seals arrive with the seals screens; none belong to a business yet.
    seals: [],
  };
}
