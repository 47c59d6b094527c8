import { absoluteHref, href } from '@signet/contract';
import type { MailBranding, MailKind } from '@signet/i18n';
import type { Database } from '../../db/database.ts';
import type { UserAttributes } from '../../db/schema.ts';
import type { MailAttachmentRef, MailService } from '../../providers/mail/mail.service.ts';
import { findBusiness, toBusinessSettings } from '../business/index.ts';
import { expandGroupRecipients } from '../signer-groups/index.ts';
import { findRecipientAccounts } from './request-notifications.repository.ts';

/** Queue every mail in this transaction; each keyed `<keyPrefix>:<recipient>` against doubles. */
export interface NotifyInTransaction {
  db: Database;
  keyPrefix: string;
}

export interface Recipient {
  email: string;
  /** A language the request itself names for this person (signer_identity_data.language). */
  language?: string | undefined;
}

/**
 * E-mails about a request, each in its recipient's language: the account's `lang` attribute when
 * the address has an account, else the language given for the signer, else en-gb (§9). A request
 * of a business shows the business's logo and support contact (§3 settings) as they are now.
 */
export class RequestNotifications {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    private readonly publicUrl: string,
  ) {}

  viewLink(requestId: string): string {
    return absoluteHref(this.publicUrl, href('view', { srid: requestId }));
  }

  async send(
    kind: MailKind,
    recipients: readonly Recipient[],
    request: { id: string; title: string; business_id?: string | null },
    variables: { senderName: string; message?: string | null },
    /** Files every recipient gets (completion: the signed documents and the protocol). */
    attachments: MailAttachmentRef[] = [],
    inTransaction?: NotifyInTransaction,
  ): Promise<void> {
    // A signer group is reached through its current members (ADR 0720).
    const people = await expandGroupRecipients(inTransaction?.db ?? this.db, recipients);
    const unique = new Map(people.map((recipient) => [recipient.email, recipient]));
    if (unique.size === 0) return;
    const accounts = await findRecipientAccounts(inTransaction?.db ?? this.db, [...unique.keys()]);
    const languages = new Map(
      accounts.map((row) => [row.email, (row.attributes as UserAttributes).lang?.[0]]),
    );
    const branding = await this.brandingOf(inTransaction?.db ?? this.db, request.business_id);
    for (const recipient of unique.values()) {
      await this.mail.send(
        {
          kind,
          to: recipient.email,
          language: languages.get(recipient.email) ?? recipient.language,
          variables: {
            title: request.title,
            senderName: variables.senderName,
            message: variables.message ?? '',
          },
          link: this.viewLink(request.id),
          attachments,
          ...(branding ? { branding } : {}),
        },
        inTransaction && {
          db: inTransaction.db,
          singletonKey: `${inTransaction.keyPrefix}:${recipient.email}`,
        },
      );
    }
  }

  /** The business's name, logo and support contact (§5: blanked values are empty). */
  private async brandingOf(
    db: Database,
    businessId: string | null | undefined,
  ): Promise<MailBranding | undefined> {
    if (!businessId) return undefined;
    const business = await findBusiness(db, businessId);
    if (!business) return undefined;
    const settings = toBusinessSettings(business, this.publicUrl);
    return {
      businessName: business.name,
      logo: settings.companyBranding.logo,
      supportContact: settings.supportContact,
    };
  }
}
