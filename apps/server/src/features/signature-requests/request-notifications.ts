import { absoluteHref, href, type SignerIdentityData } from '@signet/contract';
import type { MailBranding, MailKind } from '@signet/i18n';
import type { Database, Executor } from '../../db/database.ts';
import type { UserAttributes } from '../../db/schema.ts';
import type { SignatureRow } from '../../db/tables/signature-requests.tables.ts';
import type { MailAttachmentRef, MailService } from '../../providers/mail/mail.service.ts';
import { findBusiness, toBusinessSettings } from '../business/index.ts';
import { accountLabel } from '../request-core/index.ts';
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
  /** The signature this mail invites to (invitations and reminders): a guest's link is for it. */
  signature?: Pick<SignatureRow, 'sid' | 'account_email' | 'signer_identity_data'> | undefined;
}

/**
 * Links for signers without an account (guest signing by link, docs/decisions/0800): made by the
 * direct-sign feature, handed in by the composition root.
 */
export interface GuestLinks {
  /** A new link for the signer (replacing earlier ones), and how many days it stays valid. */
  linkFor(
    signer: {
      requestId: string;
      sid: string;
      email: string;
      identity: SignerIdentityData | null;
    } /** The caller's transaction, when the mail is queued in it. */,
    tx?: Database,
  ): Promise<{
    url: string;
    days: number;
    /** Log in or sign up to sign with an account instead (docs/decisions/0261). */
    accountUrl?: string;
  }>;
}

/** The invitations a guest gets instead, with a link of their own (mail kind → guest kind). */
const GUEST_KINDS: Partial<Record<MailKind, MailKind>> = {
  signatureInvitation: 'directSignInvitation',
  signatureReminder: 'directSignReminder',
};

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
    private readonly guestLinks?: GuestLinks,
  ) {}

  /** How a mail names the person who acted: "Name (address)", the address alone without a name. */
  actorLabel(actor: { userId: string | null; email: string }): Promise<string> {
    return accountLabel(this.db, actor.userId, actor.email);
  }

  viewLink(requestId: string): string {
    return absoluteHref(this.publicUrl, href('view', { srid: requestId }));
  }

  async send(
    kind: MailKind,
    recipients: readonly Recipient[],
    request: { id: string; title: string; business_id?: string | null },
    variables: {
      senderName: string;
      message?: string | null;
      /** The signers by name and address, comma-separated (completion). */
      signers?: string;
    },
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
    const branding = await mailBrandingOf(
      inTransaction?.db ?? this.db,
      request.business_id,
      this.publicUrl,
    );
    for (const recipient of unique.values()) {
      const hasAccount = languages.has(recipient.email);
      const guest =
        this.isGuest(recipient, hasAccount) && GUEST_KINDS[kind]
          ? await this.guestLinks!.linkFor(
              {
                requestId: request.id,
                sid: recipient.signature!.sid,
                email: recipient.email,
                identity: recipient.signature!.signer_identity_data as SignerIdentityData | null,
              },
              inTransaction?.db,
            )
          : undefined;
      await this.mail.send(
        {
          kind: guest ? GUEST_KINDS[kind]! : kind,
          to: recipient.email,
          language: languages.get(recipient.email) ?? recipient.language,
          variables: {
            title: request.title,
            senderName: variables.senderName,
            message: variables.message ?? '',
            ...(variables.signers === undefined ? {} : { signers: variables.signers }),
            ...(guest ? { days: guest.days, accountLink: guest.accountUrl ?? '' } : {}),
          },
          // A signer without an account gets the other notices (declined, withdrawn, completed)
          // without a link to a page that needs one; the files come attached where the business
          // says so.
          ...(guest || hasAccount || !recipient.signature || !this.guestLinks
            ? { link: guest?.url ?? this.viewLink(request.id) }
            : {}),
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

  /**
   * A signer is invited as a guest when the address has no account, or when the sender gave only
   * signer_identity_data (Skribble: such a signer signs through the link even with an account;
   * one with an account may still sign from the inbox).
   */
  private isGuest(recipient: Recipient, hasAccount: boolean): boolean {
    if (!this.guestLinks || !recipient.signature) return false;
    const { account_email, signer_identity_data } = recipient.signature;
    return !hasAccount || (account_email === null && signer_identity_data !== null);
  }
}

/** A business's name, logo and support contact for its mails (§5: blanked values are empty). */
export async function mailBrandingOf(
  db: Executor,
  businessId: string | null | undefined,
  publicUrl: string,
): Promise<MailBranding | undefined> {
  if (!businessId) return undefined;
  const business = await findBusiness(db, businessId);
  if (!business) return undefined;
  const settings = toBusinessSettings(business, publicUrl);
  return {
    businessName: business.name,
    logo: settings.companyBranding.logo,
    supportContact: settings.supportContact,
  };
}
