import {
  AppError,
  type SignBody,
  type SignedRequest,
  type SignResponse,
  TAN_LENGTH,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import type { AccountQualities } from '../levels/index.ts';
import { visibleTo } from '../request-core/index.ts';
import type { SealsService } from '../seals/index.ts';
import type { RequestSigning } from './request-signing.ts';
import type { Mode } from './signer-credentials.ts';
import { loadRequestsForSigning, readSignerState } from './signing.repository.ts';
import { assertCredits, type Checked, checkSignItem } from './signing-checks.ts';
import type { SigningTracer } from './signing-tracer.ts';
import { maskMobile, type TanService } from './tan.service.ts';

export interface SigningDependencies {
  db: Database;
  /** Whose one-time code shows sole control (docs/decisions/0610), and the provider's OTP. */
  trust: TrustPort;
  tans: TanService;
  seals: SealsService;
  /** The account's signatureQualities, the same GET /v1/user shows: they decide the level. */
  qualities: AccountQualities;
  requests: RequestSigning;
  tracer: SigningTracer;
}

/**
 * POST /v3/sign (docs/decisions/0600-signing-flow.md): every check first (signing-checks.ts),
 * then the one-time code, then for each request one transaction that appends the caller's
 * signature to every document (request-signing.ts).
 */
export class SigningService {
  constructor(private readonly deps: SigningDependencies) {}

  async sign(actor: Actor, body: SignBody): Promise<SignResponse> {
    const { db, tans, seals, trust, tracer } = this.deps;
    const requestIds = body.signatureRequests.map((item) => item.signatureRequestId);
    const language = body.language ?? actor.language;
    // The account with its TAN row and seals, and the requests, each in one statement; the
    // requests' answer is looked at only after the account's checks, in the order they had.
    const requests = loadRequestsForSigning(db, actor.userId, requestIds);
    requests.catch(() => undefined);
    const state = await readSignerState(db, actor.userId);
    if (!state) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    const { user } = state;
    const tanRow = { row: state.tan };
    const isSignetTan = !body.sealAccountName && trust.otpOwner === 'signet';
    if (isSignetTan) await tans.assertNotLocked(user.id, tanRow);
    const seal = body.sealAccountName
      ? await seals.sealOfMember(body.sealAccountName, user.id)
      : undefined;
    const qualities = this.deps.qualities.from(
      user,
      state.seals,
      state.vouch ? [state.vouch.legislation] : [],
    );
    const rows = await requests;
    tracer.mark(actor, 'checks');
    const checked = body.signatureRequests.map((item, index) => {
      const row = rows[index];
      const visible = row ? visibleTo(actor, row.aggregate, row.hidden) : undefined;
      return checkSignItem({ user, qualities, visible, item, index, seal, vouch: state.vouch });
    });
    // §6: the business pays for its members' signatures.
    if (!seal && !state.businessId) assertCredits(user, checked.length);
    if (!seal && body.tan === undefined) {
      return isSignetTan
        ? { status: 'TAN_SENT', ...(await tans.send(user, requestIds, language)), tanLength: 6 }
        : this.sendProviderOtp(user, checked);
    }
    let mode: Mode;
    if (seal) mode = { kind: 'seal', seal };
    else {
      // Checked here once; a provider's OTP is checked by the provider alone (0610).
      if (isSignetTan) await tans.verify(user.id, body.tan!, requestIds, tanRow);
      tracer.mark(actor, 'tanVerify');
      mode = { kind: 'code', code: body.tan! };
    }
    const signed: SignedRequest[] = [];
    for (const entry of checked) {
      signed.push(await this.deps.requests.sign({ actor, user, checked: entry, mode, language }));
    }
    return { status: 'SIGNED', signatureRequests: signed };
  }

  /** A provider that owns the one-time code sends it itself (CSC credentials/sendOTP). */
  private async sendProviderOtp(user: UserRow, checked: Checked[]): Promise<SignResponse> {
    const { trust } = this.deps;
    const mobile = (user.attributes as UserAttributes).mobile?.[0]?.trim();
    if (!mobile) {
      throw new AppError(
        'MOBILE_NUMBER_MISSING',
        'Add a mobile number to your account to receive the TAN',
      );
    }
    const first = checked[0]!;
    const { expiresAt } = await trust.sendOtp!({
      subject: {
        name: `${user.first_name} ${user.last_name}`.trim() || user.email,
        email: user.email,
      },
      level: first.certificate!,
      legislation: first.required.legislation,
      userID: user.id,
    });
    return {
      status: 'TAN_SENT',
      maskedMobile: maskMobile(mobile),
      expiresAt: expiresAt.toISOString(),
      tanLength: TAN_LENGTH,
    };
  }
}
