import { randomUUID } from 'node:crypto';
import {
  BUSINESS_INVITATION_DAYS,
  type BusinessInvitation,
  type InvitationListQuery,
  type InviteMembersBody,
} from '@signet/contract';
import { hashToken } from '../../crypto/tokens.ts';
import type { BusinessInvitationRow } from '../../db/tables/business.tables.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { createEmailToken, linkTo, revokeEmailToken } from '../email-tokens/index.ts';
import { findUserById } from '../users/index.ts';
import { businessAccess, businessRoleAccess } from './business-access.ts';
import type { BusinessDeps } from './business-deps.ts';
import { displayName, languageOf } from './business-mail.ts';
import { closedInvitationError, invitationExpiry } from './business-rules.ts';
import { iso } from './business-view.ts';
import { lockBusiness } from './businesses.repository.ts';
import {
  findAccountsByEmail,
  findInvitation,
  findOpenInvitation,
  insertInvitation,
  listInvitationsPage,
  updateInvitation,
} from './invitations.repository.ts';

function toInvitationView(
  row: BusinessInvitationRow,
  inviterEmail: string | null,
  hasAccount: boolean,
): BusinessInvitation {
  return {
    id: row.id,
    email: row.email,
    invitedBy: inviterEmail ?? '',
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    hasAccount,
  };
}

interface Planned {
  row: BusinessInvitationRow;
  token: string | undefined;
  language: string;
  hasAccount: boolean;
}

/** Invitations to a business: sent in the invitee's language, listed, re-sent, withdrawn. */
export class InvitationsService {
  constructor(private readonly deps: BusinessDeps) {}

  /**
   * Members of this business are skipped; an open invitation is re-sent (new link, new expiry)
   * and returned; every other address gets a new one. An address with an account is sent to the
   * login, where the blocking dialog offers the invitation; one without gets a sign-up link.
   */
  async invite(actor: Actor, id: string, body: InviteMembersBody): Promise<BusinessInvitation[]> {
    const { db, clock, mail, publicUrl } = this.deps;
    const { business } = await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    const inviter = await findUserById(db, actor.userId);
    const fallbackLanguage = body.language ?? actor.language ?? 'en-gb';
    const emails = [...new Set(body.users.map((email) => email.trim().toLowerCase()))];
    const now = clock();
    const planned = await db.transaction().execute(async (tx) => {
      await lockBusiness(tx, id);
      const accounts = new Map((await findAccountsByEmail(tx, emails)).map((a) => [a.email, a]));
      const out: Planned[] = [];
      for (const email of emails) {
        const account = accounts.get(email);
        if (account?.business_id === id) continue;
        const language = (account && languageOf(account)) ?? fallbackLanguage;
        const token = account
          ? undefined
          : await createEmailToken(
              tx,
              { purpose: 'business_invite', email, userId: null, language },
              now,
            );
        const values = {
          invited_by: actor.userId,
          language,
          token_hash: token ? hashToken(token) : null,
          expires_at: invitationExpiry(now),
        };
        const open = await findOpenInvitation(tx, id, email);
        if (open?.token_hash) await revokeEmailToken(tx, open.token_hash);
        const row = open
          ? await updateInvitation(tx, open.id, values)
          : await insertInvitation(tx, {
              id: randomUUID(),
              business_id: id,
              email,
              created_at: now,
              ...values,
            });
        out.push({ row, token, language, hasAccount: account !== undefined });
      }
      return out;
    });
    const inviterName = inviter ? displayName(inviter) : actor.email;
    for (const { row, token, language } of planned) {
      await mail.send({
        kind: 'businessInvitation',
        to: row.email,
        language,
        variables: { businessName: business.name, inviterName, days: BUSINESS_INVITATION_DAYS },
        link: token
          ? linkTo(publicUrl, 'business_invite', { token })
          : linkTo(publicUrl, 'login', { email: row.email }),
      });
    }
    return planned.map(({ row, hasAccount }) => toInvitationView(row, actor.email, hasAccount));
  }

  async list(
    actor: Actor,
    id: string,
    query: InvitationListQuery,
  ): Promise<{ items: BusinessInvitation[]; total: number }> {
    await businessRoleAccess(this.deps.db, { userId: actor.userId, businessId: id, need: 'admin' });
    const { rows, total } = await listInvitationsPage(this.deps.db, id, query);
    return {
      items: rows.map((row) => toInvitationView(row, row.inviter_email, row.has_account)),
      total,
    };
  }

  /** The link stops working: using it answers INVITATION_WITHDRAWN. */
  async withdraw(actor: Actor, id: string, inviteId: string): Promise<void> {
    const { db, clock } = this.deps;
    await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    await db.transaction().execute(async (tx) => {
      await lockBusiness(tx, id);
      const row = await findInvitation(tx, id, inviteId);
      if (!row) throw notFound('invitation');
      const closed = closedInvitationError(row);
      if (closed) throw closed;
      await updateInvitation(tx, row.id, { withdrawn_at: clock() });
    });
  }
}
