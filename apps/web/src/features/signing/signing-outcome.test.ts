import { ERROR_STATUS, type ErrorCode, type SignResponse } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { type SigningOutcome, signingOutcome } from './signing-outcome.ts';

const apiError = (code: string, status = 400) =>
  new ApiError({ status, code, message: 'x', method: 'POST', path: '/v3/sign' });

describe('signingOutcome (§4 signing flow outcomes)', () => {
  it('a TAN on its way opens the TAN entry', () => {
    const response: SignResponse = {
      status: 'TAN_SENT',
      maskedMobile: '+41 •• ••• •• 67',
      expiresAt: '2026-11-22T12:05:00.000Z',
      resendAt: '2026-11-22T12:00:30.000Z',
      tanLength: 6,
    };
    expect(signingOutcome({ ok: true, response })).toEqual({
      kind: 'tanSent',
      maskedMobile: '+41 •• ••• •• 67',
      expiresAt: '2026-11-22T12:05:00.000Z',
      resendAt: '2026-11-22T12:00:30.000Z',
    });
  });

  it.each([
    [['OPEN'], false],
    [['SIGNED'], true],
    [['SIGNED', 'OPEN'], false],
  ] as const)('signed requests %j → success, completed %s', (statuses, completed) => {
    const response: SignResponse = {
      status: 'SIGNED',
      signatureRequests: statuses.map((status_overall, i) => ({
        signatureRequestId: `r${i}`,
        status_overall,
        sid: `s${i}`,
        documents: [],
      })),
    };
    expect(signingOutcome({ ok: true, response })).toEqual({
      kind: 'success',
      requestIds: statuses.map((_, i) => `r${i}`),
      completed,
    });
  });

  // Every code POST /v3/sign answers with (packages/contract/src/errors.ts) has its own screen.
  it.each<[ErrorCode, SigningOutcome]>([
    ['TAN_INVALID', { kind: 'tanInvalid' }],
    ['TAN_EXPIRED', { kind: 'tanExpired' }],
    ['TAN_LOCKED', { kind: 'tanLocked' }],
    ['SIGNING_LOCKED', { kind: 'locked' }],
    ['SIGNATURES_EXHAUSTED', { kind: 'exhausted' }],
    ['UPGRADE_STANDARDS_REQUIRED', { kind: 'upgradeStandards' }],
    ['MOBILE_NUMBER_MISSING', { kind: 'mobileMissing' }],
    ['PART11_DATA_MISSING', { kind: 'part11DataMissing' }],
    ['TERMS_NOT_ACCEPTED', { kind: 'termsNotAccepted' }],
    ['SIGNING_FAILED', { kind: 'failure', reason: 'service' }],
    ['SIGNATURE_NOT_OPEN', { kind: 'failure', reason: 'alreadySigned' }],
    ['REQUEST_NOT_OPEN', { kind: 'failure', reason: 'requestClosed' }],
    ['REQUEST_ENDED', { kind: 'failure', reason: 'requestClosed' }],
    ['DOCUMENTS_DELETED', { kind: 'failure', reason: 'requestClosed' }],
    ['NOT_FOUND', { kind: 'failure', reason: 'notAvailable' }],
    ['SEAL_NOT_FOUND', { kind: 'failure', reason: 'notAvailable' }],
    ['SEAL_LEVEL_TOO_LOW', { kind: 'failure', reason: 'sealLevel' }],
    ['NOT_YOUR_TURN', { kind: 'failure', reason: 'notYourTurn' }],
    ['SERIAL_NUMBER_MISMATCH', { kind: 'serialNumberMismatch' }],
  ])('%s → %j', (code, outcome) => {
    // A code renamed or removed in the contract fails here, not silently in the browser.
    expect(ERROR_STATUS).toHaveProperty(code);
    expect(signingOutcome({ ok: false, error: apiError(code, ERROR_STATUS[code]) })).toEqual(
      outcome,
    );
  });

  it.each([
    ['TAN_LOCKED', 'tanLocked'],
    ['SIGNING_LOCKED', 'locked'],
    ['TAN_RATE_LIMITED', 'tanRateLimited'],
  ] as const)('%s with Retry-After → %s until then', (code, kind) => {
    const retryAt = new Date('2026-11-22T12:15:00.000Z');
    const error = new ApiError({
      status: ERROR_STATUS[code],
      code,
      message: 'x',
      method: 'POST',
      path: '/v3/sign',
      retryAt,
    });
    expect(signingOutcome({ ok: false, error })).toEqual({ kind, until: retryAt.toISOString() });
  });

  it('TAN_RATE_LIMITED without Retry-After waits the shortest resend wait', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    expect(signingOutcome({ ok: false, error: apiError('TAN_RATE_LIMITED', 429) }, now)).toEqual({
      kind: 'tanRateLimited',
      until: '2026-11-22T12:00:30.000Z',
    });
  });

  it.each([
    ['an unknown code', apiError('SOMETHING_NEW', 500)],
    ['a network failure', apiError('NETWORK', 0)],
    ['a plain error', new Error('boom')],
    ['a thrown string', 'boom'],
  ])('%s is a failure nobody expected', (_, error) => {
    expect(signingOutcome({ ok: false, error })).toEqual({
      kind: 'failure',
      reason: 'unexpected',
    });
  });
});
