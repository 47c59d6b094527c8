import {
  type AcceptBody,
  AppError,
  CERTIFICATE_NAME_MAX_LENGTH,
  fitsCertificate,
  type UpdateUserBody,
  type User,
  type VisualSignaturePermissions,
} from '@signet/contract';
import { verifyPassword } from '../../crypto/passwords.ts';
import type { Database } from '../../db/database.ts';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { RequestSession } from '../../http/auth.hook.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';
import { type AccountQualities, toQualitiesDetail } from '../levels/index.ts';
import type { AccountBusinessPort, AccountRequestsPort } from './business-port.ts';
import { normaliseMobile } from './mobile-number.ts';
import { toUserView } from './user-view.ts';
import { deleteUser, findUserById, lockUser, updateUser } from './users.repository.ts';

/** The terms POST /v1/user/accept records; the business flags act on the business instead. */
const ACCEPT_ATTRIBUTES = {
  gtc: 'accepted_gtc',
  trust_service_terms: 'accepted_trust_service_terms',
} as const satisfies Partial<Record<keyof AcceptBody, string>>;

export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly languages: readonly string[],
    private readonly qualities: AccountQualities,
    /** §3 permissions.visualSignatures, as the visual signatures feature keeps them. */
    private readonly visualSignaturePermissions: (
      userId: string,
    ) => Promise<VisualSignaturePermissions>,
    /** The account's business and invitation (the business feature, handed in). */
    private readonly business: AccountBusinessPort,
    /** §3 groupInfo: the signer groups the account is in (the signer groups feature, handed in). */
    private readonly groupInfo: (userId: string) => Promise<User['groupInfo']>,
    /**
     * The requests the account owns, settled in the transaction that deletes it (the signature
     * requests feature, handed in; ADR 0130): what others take part in stays for them.
     */
    private readonly ownedRequests: AccountRequestsPort,
  ) {}

  async get(session: RequestSession): Promise<User> {
    return this.view(await this.row(session));
  }

  async signatureQualities(session: RequestSession) {
    return toQualitiesDetail(await this.qualities.of(await this.row(session)));
  }

  async update(session: RequestSession, body: UpdateUserBody): Promise<User> {
    const typed = body.attributes?.mobile?.[0];
    const mobile =
      typed === undefined ? undefined : normaliseMobile(typed, 'body.attributes.mobile');
    return this.change(session, (row) => {
      // Only attributes the contract lets a user set reach this point (strict schema).
      const merged = body.attributes && mergeAttributes(row.attributes, body.attributes);
      const attributes =
        merged && body.attributes?.mobile !== undefined ? firstMobile(merged, row, mobile) : merged;
      return {
        ...checkedNames(row, body),
        ...(body.retention !== undefined ? { retention: body.retention } : {}),
        ...(attributes ? { attributes } : {}),
      };
    });
  }

  async accept(session: RequestSession, body: AcceptBody): Promise<User> {
    // Joining or declining first: a refused invitation (used, withdrawn, already in a business)
    // records nothing else either.
    if (body.business_invite === true) await this.business.acceptInvitation(session.userId);
    if (body.business_invite === false) await this.business.declineInvitation(session.userId);
    return this.change(session, (row) => {
      const attributes: UserAttributes = { ...row.attributes };
      for (const key of Object.keys(ACCEPT_ATTRIBUTES) as (keyof typeof ACCEPT_ATTRIBUTES)[]) {
        if (body[key]) attributes[ACCEPT_ATTRIBUTES[key]] = ['true'];
      }
      // §6: the notice "removed from business" / "business deleted" was read.
      if (body.business_notice) {
        delete attributes.removed_from_business;
        delete attributes.business_deleted;
      }
      return { attributes };
    });
  }

  async storeReferralCode(session: RequestSession, ucc: string): Promise<User> {
    return this.change(session, (row) => ({ attributes: { ...row.attributes, cello_ucc: [ucc] } }));
  }

  async delete(session: RequestSession, password: string): Promise<void> {
    const row = await this.row(session);
    if (!row.password_hash || !(await verifyPassword(row.password_hash, password))) {
      throw new AppError('WRONG_PASSWORD', 'The password is wrong', {
        fields: [{ field: 'body.password', message: 'Wrong password' }],
      });
    }
    await this.business.beforeAccountDeletion(row.id);
    // Sessions, tokens, contacts and the membership go with the row (ON DELETE CASCADE).
    await this.ownedRequests({ id: row.id, email: row.email, retention: row.retention }, (tx) =>
      deleteUser(tx, row.id),
    );
    await this.mail.send({
      kind: 'accountDeleted',
      to: row.email,
      language: row.attributes.lang?.[0],
      variables: { firstName: row.first_name },
    });
  }

  private async row(session: RequestSession): Promise<UserRow> {
    const row = await findUserById(this.db, session.userId);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    return row;
  }

  /** Read-modify-write under a row lock, so concurrent changes to attributes are not lost. */
  private async change(
    session: RequestSession,
    changes: (row: UserRow) => Parameters<typeof updateUser>[2],
  ): Promise<User> {
    const updated = await this.db.transaction().execute(async (tx) => {
      const row = await lockUser(tx, session.userId);
      if (!row) throw new AppError('UNAUTHENTICATED', 'Sign in first');
      return updateUser(tx, row.id, { ...changes(row), updated_at: this.clock() });
    });
    return this.view(updated);
  }

  /** §3 User with its permissions.visualSignatures (nothing stored: nothing locked). */
  private async view(row: UserRow): Promise<User> {
    const permissions = await this.visualSignaturePermissions(row.id);
    const business = await this.business.of({
      id: row.id,
      email: row.email,
      emailVerified: row.email_verified,
    });
    return toUserView(
      row,
      this.languages,
      await this.qualities.of(row),
      permissions,
      business,
      await this.groupInfo(row.id),
    );
  }
}

/** An empty list removes the attribute; any other list replaces it. */
function mergeAttributes(current: UserAttributes, changes: Record<string, string[] | undefined>) {
  const merged: UserAttributes = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value.length === 0) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

/**
 * Names that are changed must fit a signing certificate together (the trust service refuses a
 * longer name, and the TAN of that signing would be lost).
 */
function checkedNames(row: UserRow, body: UpdateUserBody) {
  if (body.firstName === undefined && body.lastName === undefined) return {};
  const first = body.firstName ?? row.first_name;
  const last = body.lastName ?? row.last_name;
  if (!fitsCertificate(first, last)) {
    const field = body.lastName !== undefined ? 'body.lastName' : 'body.firstName';
    const message = `First and last name together may have at most ${CERTIFICATE_NAME_MAX_LENGTH} characters, the most a signing certificate carries`;
    throw new AppError('VALIDATION_FAILED', message, { fields: [{ field, message }] });
  }
  return {
    ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
    ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
  };
}

/**
 * Issue 13: PUT sets only a first mobile number (normalised; the first TAN confirms it). Once the
 * account has one, changing or removing it needs the password and a code (POST /v1/user/mobile).
 */
function firstMobile(merged: UserAttributes, row: UserRow, mobile: string | undefined) {
  const current = row.attributes.mobile?.[0];
  if (current !== undefined && current !== mobile) {
    throw new AppError(
      'MOBILE_CHANGE_NEEDS_CONFIRMATION',
      'Your mobile number is changed with your password and a code sent to the new number',
      { fields: [{ field: 'body.attributes.mobile', message: 'Change it with your password' }] },
    );
  }
  const attributes: UserAttributes = { ...merged };
  if (mobile === undefined) delete attributes.mobile;
  else attributes.mobile = [mobile];
  return attributes;
}
