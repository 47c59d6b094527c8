import type { Authority } from '../authorities/authority.ts';
import {
  type Der,
  integer,
  namedBits,
  octetString,
  oid,
  sequence,
  utf8String,
} from '../der/der-writer.ts';
import { OID, TIMESTAMP_POLICY_OID } from '../oids.ts';
import {
  parseTimestampRequest,
  type TimestampFailure,
  TimestampRequestError,
} from './timestamp-request.ts';
import { timestampToken } from './timestamp-token.ts';

const FAILURE_BITS: Record<TimestampFailure, number> = {
  badAlg: 0,
  badRequest: 2,
  badDataFormat: 5,
  unacceptedPolicy: 15,
  unacceptedExtension: 16,
};

const GRANTED = 0;
const REJECTION = 2;

/** TimeStampResp with status rejection, a statusString and the PKIFailureInfo bit (RFC 3161 §2.4.2). */
export const rejection = (failure: TimestampFailure, reason: string): Der =>
  sequence(
    sequence(integer(REJECTION), sequence(utf8String(reason)), namedBits([FAILURE_BITS[failure]])),
  );

export interface TimestampReply {
  der: Der;
  /** Set when the request was rejected; names the PKIFailureInfo. */
  failure?: TimestampFailure;
}

export function replyToTimestampRequest(
  tsa: Authority,
  requestDer: Uint8Array,
  genTime: Date,
): TimestampReply {
  try {
    const request = parseTimestampRequest(requestDer);
    if (request.reqPolicy !== undefined && request.reqPolicy !== TIMESTAMP_POLICY_OID) {
      throw new TimestampRequestError(
        'unacceptedPolicy',
        `policy ${request.reqPolicy} is not offered`,
      );
    }
    // RFC 3161 §2.4.1: any extension this TSA does not recognise must be refused.
    if (request.hasExtensions)
      throw new TimestampRequestError('unacceptedExtension', 'extensions are not supported');
    const token = timestampToken(tsa, request, genTime);
    return { der: sequence(sequence(integer(GRANTED)), token) };
  } catch (error) {
    if (!(error instanceof TimestampRequestError)) throw error;
    return { der: rejection(error.failure, error.message), failure: error.failure };
  }
}

/** MessageImprint for a SHA-256 digest, for in-process time-stamps. */
export const sha256Imprint = (digest: Uint8Array): Der =>
  sequence(sequence(oid(OID.sha256)), octetString(digest));
