import {
  AppError,
  CERTIFICATE_NAME_MAX_LENGTH,
  fitsCertificate,
  type RegisterBody,
  type RequestConfirmationBody,
  type ValidConfirmationResponse,
} from '@signet/contract';
import { hashPassword, verifyPassword } from '../../crypto/passwords.ts';
import { newUserId } from '../../crypto/tokens.ts';
import type { Database } from '../../db/database.ts';
import type { EmailTokenPurpose, UserAttributes } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { RequestSession } from '../../http/auth.hook.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';
import type { InvitationAcceptance } from '../business/index.ts';
import {
  consumeEmailToken,
  createEmailToken,
  linkTo,
  peekEmailToken,
  TOKEN_TTL_MS,
} from '../email-tokens/index.ts';
import { assertStrongPassword } from '../passwords/index.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  normaliseMobile,
  updateUser,
} from '../users/index.ts';

const SIGNUP_PURPOSES: EmailTokenPurpose[] = ['signup', 'business_signup'];
/** Links that create an account: sign-up, business sign-up and a business's invitation. */
const ACCOUNT_PURPOSES: EmailTokenPurpose[] = [...SIGNUP_PURPOSES, 'business_invite'];
const HOURS = TOKEN_TTL_MS.signup / 3_600_000;

export class SignupService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly settings: { publicUrl: string; freeSignatures: number },
    /** Invitation links and the offer of a claimed domain (the business feature). */
    private readonly invitations: InvitationAcceptance,
    /**
     * Links of other features that POST /v1/valid-confirmation applies, by purpose (AES for
     * business: the representative's confirmation), handed in by the composition root.
     */
    private readonly confirmations: Partial<
      Record<EmailTokenPurpose, (token: string) => Promise<ValidConfirmationResponse>>
    > = {},
    /** Where an invitee's sign-up leads once the account exists (docs/decisions/0261). */
    private readonly invitationReturn?: (
      token: string,
      email: string,
    ) => Promise<string | undefined>,
  ) {}

  /** Same answer whether or not the address has an account; only the mail differs. */
  async requestConfirmation(body: RequestConfirmationBody, session: RequestSession | null) {
    const now = this.clock();
    if (body.flow === 'email_change') {
      if (!session) throw new AppError('UNAUTHENTICATED', 'Sign in to change your e-mail address');
      const user = await findUserById(this.db, session.userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in first');
      // Issue 13: a session alone does not move the account to another address.
      const password = body.password ?? '';
      if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
        throw new AppError('WRONG_PASSWORD', 'The password is wrong', {
          fields: [
            { field: 'body.password', message: 'Enter your password to change the address' },
          ],
        });
      }
      if (user.email === body.email) return;
      const taken = await findUserByEmail(this.db, body.email);
      if (taken) return;
      const token = await createEmailToken(
        this.db,
        { purpose: 'email_change', email: body.email, userId: user.id, language: body.lang },
        now,
      );
      await this.mail.send({
        kind: 'emailChangeConfirmation',
        to: body.email,
        language: body.lang,
        variables: { firstName: user.first_name, hours: HOURS },
        link: linkTo(this.settings.publicUrl, 'email_change', { token }),
      });
      return;
    }

    const existing = await findUserByEmail(this.db, body.email);
    if (existing) {
      await this.mail.send({
        kind: 'accountExists',
        to: body.email,
        language: existing.attributes.lang?.[0] ?? body.lang,
        link: linkTo(this.settings.publicUrl, 'login', { email: body.email }),
      });
      return;
    }
    const token = await createEmailToken(
      this.db,
      { purpose: body.flow, email: body.email, userId: null, language: body.lang },
      now,
    );
    // Only the address's own invitation leads on; any other token is an ordinary sign-up.
    const next =
      body.flow === 'signup' && body.invitation && this.invitationReturn
        ? await this.invitationReturn(body.invitation, body.email)
        : undefined;
    await this.mail.send({
      kind: body.flow === 'signup' ? 'signupConfirmation' : 'businessSignupConfirmation',
      to: body.email,
      language: body.lang,
      variables: { hours: HOURS },
      link: linkTo(this.settings.publicUrl, body.flow, { token, ...(next ? { next } : {}) }),
    });
  }

  async validConfirmation(token: string): Promise<ValidConfirmationResponse> {
    const now = this.clock();
    const invitation = await this.invitations.forToken(this.db, token, now);
    const others = Object.keys(this.confirmations) as EmailTokenPurpose[];
    const row = await peekEmailToken(
      this.db,
      token,
      [...ACCOUNT_PURPOSES, 'email_change', ...others],
      now,
    );
    if (row.purpose === 'business_invite' && !invitation) throw invitationGone();
    if (
      row.purpose === 'signup' ||
      row.purpose === 'business_signup' ||
      row.purpose === 'business_invite'
    ) {
      return { email: row.email, flow: row.purpose, applied: false };
    }
    const apply = this.confirmations[row.purpose];
    if (apply) return apply(token);
    const { used, before } = await this.db.transaction().execute(async (tx) => {
      const used = await consumeEmailToken(tx, token, ['email_change'], now);
      if (!used.user_id) throw new AppError('TOKEN_INVALID', 'This link is not valid');
      if (await findUserByEmail(tx, used.email)) {
        throw new AppError('EMAIL_TAKEN', 'This address already belongs to another account');
      }
      const before = await findUserById(tx, used.user_id);
      if (!before) throw new AppError('TOKEN_INVALID', 'This link is not valid');
      await updateUser(tx, used.user_id, {
        email: used.email,
        email_verified: true,
        updated_at: now,
      });
      return { used, before };
    });
    // Issue 13: the old address is told that it no longer belongs to the account.
    await this.mail.send({
      kind: 'emailChanged',
      to: before.email,
      language: before.attributes.lang?.[0],
      variables: { firstName: before.first_name, newEmail: used.email },
    });
    return { email: used.email, flow: 'email_change' as const, applied: true };
  }

  /**
   * The account is created only here, with the e-mail the confirmed link proves. Through a
   * business's invitation link it joins that business at once; otherwise an address in a claimed
   * domain is offered that business's invitation.
   */
  async register(body: RegisterBody): Promise<{ id: string; email: string }> {
    const now = this.clock();
    const invitation = await this.invitations.forToken(this.db, body.token, now);
    const preview = await peekEmailToken(this.db, body.token, ACCOUNT_PURPOSES, now);
    if (preview.purpose === 'business_invite' && !invitation) throw invitationGone();
    assertStrongPassword(body.password, preview.email, 'body.password');
    if (!fitsCertificate(body.firstName, body.lastName)) {
      const message = `First and last name together may have at most ${CERTIFICATE_NAME_MAX_LENGTH} characters, the most a signing certificate carries`;
      throw new AppError('VALIDATION_FAILED', message, {
        fields: [{ field: 'body.lastName', message }],
      });
    }
    const mobile = body.mobile ? normaliseMobile(body.mobile, 'body.mobile') : undefined;
    const passwordHash = await hashPassword(body.password);
    const { created, joined } = await this.db
      .transaction()
      .execute(async (tx) => {
        const row = await consumeEmailToken(tx, body.token, ACCOUNT_PURPOSES, now);
        if (await findUserByEmail(tx, row.email)) {
          throw new AppError('TOKEN_USED', 'An account for this address exists already; log in');
        }
        const user = await insertUser(tx, {
          id: newUserId(),
          email: row.email,
          email_verified: true,
          password_hash: passwordHash,
          first_name: body.firstName,
          last_name: body.lastName,
          has_sso: false,
          retention: null,
          last_login_at: null,
          attributes: this.defaultAttributes(body, mobile),
          created_at: now,
          updated_at: now,
        });
        const joined =
          row.purpose === 'business_invite'
            ? await this.invitations.joinByToken(tx, body.token, user, now)
            : undefined;
        if (!joined) {
          await this.invitations.offerClaimedDomain(
            tx,
            { email: user.email, language: body.lang },
            now,
          );
        }
        return { created: { id: user.id, email: user.email }, joined };
      })
      .catch((error: unknown) => {
        // Two links for one address used at the same moment: the second finds the account made.
        if (isUniqueViolation(error)) {
          throw new AppError('TOKEN_USED', 'An account for this address exists already; log in');
        }
        throw error;
      });
    if (joined) await this.invitations.welcome(joined);
    return created;
  }

  private defaultAttributes(body: RegisterBody, mobile: string | undefined): UserAttributes {
    return {
      lang: [body.lang],
      accepted_gtc: ['true'],
      weak_password: ['false'],
      free_signatures_remaining: [String(this.settings.freeSignatures)],
      free_account_type: ['free'],
      email_notification_level: ['all'],
      ...(mobile ? { mobile: [mobile] } : {}),
      ...(body.celloUCC ? { cello_ucc: [body.celloUCC] } : {}),
      ...(body.avatar !== undefined ? { avatar: [String(body.avatar)] } : {}),
    };
  }
}

/** An invitation link whose business (and with it the invitation) no longer exists. */
function invitationGone(): AppError {
  return new AppError('INVITATION_NOT_FOUND', 'This invitation no longer exists');
}
