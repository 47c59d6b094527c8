import { createHmac, timingSafeEqual } from 'node:crypto';
import { absoluteHref, href, type InvitationContext } from '@signet/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Clock } from '../../jobs/clock.ts';
import { findAccountNames, findOwnerEmail, loadAggregate } from '../request-core/index.ts';
import { mailBrandingOf } from '../signature-requests/index.ts';
import { findLinkState } from './direct-sign.repository.ts';
import { mac } from './link-token.ts';

/**
 * The account link of an invitation to a signer without an account (docs/decisions/0261):
 * `<link id>.<mac>`, bound to the signer's direct-sign link, so it lives exactly as long as that
 * link (30 days, ended by a newer link). It tells the invitee who asks them to sign what, and leads
 * their sign-up back to the request; it opens nothing else.
 */
export class InvitationContextService {
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    key: Buffer,
  ) {
    this.key = createHmac('sha256', key).update('invitation account links').digest();
  }

  /** /login?invitation=… for the direct-sign link `linkId`. */
  accountUrl(linkId: string): string {
    const token = `${linkId}.${mac(this.key, linkId)}`;
    return absoluteHref(this.publicUrl, href('login', {}, { invitation: token }));
  }

  /** The context an invitation's token shows; 404 for a made-up, altered, replaced or old token. */
  async context(token: string): Promise<InvitationContext> {
    const link = await this.openLink(token);
    const request = await loadAggregate(this.db, link.request_id);
    if (request?.request.status_overall !== 'OPEN') throw notFound('invitation');
    const { owner_id, business_id } = request.request;
    const senderEmail = owner_id ? await findOwnerEmail(this.db, owner_id) : undefined;
    const names = senderEmail ? await findAccountNames(this.db, owner_id, []) : {};
    const branding = await mailBrandingOf(this.db, business_id, this.publicUrl);
    return {
      requestId: link.request_id,
      title: request.request.title,
      senderName: (senderEmail && names[senderEmail]) || '',
      senderEmail: senderEmail ?? '',
      business: branding ? { name: branding.businessName, logo: branding.logo?.url ?? null } : null,
      email: link.email,
      documents: request.documents.length,
    };
  }

  /**
   * The request's viewer when `token` is the invitation of `email` (a sign-up at that address),
   * else nothing: a sign-up at another address is an ordinary one.
   */
  async returnPath(token: string, email: string): Promise<string | undefined> {
    try {
      const link = await this.openLink(token);
      return link.email === email ? href('view', { srid: link.request_id }) : undefined;
    } catch {
      return undefined;
    }
  }

  private async openLink(token: string) {
    const [linkId = '', given = ''] = token.split('.');
    const expected = Buffer.from(mac(this.key, linkId));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      throw notFound('invitation');
    }
    const link = await findLinkState(this.db, linkId);
    const now = this.clock().getTime();
    if (!link || link.replaced_at || new Date(link.expires_at).getTime() <= now) {
      throw notFound('invitation');
    }
    if (link.status_code !== 'OPEN') throw notFound('invitation');
    return link;
  }
}
