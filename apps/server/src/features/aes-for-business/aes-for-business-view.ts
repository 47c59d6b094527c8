import type { AesForBusiness } from '@signet/contract';
import type { BusinessRow } from '../../db/tables/business.tables.ts';

/**
 * §3 Business.aes4biz as the admin sees it, with where it stands: off (not enabled), pending (the
 * representative has not confirmed the mailed link yet) or active (members hold AES). A business
 * that never set it shows it off and empty.
 */
export function toAesForBusinessView(
  row: Pick<BusinessRow, 'aes4biz' | 'aes4biz_confirmed_at'>,
): AesForBusiness {
  const stored = row.aes4biz;
  if (!stored) {
    return {
      enabled: false,
      representativeName: '',
      representativeEmail: '',
      commercialRegister: '',
      domains: [],
      legislation: 'eidas',
      status: 'off',
      confirmedAt: null,
    };
  }
  const confirmedAt = stored.enabled && row.aes4biz_confirmed_at ? row.aes4biz_confirmed_at : null;
  return {
    enabled: stored.enabled,
    representativeName: stored.representativeName,
    representativeEmail: stored.representativeEmail,
    commercialRegister: stored.commercialRegister,
    domains: [...stored.domains],
    legislation: stored.legislation,
    status: !stored.enabled ? 'off' : confirmedAt ? 'active' : 'pending',
    confirmedAt: confirmedAt ? new Date(confirmedAt).toISOString() : null,
  };
}
