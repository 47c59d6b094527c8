import {
  AppError,
  CERTIFICATE_NAME_MAX_LENGTH,
  fitsCertificate,
  type SignBody,
  type SignedRequest,
  type SignResponse,
  TAN_LENGTH,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import type { AccountQualities } from '../levels/index.ts';
import { visibleTo } from '../request-core/index.ts';
import type { SealsService } from '../seals/index.ts';
import type { RequestSigning } from './request-signing.ts';
import type { Mode } from './signer-credentials.ts';
import { loadRequestsForSigning, readSignerState } from './signing.repository.ts';
import { assertCredits, type Checked, checkSignItem } from './signing-checks.ts';
import { recordSigningStep } from './signing-events.ts';
import { failingAs } from './signing-failures.ts';
import type { SigningProceeds } from './signing-proceeds.ts';
import type { SigningTracer } from './signing-tracer.ts';
import { maskMobile, type TanService, type TanSpend } from './tan.service.ts';

export interface SigningDependencies {
  db: Database;
  clock: Clock;
  /** Whose one-time code shows sole control (docs/decisions/0610), and the provider's OTP. */
  trust: TrustPort;
  tans: TanService;
  seals: SealsService;
  /** The account's signatureQualities, the same GET /v1/user shows: they decide the level. */
  qualities: AccountQualities;
  requests: RequestSigning;
  tracer: SigningTracer;
  /** Signings waiting for a provider's code from the phone (the proceed call, ADR 0622). */
  proceeds: SigningProceeds;
}

/**
 * POST /v3/sign (docs/decisions/0600-signing-flow.md): every check first (signing-checks.ts),
 * then the one-time code, then for each request one transaction that appends the caller's
 * signature to every document (request-signing.ts).
 */
export class SigningService {
  constructor(private readonly deps: SigningDependencies) {}

  /**
   * `direct`: a guest signing by link (§6 nas) through its guest account: no credit is spent
   * (§6 "unless in direct sign"), and the signer's address is the one on the request, since the
   * guest account has none of its own (docs/decisions/0800).
   */
  async sign(actor: Actor, body: SignBody, direct = false): Promise<SignResponse> {
    const { db, tans, seals, trust, tracer } = this.deps;
    const requestIds = body.signatureRequests.map((item) => item.signatureRequestId);
    const language = body.language ?? actor.language;
    // The account with its TAN row and seals, and the requests, each in one statement; the
    // requests' answer is looked at only after the account's checks, in the order they had.
    const requests = loadRequestsForSigning(db, actor.userId, requestIds);
    requests.catch(() => undefined);
    const state = await readSignerState(db, actor.userId);
    if (!state) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    const user = direct ? { ...state.user, email: actor.email } : state.user;
    const tanRow = { row: state.tan };
    const isSignetTan = !body.sealAccountName && trust.otpOwner === 'signet';
    if (isSignetTan) await tans.assertNotLocked(user.id, tanRow);
    const seal = body.sealAccountName
      ? await seals.sealOfMember(body.sealAccountName, user.id)
      : undefined;
    // A guest's levels are its guest account's (SES), whatever address it signs for.
    const qualities = this.deps.qualities.from(
      state.user,
      state.seals,
      state.vouch ? [state.vouch.legislation] : [],
      state.identified.map((entry) => entry.legislation),
    );
    const rows = await requests;
    tracer.mark(actor, 'checks');
    const checked = body.signatureRequests.map((item, index) => {
      const row = rows[index];
      const visible = row ? visibleTo(actor, row.aggregate, row.hidden) : undefined;
      return checkSignItem({
        user,
        qualities,
        visible,
        item,
        index,
        seal,
        vouch: state.vouch,
        identified: state.identified,
      });
    });
    // §6: the business pays for its members' signatures.
    if (!seal && !state.businessId && !direct) assertCredits(user, checked.length);
    if (!seal) assertCertificateName(user, checked);
    if (!seal && body.tan === undefined) {
      if (isSignetTan) {
        const sent = await tans.send(user, requestIds, language);
        // The trail shows when a code went out, to which (masked) number.
        await recordSigningStep(db, this.deps.clock(), actor, requestIds, 'tan_sent', {
          masked_mobile: sent.maskedMobile,
        });
        return { status: 'TAN_SENT', ...sent, tanLength: TAN_LENGTH };
      }
      const sent = await this.sendProviderOtp(user, checked);
      await recordSigningStep(db, this.deps.clock(), actor, requestIds, 'tan_sent', {
        masked_mobile: sent.maskedMobile,
      });
      return { ...sent, proceedId: await this.deps.proceeds.open(user.id, body, direct) };
    }
    let mode: Mode;
    let tan: TanSpend | undefined;
    if (seal) mode = { kind: 'seal', seal };
    else {
      // Checked here once; a provider's OTP is checked by the provider alone (0610). A right TAN
      // is spent by the signature's commit, not before.
      if (isSignetTan) {
        tan = await tans
          .verify(user.id, body.tan!, requestIds, tanRow)
          .catch(async (error: unknown) => {
            // A wrong TAN, and the lock it may cause, are part of the request's trail.
            if (error instanceof AppError && ['TAN_INVALID', 'TAN_LOCKED'].includes(error.code)) {
              await recordSigningStep(db, this.deps.clock(), actor, requestIds, 'tan_failed', {
                code: error.code,
              });
            }
            throw error;
          });
      }
      tracer.mark(actor, 'tanVerify');
      mode = { kind: 'code', code: body.tan! };
    }
    const signed: SignedRequest[] = [];
    for (const entry of checked) {
      try {
        signed.push(
          await this.deps.requests.sign({
            actor,
            user,
            checked: entry,
            mode,
            language,
            direct,
            ...(tan ? { tan } : {}),
          }),
        );
      } catch (error) {
        throw signed.length === 0 ? error : partlySigned(error, requestIds, signed.length);
      }
    }
    return { status: 'SIGNED', signatureRequests: signed };
  }

  /**
   * The mobile-provider proceed call: the signing the first call kept, finished with the code the
   * provider sent to the phone; it goes to the provider's credentials/authorize, checked there.
   * A wrong code leaves the signing waiting (the provider counts and locks).
   */
  async proceed(
    actor: Actor,
    id: string,
    pwdotp: string,
    direct = false,
    allowed: (body: SignBody) => boolean = () => true,
  ): Promise<SignResponse> {
    const { proceeds } = this.deps;
    const body = await proceeds.waiting(actor.userId, id, direct);
    if (!allowed(body)) throw new AppError('NOT_FOUND', 'No such signing is waiting');
    const result = await this.sign(actor, { ...body, tan: pwdotp }, direct);
    await proceeds.close(id);
    return result;
  }

  /** A provider that owns the one-time code sends it itself (CSC credentials/sendOTP). */
  private async sendProviderOtp(
    user: UserRow,
    checked: Checked[],
  ): Promise<Extract<SignResponse, { status: 'TAN_SENT' }>> {
    const { trust } = this.deps;
    const mobile = (user.attributes as UserAttributes).mobile?.[0]?.trim();
    if (!mobile) {
      throw new AppError(
        'MOBILE_NUMBER_MISSING',
        'Add a mobile number to your account to receive the TAN',
      );
    }
    await this.deps.tans.admit(user.id, mobile);
    const first = checked[0]!;
    // The provider's refusal (a locked credential) is the outcome the signer knows (§4).
    const { expiresAt } = await failingAs('the provider did not send its one-time code', () =>
      trust.sendOtp!({
        subject: {
          name: `${user.first_name} ${user.last_name}`.trim() || user.email,
          email: user.email,
        },
        level: first.certificate!,
        legislation: first.required.legislation,
        userID: user.id,
      }),
    );
    return {
      status: 'TAN_SENT',
      maskedMobile: maskMobile(mobile),
      expiresAt: expiresAt.toISOString(),
      resendAt: this.deps.tans.resendAt(),
      tanLength: TAN_LENGTH,
    };
  }
}

/**
 * RFC 5280 ub-common-name: the trust service refuses a certificate name over 64 characters. It is
 * refused here, before a TAN is sent or checked, with a word on what to do (issue 13); an
 * identified signer's certificate carries the verified name instead.
 */
function assertCertificateName(user: UserRow, checked: Checked[]): void {
  if (checked.every((entry) => entry.identity?.method === 'identification')) return;
  if (!user.first_name && !user.last_name) return;
  if (fitsCertificate(user.first_name, user.last_name)) return;
  throw new AppError(
    'CERTIFICATE_NAME_TOO_LONG',
    `Your first and last name together have more than ${CERTIFICATE_NAME_MAX_LENGTH} characters, the most a signing certificate carries: shorten them in your profile`,
    { fields: [{ field: 'user.lastName', message: 'Too long for a signing certificate' }] },
  );
}

/**
 * A failure after some requests of the call were signed (ADR 0132): the same error, with every
 * item's outcome named in `fields` (signed, failed with the reason, or not tried) and the message
 * saying how many were signed, so that the caller never takes a signed request for unsigned.
 */
function partlySigned(error: unknown, ids: readonly string[], done: number): AppError {
  const cause =
    error instanceof AppError
      ? error
      : new AppError('SIGNING_FAILED', 'The signature could not be made', { cause: error });
  const field = (index: number) => `body.signatureRequests[${index}].signatureRequestId`;
  return new AppError(
    cause.code,
    `${done} of ${ids.length} requests were signed before request ${ids[done]} failed: ${cause.message}`,
    {
      cause: error,
      ...(cause.headers ? { headers: cause.headers } : {}),
      fields: ids.map((id, index) => ({
        field: field(index),
        message:
          index < done
            ? `Signed: ${id}`
            : index === done
              ? `Not signed: ${cause.message}`
              : `Not signed: not tried after ${ids[done]} failed`,
      })),
    },
  );
}
