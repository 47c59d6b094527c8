import { randomUUID } from 'node:crypto';
import { AppError } from '@signet/contract';
import { hashToken } from '../../crypto/tokens.ts';
import type { Executor } from '../../db/database.ts';
import type { BusinessInvitationRow } from '../../db/tables/business.tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { findUserById } from '../users/index.ts';
import { recordAccountActivity } from './account-activity.repository.ts';
import type { BusinessDeps } from './business-deps.ts';
import type { MailAccount } from './business-mail.ts';
import { alreadyInBusiness, closedInvitationError, invitationExpiry } from './business-rules.ts';
import { findDomainOwner, lockBusiness } from './businesses.repository.ts';
import {
  findInvitationByTokenHash,
  findOpenInvitation,
  hasOpenInvitation,
  insertInvitation,
  newestInvitationFor,
  updateInvitation,
} from './invitations.repository.ts';
import { insertMember } from './members.repository.ts';
import { findMembership } from './membership.repository.ts';

/** Someone who just joined, for the welcome mail sent once the join has committed. */
export interface Joined {
  businessName: string;
  account: MailAccount;
}

function notFound(message = 'There is no open business invitation for this account'): AppError {
  return new AppError('INVITATION_NOT_FOUND', message);
}

/** An invitation that can be used now, or the error saying why not. */
function requireOpen(row: BusinessInvitationRow | undefined, now: Date): BusinessInvitationRow {
  if (!row) throw notFound();
  const closed = closedInvitationError(row);
  if (closed) throw closed;
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    throw notFound('This invitation has expired; ask an admin of the business to invite you again');
  }
  return row;
}

/**
 * Taking up an invitation: from the blocking dialog (an account), through the sign-up link (a new
 * account joins as it is created), or declining it; and the offer a claimed domain makes at
 * sign-up.
 */
export class InvitationAcceptance {
  constructor(private readonly deps: BusinessDeps) {}

  /** Joins the business of the newest open invitation to the account's verified address. */
  async accept(userId: string): Promise<void> {
    const { db, clock } = this.deps;
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    if (await findMembership(db, userId)) throw alreadyInBusiness();
    if (!user.email_verified) throw notFound();
    const now = clock();
    const joined = await db
      .transaction()
      .execute(async (tx) => {
        const invitation = requireOpen(await newestInvitationFor(tx, user.email, now), now);
        return this.join(tx, invitation, user, now);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw alreadyInBusiness();
        throw error;
      });
    await this.welcome(joined);
  }

  async decline(userId: string): Promise<void> {
    const { db, clock } = this.deps;
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    const now = clock();
    const invitation = requireOpen(
      user.email_verified ? await newestInvitationFor(db, user.email, now) : undefined,
      now,
    );
    await updateInvitation(db, invitation.id, { declined_at: now });
  }

  /**
   * The invitation behind a sign-up link, checked before the link's token: a withdrawn or used
   * invitation answers with its own code even once the token is gone. Undefined: the token is
   * not an invitation's.
   */
  async forToken(
    db: Executor,
    token: string,
    now: Date,
  ): Promise<BusinessInvitationRow | undefined> {
    const row = await findInvitationByTokenHash(db, hashToken(token));
    if (!row) return undefined;
    const closed = closedInvitationError(row);
    if (closed) throw closed;
    if (new Date(row.expires_at).getTime() <= now.getTime()) {
      throw new AppError(
        'TOKEN_EXPIRED',
        'This invitation has expired; ask an admin of the business to invite you again',
      );
    }
    return row;
  }

  /** Inside register's transaction: the new account joins the invitation's business. */
  async joinByToken(
    tx: Executor,
    token: string,
    account: MailAccount & { id: string },
    now: Date,
  ): Promise<Joined> {
    const invitation = await this.forToken(tx, token, now);
    if (!invitation) throw notFound('This invitation no longer exists');
    return this.join(tx, invitation, account, now);
  }

  /**
   * Inside register's transaction: an address in a claimed domain without any open invitation is
   * offered one from that business (invited by nobody), which the blocking dialog then shows.
   */
  async offerClaimedDomain(
    tx: Executor,
    account: { email: string; language: string },
    now: Date,
  ): Promise<void> {
    const domain = account.email.slice(account.email.lastIndexOf('@') + 1);
    const businessId = await findDomainOwner(tx, domain);
    if (!businessId || (await hasOpenInvitation(tx, account.email, now))) return;
    const business = await lockBusiness(tx, businessId);
    if (!business || business.deletion_scheduled_at) return;
    const expired = await findOpenInvitation(tx, businessId, account.email);
    if (expired) {
      await updateInvitation(tx, expired.id, { expires_at: invitationExpiry(now) });
      return;
    }
    await insertInvitation(tx, {
      id: randomUUID(),
      business_id: businessId,
      email: account.email,
      invited_by: null,
      language: account.language,
      token_hash: null,
      created_at: now,
      expires_at: invitationExpiry(now),
    });
  }

  async welcome(joined: Joined): Promise<void> {
    await this.deps.mail.toAccounts('businessJoined', [joined.account], {
      businessName: joined.businessName,
    });
  }

  private async join(
    tx: Executor,
    invitation: BusinessInvitationRow,
    account: MailAccount & { id: string },
    now: Date,
  ): Promise<Joined> {
    const business = await lockBusiness(tx, invitation.business_id);
    if (!business) throw notFound('This business no longer exists');
    if (business.deletion_scheduled_at) {
      throw new AppError('BUSINESS_DELETION_PENDING', 'This business is being deleted');
    }
    await insertMember(tx, {
      userId: account.id,
      businessId: business.id,
      role: 'member',
      at: now,
    });
    await recordAccountActivity(tx, {
      businessId: business.id,
      userIds: [account.id],
      at: now,
      action: 'joined',
      detail: 'invitation',
    });
    await updateInvitation(tx, invitation.id, { accepted_at: now, accepted_by: account.id });
    return { businessName: business.name, account };
  }
}
