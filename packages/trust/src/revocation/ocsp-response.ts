import type { Authority } from '../authorities/authority.ts';
import {
  bitString,
  contextConstructed,
  contextPrimitive,
  type Der,
  enumerated,
  generalizedTime,
  octetString,
  oid,
  retag,
  sequence,
} from '../der/der-writer.ts';
import { OID } from '../oids.ts';
import type { RevocationReason } from '../store/trust-store.ts';
import { REASON_CODES } from './reasons.ts';

/** RFC 6960 §4.2.1 OCSPResponseStatus values used here. */
export const OCSP_STATUS = {
  successful: 0,
  malformedRequest: 1,
  internalError: 2,
  unauthorized: 6,
} as const;

/** Responses are signed per request; clients may cache them for a day (RFC 5019 §4). */
export const OCSP_VALIDITY_MS = 24 * 3600 * 1000;

export type CertStatus =
  | { status: 'good' }
  | { status: 'revoked'; revokedAt: Date; reason: RevocationReason }
  | { status: 'unknown' };

export interface SingleAnswer {
  certIdDer: Uint8Array;
  certStatus: CertStatus;
}

/** OCSPResponse with no responseBytes, for every status but successful. */
export const ocspError = (status: Exclude<keyof typeof OCSP_STATUS, 'successful'>): Der =>
  sequence(enumerated(OCSP_STATUS[status]));

/** CertStatus ::= CHOICE { good [0] IMPLICIT NULL, revoked [1] IMPLICIT RevokedInfo, unknown [2] IMPLICIT NULL } */
function certStatus(value: CertStatus): Der {
  if (value.status === 'good') return contextPrimitive(0, new Uint8Array(0));
  if (value.status === 'unknown') return contextPrimitive(2, new Uint8Array(0));
  const reason =
    value.reason === 'unspecified'
      ? []
      : [contextConstructed(0, enumerated(REASON_CODES[value.reason]))];
  return retag(sequence(generalizedTime(value.revokedAt), ...reason), 0xa1);
}

/**
 * RFC 6960 §4.2.1: a successful OCSPResponse carrying a BasicOCSPResponse signed by the CA that
 * issued the certificates asked about (§4.2.2.2, first case), so no delegated responder certificate
 * has to be trusted; the responder is identified by key hash and the CA certificate is included.
 */
export function buildOcspResponse(
  ca: Authority,
  answers: SingleAnswer[],
  now: Date,
  nonceExtension?: Uint8Array,
): Der {
  const nextUpdate = new Date(now.getTime() + OCSP_VALIDITY_MS);
  const responses = answers.map((answer) =>
    sequence(
      answer.certIdDer,
      certStatus(answer.certStatus),
      generalizedTime(now),
      contextConstructed(0, generalizedTime(nextUpdate)),
    ),
  );
  // ResponseData: version v1 is the DEFAULT and so absent; responderID byKey [2] (EXPLICIT).
  const tbs = sequence(
    contextConstructed(2, octetString(ca.keyId)),
    generalizedTime(now),
    sequence(...responses),
    ...(nonceExtension ? [contextConstructed(1, sequence(nonceExtension))] : []),
  );
  const basic = sequence(
    tbs,
    ca.key.signatureAlgorithm(),
    bitString(ca.key.signData(tbs)),
    contextConstructed(0, sequence(ca.certificate)),
  );
  return sequence(
    enumerated(OCSP_STATUS.successful),
    contextConstructed(0, sequence(oid(OID.ocspBasic), octetString(basic))),
  );
}
