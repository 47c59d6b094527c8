import {
  AppError,
  type BusinessPublicInformation,
  type BusinessSettings,
  type UpdateBusinessSettingsBody,
} from '@signet/contract';
import type { StoredBusinessSettings } from '../../db/tables/business.tables.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { businessAccess } from './business-access.ts';
import type { BusinessDeps } from './business-deps.ts';
import { toBusinessSettings } from './business-settings.ts';
import { lockBusiness, updateBusinessRow } from './businesses.repository.ts';
import { findBusiness } from './membership.repository.ts';

type AttachmentKind = 'signedDocument' | 'signatureProtocol';

/** §3 Business.settings: what admins read and change, and what signers see of the business. */
export class BusinessSettingsService {
  constructor(private readonly deps: BusinessDeps) {}

  async get(actor: Actor, id: string): Promise<BusinessSettings> {
    const { business } = await businessAccess(this.deps.db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
    });
    return toBusinessSettings(business, this.deps.publicUrl);
  }

  /**
   * Part 11, auto-deletion and the mail attachments. An attachment the operator fixed
   * (customisable false) keeps its value: changing it is SETTING_NOT_CUSTOMISABLE.
   */
  async update(
    actor: Actor,
    id: string,
    body: UpdateBusinessSettingsBody,
  ): Promise<BusinessSettings> {
    const { db, clock, publicUrl } = this.deps;
    await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    const row = await db.transaction().execute(async (tx) => {
      const current = await lockBusiness(tx, id);
      if (!current) throw notFound('business');
      const view = toBusinessSettings(current, publicUrl);
      const stored: StoredBusinessSettings = { ...current.settings };
      const requests = body.signatureRequests;
      if (requests?.part11) stored.part11 = requests.part11.enabled;
      if (requests?.retention) {
        const retention = view.signatureRequests.retention;
        stored.retention = {
          enabled: requests.retention.enabled,
          terminalState: requests.retention.terminalState ?? retention.terminalState,
          days: requests.retention.days ?? retention.days,
        };
      }
      const attachments = body.mailService?.attachments;
      for (const kind of ['signedDocument', 'signatureProtocol'] as AttachmentKind[]) {
        const wanted = attachments?.[kind];
        if (!wanted) continue;
        const setting = view.mailService.attachments[kind];
        if (wanted.enabled === setting.enabled) continue;
        if (!setting.customisable) {
          throw new AppError(
            'SETTING_NOT_CUSTOMISABLE',
            `mailService.attachments.${kind} is fixed for this business`,
            {
              fields: [
                {
                  field: `body.mailService.attachments.${kind}.enabled`,
                  message: 'Not customisable',
                },
              ],
            },
          );
        }
        stored.attachments = {
          ...stored.attachments,
          [kind]: { ...stored.attachments?.[kind], enabled: wanted.enabled },
        };
      }
      return updateBusinessRow(tx, id, { settings: JSON.stringify(stored), updated_at: clock() });
    });
    return toBusinessSettings(row, publicUrl);
  }

  /**
   * What signers and guests see of a business: name, logo and support contact (§5: invalid values
   * blanked). Any signed-in caller, or anyone through the direct variant (rate-limited).
   */
  async publicInformation(id: string): Promise<BusinessPublicInformation> {
    const row = await findBusiness(this.deps.db, id);
    if (!row) throw notFound('business');
    const settings = toBusinessSettings(row, this.deps.publicUrl);
    return {
      id: row.id,
      name: row.name,
      logo: settings.companyBranding.logo,
      supportContact: settings.supportContact,
    };
  }
}
