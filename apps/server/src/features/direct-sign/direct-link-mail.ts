import type { DirectLinkResendBody } from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';
import { admitInvitations, type GuestLinks, mailBrandingOf } from '../signature-requests/index.ts';
import {
  type DirectLinksService,
  LINK_CODE_MINUTES,
  LINK_VALIDITY_DAYS,
} from './direct-links.service.ts';
import type { DirectSession } from './direct-session.ts';
import { carriedExitQuery } from './exit-settings.ts';
import type { InvitationContextService } from './invitation-context.service.ts';

/** "ada@example.ch" → "a•••@example.ch": enough to recognise, not to read out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

/**
 * The mails with a guest's link: the invitation (through RequestNotifications, as GuestLinks) and
 * a new link the guest asks for (POST /v1/direct/tan/resend), always to the signer's own address.
 */
export class DirectLinkMail implements GuestLinks {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly links: DirectLinksService,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    /** The invitation's second way, with an account (docs/decisions/0261). */
    private readonly invitations?: InvitationContextService,
  ) {}

  async linkFor(signer: Parameters<GuestLinks['linkFor']>[0], tx?: Database) {
    const issued = await this.links.issue(signer, tx ? { in: tx } : {});
    return {
      url: issued.url,
      days: LINK_VALIDITY_DAYS,
      ...(this.invitations ? { accountUrl: this.invitations.accountUrl(issued.linkId) } : {}),
    };
  }

  async resend(session: DirectSession, body: DirectLinkResendBody) {
    const signer = await this.links.signerOf(session);
    // Counted for the request and the address before a new link replaces the old one (ADR 0540).
    await admitInvitations(this.db, this.clock, {
      requestId: session.requestId,
      accountId: null,
      emails: [signer.email],
    });
    const issued = await this.links.issue(signer, {
      carried: carriedExitQuery(pageQuery(body.url)),
      withCode: true,
    });
    const request = await this.db
      .selectFrom('signature_requests')
      .select(['title', 'business_id'])
      .where('id', '=', session.requestId)
      .executeTakeFirstOrThrow();
    const branding = body.companyBranding
      ? await mailBrandingOf(this.db, request.business_id, this.publicUrl)
      : undefined;
    await this.mail.send({
      kind: 'directSignNewLink',
      to: signer.email,
      language: session.language,
      variables: {
        title: request.title,
        code: issued.code!,
        minutes: LINK_CODE_MINUTES,
        days: LINK_VALIDITY_DAYS,
      },
      link: issued.url,
      // A subject is one line of plain text: line breaks would start new mail headers.
      ...(body.subject ? { subject: body.subject.replace(/[\r\n\t]+/g, ' ') } : {}),
      ...(branding ? { branding } : {}),
    });
    return {
      sentTo: maskEmail(signer.email),
      expiresAt: issued.expiresAt.toISOString(),
      codeLength: issued.code!.length,
    };
  }
}

/** The query of the page the guest had open; anything that is not a URL carries nothing. */
function pageQuery(url: string | undefined): URLSearchParams | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).searchParams;
  } catch {
    return undefined;
  }
}
