import { type SignResponse, TAN_RESEND_SECONDS } from '@signet/contract';
import { isApiError } from '../../lib/api/api-error.ts';

/**
 * What the signing flow shows after POST /v3/sign answered (§4 signing flow outcomes, and the §2
 * dialogs and overlays that follow from an answer). Exactly one per answer.
 */
export type SigningOutcome =
  /** §4 success: the "signing success" overlay, then /signed. */
  | { kind: 'success'; requestIds: string[]; completed: boolean }
  /** The TAN is on its way: the "TAN entry" dialog. */
  | { kind: 'tanSent'; maskedMobile: string; expiresAt: string; resendAt: string }
  /** §4 TAN invalid: the signer stays in TAN entry, told the tries left (issue 20). */
  | { kind: 'tanInvalid' }
  /** §4 TAN expired: TAN entry says so; a new TAN can be sent from it. */
  | { kind: 'tanExpired' }
  /** §4 TAN locked: the third wrong TAN locked signing until `until` (ISO, from Retry-After). */
  | { kind: 'tanLocked'; until?: string }
  /** §4 locked: signing is still locked from earlier wrong TANs, until `until`. */
  | { kind: 'locked'; until?: string }
  /** 429 TAN_RATE_LIMITED: no new TAN before `until` (ISO, from Retry-After). */
  | { kind: 'tanRateLimited'; until: string }
  /** §6: a free user without signing credit: the "exhausted signatures" overlay. */
  | { kind: 'exhausted' }
  /** The caller lacks the request's level: the "upgrade standards" dialog. */
  | { kind: 'upgradeStandards' }
  /** No mobile number for the TAN: the "mobile advanced signing" overlay asks for one. */
  | { kind: 'mobileMissing' }
  /** A part 11 request needs the signing name and reason: the "part 11 info" dialog. */
  | { kind: 'part11DataMissing' }
  /** The account's terms of use are not accepted: the "terms of use" dialog. */
  | { kind: 'termsNotAccepted' }
  /**
   * §2 "serial number mismatch": the certificate the trust service gave did not match the
   * signer's identity; nothing was signed. Try again or contact support.
   */
  | { kind: 'serialNumberMismatch' }
  /** §4 failure: the "signing failure" overlay; `reason` picks its text. */
  | { kind: 'failure'; reason: FailureReason };

export type FailureReason =
  /** The trust service, time-stamp or storage failed; nothing changed and a retry may work. */
  | 'service'
  /** The caller's own signature is no longer open (signed meanwhile, e.g. in another tab). */
  | 'alreadySigned'
  /** The request was signed by everyone, declined or withdrawn meanwhile. */
  | 'requestClosed'
  /** The request or the seal is gone, or the caller may no longer sign it. */
  | 'notAvailable'
  /** The seal cannot sign at the request's level. */
  | 'sealLevel'
  /** The request is signed in order and earlier signers have not signed yet (ADR 0630). */
  | 'notYourTurn'
  /** The network failed or an answer nobody expected came back. */
  | 'unexpected';

const FROM_CODE: Record<string, SigningOutcome> = {
  TAN_INVALID: { kind: 'tanInvalid' },
  TAN_EXPIRED: { kind: 'tanExpired' },
  SIGNATURES_EXHAUSTED: { kind: 'exhausted' },
  UPGRADE_STANDARDS_REQUIRED: { kind: 'upgradeStandards' },
  MOBILE_NUMBER_MISSING: { kind: 'mobileMissing' },
  PART11_DATA_MISSING: { kind: 'part11DataMissing' },
  TERMS_NOT_ACCEPTED: { kind: 'termsNotAccepted' },
  SIGNING_FAILED: { kind: 'failure', reason: 'service' },
  SIGNATURE_NOT_OPEN: { kind: 'failure', reason: 'alreadySigned' },
  REQUEST_NOT_OPEN: { kind: 'failure', reason: 'requestClosed' },
  REQUEST_ENDED: { kind: 'failure', reason: 'requestClosed' },
  DOCUMENTS_DELETED: { kind: 'failure', reason: 'requestClosed' },
  NOT_FOUND: { kind: 'failure', reason: 'notAvailable' },
  SEAL_NOT_FOUND: { kind: 'failure', reason: 'notAvailable' },
  SEAL_LEVEL_TOO_LOW: { kind: 'failure', reason: 'sealLevel' },
  NOT_YOUR_TURN: { kind: 'failure', reason: 'notYourTurn' },
  SERIAL_NUMBER_MISMATCH: { kind: 'serialNumberMismatch' },
};

/** The outcome of one POST /v3/sign: its answer, or the error it failed with. */
export function signingOutcome(
  result: { ok: true; response: SignResponse } | { ok: false; error: unknown },
  now: Date = new Date(),
): SigningOutcome {
  if (result.ok) {
    const { response } = result;
    if (response.status === 'TAN_SENT') {
      return {
        kind: 'tanSent',
        maskedMobile: response.maskedMobile,
        expiresAt: response.expiresAt,
        resendAt: response.resendAt,
      };
    }
    return {
      kind: 'success',
      requestIds: response.signatureRequests.map((r) => r.signatureRequestId),
      completed: response.signatureRequests.every((r) => r.status_overall === 'SIGNED'),
    };
  }
  const { error } = result;
  if (isApiError(error)) {
    const until = error.retryAt?.toISOString();
    const at = until === undefined ? {} : { until };
    if (error.code === 'TAN_LOCKED') return { kind: 'tanLocked', ...at };
    if (error.code === 'SIGNING_LOCKED') return { kind: 'locked', ...at };
    if (error.code === 'TAN_RATE_LIMITED') {
      // Without the header, the shortest wait the server asks for.
      const fallback = new Date(now.getTime() + TAN_RESEND_SECONDS * 1000).toISOString();
      return { kind: 'tanRateLimited', until: until ?? fallback };
    }
  }
  if (isApiError(error)) return FROM_CODE[error.code] ?? { kind: 'failure', reason: 'unexpected' };
  return { kind: 'failure', reason: 'unexpected' };
}
