import {
  AppError,
  type DirectSignBody,
  normalizeLanguage,
  type SignResponse,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { UserAttributes } from '../../db/schema.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { SigningService } from '../signing/index.ts';
import type { DirectSession } from './direct-session.ts';
import { findGuest, pendingVerification } from './direct-sign.repository.ts';

/**
 * POST /v3/direct/sign: the signing of POST /v3/sign (TAN, limits, levels, checks) for the link's
 * one request, as its guest, without a credit (§6). The level is what the sender asked for; a guest
 * holds SES (identification for AES/QES is another issue), so a higher one answers
 * UPGRADE_STANDARDS_REQUIRED as it would for a user.
 */
export class DirectSigningService {
  constructor(
    private readonly db: Database,
    private readonly signing: SigningService,
  ) {}

  async sign(session: DirectSession, actor: Actor, body: DirectSignBody): Promise<SignResponse> {
    const [item] = body.signatureRequests;
    if (item?.signatureRequestId !== session.requestId) throw notFound();
    const guest = await findGuest(this.db, session.guestId);
    if (!guest) throw notFound();
    // A signature is made in a name: one the sender gave, or the guest filled in.
    const missing = [
      ...(guest.first_name.trim() ? [] : ['firstName']),
      ...(guest.last_name.trim() ? [] : ['lastName']),
    ];
    if (missing.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Give your ${missing.join(' and ')} first (PUT /v1/direct/user)`,
        {
          fields: missing.map((field) => ({ field: `user.${field}`, message: 'Required to sign' })),
        },
      );
    }
    const hasMobile = Boolean((guest.attributes as UserAttributes).mobile?.[0]?.trim());
    if (!hasMobile && (await pendingVerification(this.db, guest.id))) {
      throw new AppError(
        'VERIFICATION_REQUIRED',
        'Confirm your mobile number with the code sent to it before a TAN can go there',
      );
    }
    return this.signing.sign(
      actor,
      {
        signatureRequests: body.signatureRequests,
        // §9: Italian is ignored in direct sign.
        language: normalizeLanguage(body.language ?? session.language, { directSign: true }),
        ...(body.tan !== undefined ? { tan: body.tan } : {}),
      },
      true,
    );
  }

  /** The mobile-provider proceed call for the link's guest: its own waiting signing only. */
  proceed(session: DirectSession, actor: Actor, id: string, pwdotp: string) {
    return this.signing.proceed(actor, id, pwdotp, true, (body) =>
      body.signatureRequests.every((item) => item.signatureRequestId === session.requestId),
    );
  }
}
