import { type BusinessSettings, sanitizeSupportContact } from '@signet/contract';
import type { BusinessRow, StoredBusinessSettings } from '../../db/tables/business.tables.ts';

/** What a new business starts with; the operator may change the fixed parts per business. */
export const DEFAULT_BUSINESS_SETTINGS = {
  part11: false,
  retention: { enabled: false, terminalState: 'SIGNED', days: 30 },
  attachment: { enabled: true, customisable: true },
  signerGroups: { maxGroups: 50, maxParticipants: 30 },
} as const;

/** The logo's public address: content-addressed, so a new logo never shows a cached old one. */
export function logoUrl(publicUrl: string, businessId: string, hash: string): string {
  return `${publicUrl.replace(/\/$/, '')}/v2/businesses/${businessId}/logo/${hash}`;
}

/** §3 Business.settings: the stored changes over the defaults. */
export function toBusinessSettings(
  row: Pick<BusinessRow, 'id' | 'settings' | 'logo_hash' | 'logo_width' | 'logo_height'>,
  publicUrl: string,
): BusinessSettings {
  const stored: StoredBusinessSettings = row.settings ?? {};
  const attachment = (kind: 'signedDocument' | 'signatureProtocol') => ({
    enabled: stored.attachments?.[kind]?.enabled ?? DEFAULT_BUSINESS_SETTINGS.attachment.enabled,
    customisable:
      stored.attachments?.[kind]?.customisable ?? DEFAULT_BUSINESS_SETTINGS.attachment.customisable,
  });
  return {
    // §5: an invalid e-mail or phone is blanked, whatever was stored.
    supportContact: sanitizeSupportContact(stored.supportContact ?? {}),
    signatureRequests: {
      part11: { enabled: stored.part11 ?? DEFAULT_BUSINESS_SETTINGS.part11 },
      retention: { ...DEFAULT_BUSINESS_SETTINGS.retention, ...stored.retention },
    },
    companyBranding: {
      logo:
        row.logo_hash && row.logo_width && row.logo_height
          ? {
              url: logoUrl(publicUrl, row.id, row.logo_hash),
              width: row.logo_width,
              height: row.logo_height,
            }
          : null,
    },
    mailService: {
      attachments: {
        signedDocument: attachment('signedDocument'),
        signatureProtocol: attachment('signatureProtocol'),
      },
    },
    signerGroups: { ...DEFAULT_BUSINESS_SETTINGS.signerGroups, ...stored.signerGroups },
    affiliate: { enabled: stored.affiliate ?? false },
    userPilot: { enabled: stored.userPilot ?? false },
  };
}
