import { createHash, randomBytes } from 'node:crypto';
import type { Authority } from '../authorities/authority.ts';
import {
  algorithm,
  contextConstructed,
  type Der,
  generalizedTime,
  integer,
  integerContent,
  octetString,
  oid,
  retag,
  sequence,
  setOf,
  unsignedInteger,
} from '../der/der-writer.ts';
import { OID, TIMESTAMP_POLICY_OID } from '../oids.ts';

export interface TokenRequest {
  messageImprint: Uint8Array;
  nonce?: Uint8Array;
  certReq: boolean;
}

const attribute = (type: string, value: Der) => sequence(oid(type), setOf(value));

/**
 * RFC 3161 §2.4.2 TSTInfo. `ordering` is left out (DEFAULT FALSE must not be encoded in DER);
 * genTime has whole seconds and accuracy one second covers the truncation.
 */
function tstInfo(tsa: Authority, request: TokenRequest, genTime: Date): Der {
  const serial = new Uint8Array(randomBytes(16));
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  return sequence(
    integer(1),
    oid(TIMESTAMP_POLICY_OID),
    request.messageImprint,
    unsignedInteger(serial),
    generalizedTime(genTime),
    sequence(integer(1)),
    ...(request.nonce ? [integerContent(request.nonce)] : []),
    // tsa [0] GeneralName: directoryName [4] (explicit, Name being a CHOICE)
    contextConstructed(0, contextConstructed(4, tsa.fields.subjectName)),
  );
}

/**
 * RFC 5035 / RFC 5816: SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash (SHA-256,
 * the DEFAULT algorithm, so not encoded), issuerSerial } }.
 */
function signingCertificateV2(tsa: Authority): Der {
  const certHash = new Uint8Array(createHash('sha256').update(tsa.certificate).digest());
  const issuerSerial = sequence(
    sequence(contextConstructed(4, tsa.fields.issuerName)),
    integerContent(tsa.fields.serialContent),
  );
  return sequence(sequence(sequence(octetString(certHash), issuerSerial)));
}

/** The TimeStampToken: a CMS ContentInfo with SignedData over the DER TSTInfo (RFC 3161 §2.4.2, RFC 5652). */
export function timestampToken(tsa: Authority, request: TokenRequest, genTime: Date): Der {
  const info = tstInfo(tsa, request, genTime);
  const digest = new Uint8Array(createHash('sha256').update(info).digest());
  // RFC 5652 §5.4: the signature covers the DER SET OF (tag 0x31); it is stored as [0] IMPLICIT.
  const signedAttributes = setOf(
    attribute(OID.contentType, oid(OID.tstInfo)),
    attribute(OID.messageDigest, octetString(digest)),
    attribute(OID.signingCertificateV2, signingCertificateV2(tsa)),
  );
  const signerInfo = sequence(
    integer(1),
    sequence(tsa.fields.issuerName, integerContent(tsa.fields.serialContent)),
    algorithm(OID.sha256),
    retag(signedAttributes, 0xa0),
    tsa.key.signatureAlgorithm(),
    octetString(tsa.key.signData(signedAttributes)),
  );
  const signedData = sequence(
    integer(3),
    setOf(algorithm(OID.sha256)),
    sequence(oid(OID.tstInfo), contextConstructed(0, octetString(info))),
    ...(request.certReq ? [contextConstructed(0, tsa.certificate)] : []),
    setOf(signerInfo),
  );
  return sequence(oid(OID.signedData), contextConstructed(0, signedData));
}
